// Realtime: one dedicated PostgreSQL connection per process LISTENs on one channel and fans each
// notification out to the process's subscribers (the admins' event streams, caches). Anything
// that commits a pg_notify on the channel (notify.ts, or a trigger) reaches every instance on the
// same database. The connection opens with the first subscriber; when it drops (the database
// restarted, the network failed) the subscribers hear 'down', it reconnects by itself with a
// growing pause, and on its return they hear 'live' and a 'resync' event, so they catch up on
// whatever they missed meanwhile. Knows no capability: topics are plain strings.
import pg from 'pg';
import type { Logger } from '../logger.ts';

export const CHANNEL = 'tunelane_events';
/** How the listening connection names itself to the database (pg_stat_activity). */
const APPLICATION_NAME = 'tunelane-realtime';

/** What a notification says: which kind of record changed, and optionally which one. */
export type RealtimeEvent = { topic: string; id?: string };
export type RealtimeStatus = 'connecting' | 'live' | 'down';
export type Subscriber = {
  onEvent: (event: RealtimeEvent) => void;
  onStatus?: (status: RealtimeStatus) => void;
  /** The process is stopping: end whatever depends on this subscription. */
  onClose?: () => void;
};

export type Realtime = {
  subscribe: (subscriber: Subscriber) => () => void;
  status: () => RealtimeStatus;
  /** How many subscribers are listening in this process. */
  size: () => number;
  /** Ends every subscription and the connection (shutdown); later subscribers are told 'down'. */
  stop: () => Promise<void>;
};

/** Sent to every subscriber after each (re)connection: refresh everything, changes may have been missed. */
const RESYNC: RealtimeEvent = { topic: 'resync' };

const PING_MS = 10_000;
const MAX_PAUSE_MS = 2_000;

export function createRealtime(config: pg.ClientConfig, log: Logger): Realtime {
  const subscribers = new Set<Subscriber>();
  let status: RealtimeStatus = 'down';
  let client: pg.Client | undefined;
  let stopped = false;
  let started = false;
  let pause = 100;
  let retry: NodeJS.Timeout | undefined;
  let ping: NodeJS.Timeout | undefined;

  const setStatus = (next: RealtimeStatus) => {
    if (next === status) return;
    status = next;
    for (const s of subscribers) s.onStatus?.(next);
  };
  const emit = (event: RealtimeEvent) => {
    for (const s of subscribers) {
      try {
        s.onEvent(event);
      } catch (err) {
        log.error({ err }, 'realtime subscriber failed');
      }
    }
  };

  function lost(c: pg.Client, err?: unknown) {
    if (client !== c) return; // already replaced
    client = undefined;
    clearInterval(ping);
    c.removeAllListeners('notification');
    c.end().catch(() => undefined);
    if (stopped) return;
    if (err) log.warn({ err }, 'realtime connection lost; reconnecting');
    setStatus('down');
    retry = setTimeout(connect, pause);
    retry.unref();
    pause = Math.min(pause * 2, MAX_PAUSE_MS);
  }

  async function connect() {
    if (stopped) return;
    if (!started) {
      started = true;
      setStatus('connecting');
    }
    const c = new pg.Client({ ...config, keepAlive: true, application_name: APPLICATION_NAME });
    client = c;
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c, new Error('connection ended')));
    c.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        const event = JSON.parse(msg.payload) as RealtimeEvent;
        if (typeof event.topic === 'string') emit(event);
      } catch {
        log.warn({ payload: msg.payload }, 'realtime: unreadable notification');
      }
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      lost(c, err);
      return;
    }
    if (client !== c || stopped) return;
    pause = 100;
    // A connection can die without a word (a network cut): ask it something now and then.
    ping = setInterval(() => {
      c.query('SELECT 1').catch((err: unknown) => lost(c, err));
    }, PING_MS);
    ping.unref();
    setStatus('live');
    emit(RESYNC);
  }

  return {
    subscribe(subscriber) {
      subscribers.add(subscriber);
      if (stopped) subscriber.onStatus?.('down');
      else if (!started) void connect();
      return () => void subscribers.delete(subscriber);
    },
    status: () => status,
    size: () => subscribers.size,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearTimeout(retry);
      clearInterval(ping);
      setStatus('down');
      for (const s of subscribers) s.onClose?.();
      subscribers.clear();
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
