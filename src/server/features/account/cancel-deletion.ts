// Cancelling an account's deletion (an admin's restore, features/users/cancel-user-deletion.ts,
// inside its transaction): the account_deletions row goes, so the account signs in, changes its
// address and password, and its releases can be reviewed as before; the artist's mail is queued
// in the same transaction. Deleting the row waits for a purge that holds it (and then finds it
// gone), and a purge skips a row this holds, so an account is never both restored and purged.
// Releases taken down by the request stay drafts; links the request revoked stay revoked.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/pool.ts';
import { accountDeletions } from '../../db/schema-account.ts';
import type { Deps } from '../../deps.ts';
import { ACCOUNT_RESTORED_MAIL } from './jobs.ts';

export type CancelledDeletion = { requestedAt: Date; purgeAfter: Date; releasesTakenDown: number };

/** The cancelled request, or null when the account was not being deleted. */
export async function cancelAccountDeletion(deps: Deps, tx: Tx, userId: string): Promise<CancelledDeletion | null> {
  const [row] = await tx.delete(accountDeletions).where(eq(accountDeletions.userId, userId)).returning();
  if (!row) return null;
  await deps.jobs.send(ACCOUNT_RESTORED_MAIL, { userId, releasesTakenDown: row.releasesTakenDown }, { db: tx });
  return { requestedAt: row.requestedAt, purgeAfter: row.purgeAfter, releasesTakenDown: row.releasesTakenDown };
}
