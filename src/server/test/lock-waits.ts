// For race tests: resolve once another session waits on a lock that `holder` holds, so the test
// goes on only when the race it means to run is really on (a sleep would let a slow start reach
// the lock after it is released, and the test pass without the race).
import type pg from 'pg';
import { expect, vi } from 'vitest';

export async function blockedBehind(pool: pg.Pool, holder: pg.PoolClient, timeoutMs = 15_000): Promise<void> {
  const { rows } = await holder.query<{ pid: number }>('select pg_backend_pid() as pid');
  const pid = rows[0]!.pid;
  await vi.waitFor(
    async () => {
      const waiting = await pool.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where $1 = any(pg_blocking_pids(pid))',
        [pid],
      );
      expect(waiting.rows[0]!.n, 'a session waiting on the lock').toBeGreaterThan(0);
    },
    { timeout: timeoutMs, interval: 20 },
  );
}
