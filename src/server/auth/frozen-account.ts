// An account that asked to be deleted is frozen through its grace period: no session starts, and
// its sign-in details (address, password) stay as they are. Support restores it by removing its
// account_deletions row, and it works as before.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/pool.ts';
import { accountDeletions } from '../db/schema-account.ts';

export async function isAccountFrozen(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: accountDeletions.userId }).from(accountDeletions).where(eq(accountDeletions.userId, userId));
  return !!row;
}
