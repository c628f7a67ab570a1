// An account that asked to be deleted is frozen through its grace period: no session starts, its
// sign-in details (address, password) stay as they are, and its releases stay out of review. An
// admin restores it (features/users/cancel-user-deletion.ts removes its account_deletions row),
// and it works as before.
import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../db/pool.ts';
import { accountDeletions } from '../db/schema-account.ts';

export async function isAccountFrozen(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: accountDeletions.userId }).from(accountDeletions).where(eq(accountDeletions.userId, userId));
  return !!row;
}

/** A condition on a query's user id column: that account is not being deleted. */
export const notFrozen = (userId: SQLWrapper): SQL =>
  sql`not exists (select 1 from ${accountDeletions} where ${accountDeletions.userId} = ${userId})`;

/** A condition on a query's user id column: that account is being deleted (read from the few such accounts). */
export const frozen = (userId: SQLWrapper): SQL => sql`${userId} in (select ${accountDeletions.userId} from ${accountDeletions})`;
