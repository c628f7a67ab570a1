// The public API's per-key rate limits. A key may make hundreds of calls a second, and counting each
// in the shared rate_limits row (rate-limit.ts) would queue them all on that one row's lock and its
// commit: the key's own limit would become the database's. So each instance counts a key's calls in
// memory, per minute of the clock, and adds what it counted to the shared row at most every quarter
// second, reading back the total of every instance. One instance holds a key to its limit exactly;
// several can pass it together by what they count in a quarter second (documented in the guide).
import type pg from 'pg';
import type { Logger } from '../logger.ts';
import { RateLimitedError } from './rate-limit.ts';

const MINUTE = 60_000;
const FLUSH_MS = 250;

type Count = { minute: number; shared: number; pending: number };

export type KeyLimiter = { consume(keyId: string, max: number): void; flush(): Promise<void> };

const ADD = {
  name: 'api_key_rate_add',
  text: `insert into rate_limits (key, count, last_request) values ($1, $2, $3)
         on conflict (key) do update set count = rate_limits.count + excluded.count, last_request = excluded.last_request
         returning count`,
};

export function keyLimiter(pool: pg.Pool, log: Logger): KeyLimiter {
  const counts = new Map<string, Count>();
  let timer: NodeJS.Timeout | undefined;

  const flush = async () => {
    timer = undefined;
    const now = Math.floor(Date.now() / MINUTE);
    await Promise.all(
      [...counts].map(async ([keyId, c]) => {
        if (c.minute < now) return void counts.delete(keyId);
        if (!c.pending) return;
        const delta = c.pending;
        c.pending = 0;
        try {
          const { rows } = await pool.query<{ count: number }>({
            ...ADD,
            values: [`api-key:${keyId}:${c.minute}`, delta, c.minute * MINUTE],
          });
          c.shared = Math.max(c.shared + delta, rows[0]!.count);
        } catch (err) {
          c.shared += delta; // still counted here; the shared total catches up on the next flush
          log.warn({ err }, 'API key counts not shared');
        }
      }),
    );
  };

  return {
    consume(keyId, max) {
      const now = Date.now();
      const minute = Math.floor(now / MINUTE);
      let c = counts.get(keyId);
      if (!c || c.minute !== minute) counts.set(keyId, (c = { minute, shared: 0, pending: 0 }));
      if (c.shared + c.pending >= max) {
        const wait = Math.max(1, Math.ceil(((minute + 1) * MINUTE - now) / 1000));
        throw new RateLimitedError(`Too many calls with this API key. Please try again in ${wait} seconds.`, wait);
      }
      c.pending++;
      timer ??= setTimeout(() => void flush(), FLUSH_MS).unref();
    },
    flush,
  };
}
