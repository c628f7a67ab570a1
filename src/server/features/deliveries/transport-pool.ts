// Connections to stores kept open between deliveries: a worker delivering release after release
// to one SFTP server logs in once, not at every batch. Each delivery takes an idle connection to
// its endpoint (as the endpoint's settings are now) or opens one, and gives it back when done; a
// connection that failed is closed, and one that had been idle is retried once on a fresh
// connection (the server may have dropped it meanwhile; a batch is resumable, so going over it
// again is safe). Idle connections close after a while.
import type { Env } from '../../env.ts';
import { openTransport, type EndpointRow } from './open-transport.ts';
import type { Transport } from './transports/transport.ts';

const IDLE_MS = 15_000;

type Idle = { transport: Transport; timer: NodeJS.Timeout };
const idle = new Map<string, Idle[]>();

// Each app's own: one process may run several (the tests do, each on a data folder and a copy
// of the database of its own, where the seeded endpoints have the same ids).
const apps = new WeakMap<Env, number>();
let appsSeen = 0;

/** A connection made with other settings is never reused: the key changes with every edit. */
function keyOf(env: Env, e: EndpointRow): string {
  let app = apps.get(env);
  if (app === undefined) apps.set(env, (app = ++appsSeen));
  return `${app}:${e.id}@${e.updatedAt.toISOString()}`;
}

function take(key: string): Transport | undefined {
  const list = idle.get(key) ?? [];
  for (let entry = list.pop(); entry; entry = list.pop()) {
    clearTimeout(entry.timer);
    if (entry.transport.isOpen()) return entry.transport;
    void entry.transport.close().catch(() => undefined);
  }
  idle.delete(key);
  return undefined;
}

function giveBack(key: string, transport: Transport): void {
  const list = idle.get(key) ?? [];
  const entry: Idle = {
    transport,
    timer: setTimeout(() => {
      list.splice(list.indexOf(entry), 1);
      void transport.close().catch(() => undefined);
    }, IDLE_MS).unref(),
  };
  list.push(entry);
  idle.set(key, list);
}

/** Runs `use` over a connection to the endpoint. */
export async function withTransport<T>(env: Env, endpoint: EndpointRow, use: (t: Transport) => Promise<T>): Promise<T> {
  const key = keyOf(env, endpoint);
  let transport = take(key);
  let reused = transport !== undefined;
  for (;;) {
    transport ??= await openTransport(env, endpoint);
    try {
      const result = await use(transport);
      giveBack(key, transport);
      return result;
    } catch (err) {
      await transport.close().catch(() => undefined);
      if (!reused) throw err;
      reused = false;
      transport = undefined;
    }
  }
}

/** Closes every idle connection (at shutdown, and in tests before their servers stop). */
export async function closeIdleTransports(): Promise<void> {
  const all = [...idle.values()].flat();
  idle.clear();
  await Promise.all(
    all.map((entry) => {
      clearTimeout(entry.timer);
      return entry.transport.close().catch(() => undefined);
    }),
  );
}
