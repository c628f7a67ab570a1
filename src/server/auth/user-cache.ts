// What requests read of their user on every call (the session behind a cookie, GET /api/me),
// kept in memory for at most a second and dropped as soon as it changes anywhere: migration 0055
// announces every change of a user's sessions, account, profile, settings or role on the realtime
// channel, and each instance drops that user's entries when it hears it. Served only while the
// listening connection is live (it may have missed announcements otherwise, and its return clears
// everything); an entry read from the database while an announcement arrived is not kept, as it
// may predate it. So a sign-out, suspension, role change or deletion ends the session on every
// instance within a second even if an announcement were lost, and at once when it is heard.
import type { Realtime } from '../realtime/realtime.ts';

/** How long an entry is served at most, whatever is heard. */
export const USER_CACHE_MS = 1_000;
/** Entries kept at most (the oldest go first): a few MB. */
const MAX_ENTRIES = 20_000;

type Entry = { userId: string; value: unknown; until: number };

export type UserCache = {
  /** The cached value of `key` (a kind and a key: "session:<token>", "me:<user id>"), or undefined. */
  get: <T>(key: string) => T | undefined;
  /** The mark to take before reading what `put` will keep: null when nothing may be kept now. */
  mark: () => number | null;
  /** Keeps `value` of the user under `key`, unless something of any user changed since `mark` (or `until`, ms since the epoch, is sooner than a second). */
  put: (key: string, userId: string, value: unknown, mark: number | null, until?: number) => void;
  /** Drops what is kept of the user (this instance's own change: announced to the others by the database). */
  drop: (userId: string) => void;
  size: () => number;
};

/** `enabled` false: nothing is kept (every read goes to the database). */
export function createUserCache(realtime: Realtime, enabled = true): UserCache {
  const entries = new Map<string, Entry>();
  const byUser = new Map<string, Set<string>>();
  let generation = 0;
  let subscribed = false;

  const clear = () => {
    generation++;
    entries.clear();
    byUser.clear();
  };
  const drop = (userId: string) => {
    generation++;
    for (const key of byUser.get(userId) ?? []) entries.delete(key);
    byUser.delete(userId);
  };
  const forget = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    byUser.get(e.userId)?.delete(key);
  };
  // subscribed with the first read, so a process that serves no request opens no listening connection
  const subscribe = () => {
    subscribed = true;
    realtime.subscribe({
      onEvent: (event) => {
        if (event.topic === 'user' && event.id) drop(event.id);
        else if (event.topic === 'resync') clear();
      },
      onStatus: (status) => {
        if (status !== 'live') clear();
      },
      onClose: clear,
    });
  };

  return {
    get<T>(key: string) {
      const e = entries.get(key);
      if (!e) return undefined;
      if (e.until > Date.now() && realtime.status() === 'live') return e.value as T;
      forget(key);
      return undefined;
    },
    mark() {
      if (!enabled) return null;
      if (!subscribed) subscribe();
      return realtime.status() === 'live' ? generation : null;
    },
    put(key, userId, value, mark, until) {
      if (mark === null || mark !== generation || realtime.status() !== 'live') return;
      if (entries.size >= MAX_ENTRIES) forget(entries.keys().next().value!);
      forget(key);
      entries.set(key, { userId, value, until: Math.min(until ?? Infinity, Date.now() + USER_CACHE_MS) });
      let keys = byUser.get(userId);
      if (!keys) byUser.set(userId, (keys = new Set()));
      keys.add(key);
    },
    drop,
    size: () => entries.size,
  };
}
