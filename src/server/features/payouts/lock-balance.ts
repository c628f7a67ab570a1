// An artist's balance is changed by claims (down), imports (up, or down with negative adjustments)
// and rollbacks or replacements (down). Each takes this lock, for every artist it touches, in its
// own transaction before it reads or changes their money: concurrent claims then see each other's
// amounts and can never claim more than there is. A transaction-level advisory lock, so it is
// released with the commit.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/pool.ts';

const key = (userId: SQL | string) => sql`hashtextextended('balance:' || ${userId}::text, 0)`;

export async function lockBalance(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${key(userId)})`);
}

/**
 * Locks the balances of the users a query returns (one `user_id` column), in id order so two
 * transactions never wait on each other in a ring; returns their ids, in that order.
 */
export async function lockBalances(tx: DbOrTx, users: SQL): Promise<string[]> {
  const { rows } = await tx.execute<{ user_id: string }>(
    sql`select u.user_id::text, pg_advisory_xact_lock(${key(sql`u.user_id`)}) from (select distinct user_id from (${users}) q order by user_id) u`,
  );
  return rows.map((r) => r.user_id);
}
