// For race tests: go on only when the race a test means to run is really on. A sleep would let a
// slow start reach the lock after it is released, and the test pass without the race.
import pg from 'pg';
import { expect, vi } from 'vitest';

/**
 * Resolves once `waiters` other sessions (one by default) wait on a lock that `holder` holds,
 * directly or behind one another.
 * `pool` asks: it needs a connection free while the racers hold theirs.
 */
export async function blockedBehind(
  pool: Pick<pg.Pool, 'query'>,
  holder: Pick<pg.PoolClient, 'query'>,
  waiters = 1,
  timeoutMs = 15_000,
): Promise<void> {
  const { rows } = await holder.query<{ pid: number }>('select pg_backend_pid() as pid');
  const pid = rows[0]!.pid;
  await vi.waitFor(
    async () => {
      // Behind the holder, or behind a session that is itself waiting behind it (racers for one
      // row queue behind the first of them).
      const waiting = await pool.query<{ n: number }>(
        `with recursive w(pid) as (
           select pid from pg_stat_activity where $1 = any(pg_blocking_pids(pid))
           union select a.pid from pg_stat_activity a join w on w.pid = any(pg_blocking_pids(a.pid)))
         select count(*)::int as n from w`,
        [pid],
      );
      expect(waiting.rows[0]!.n, 'sessions waiting on the lock').toBeGreaterThanOrEqual(waiters);
    },
    { timeout: timeoutMs, interval: 20 },
  );
}

/**
 * Runs `start` (the racers) while another transaction holds the rows `lockSql` locks, and lets go
 * only once `waiters` sessions wait on them: every racer has reached the lock before any passes it.
 * The holder and the watcher have connections of their own, so the racers can take every one of
 * the app's (a racer waiting on the lock keeps its connection).
 */
export async function raceAtLock<T>(
  pool: pg.Pool,
  lockSql: string,
  values: unknown[],
  waiters: number,
  start: () => Promise<T>,
): Promise<T> {
  const connect = async () => {
    const c = new pg.Client({ connectionString: pool.options.connectionString });
    await c.connect();
    return c;
  };
  const [holder, watcher] = await Promise.all([connect(), connect()]);
  try {
    await holder.query('begin');
    await holder.query(lockSql, values);
    const pending = start();
    try {
      await blockedBehind(watcher, holder, waiters);
    } finally {
      await holder.query('commit');
    }
    return await pending;
  } finally {
    await Promise.all([holder.end(), watcher.end()]);
  }
}
