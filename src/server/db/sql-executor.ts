// The pg client behind a Drizzle database or transaction, for libraries that run their own SQL
// (the job queue) and must join the caller's transaction.
import type pg from 'pg';
import type { DbOrTx } from './pool.ts';

export type SqlExecutor = { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

export function sqlExecutor(db: DbOrTx): SqlExecutor {
  // Drizzle's node-postgres session holds the pool (database) or the checked-out client
  // (transaction) as `client`; queries sent through it join that transaction.
  const client = (db as unknown as { session: { client: pg.Pool | pg.PoolClient } }).session.client;
  return { executeSql: (text, values) => client.query(text, values) };
}
