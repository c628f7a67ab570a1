// The end of the grace period: an account marked for deletion whose purge date has passed has its
// stored files deleted and then its rows (the user row; everything of it goes on delete cascade).
// While a payout it requested is still pending or approved, the purge waits, so the money is
// paid first. Each account is taken under a row lock that other instances skip.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { accountDeletions } from '../../db/schema-account.ts';
import { revenueClaims } from '../../db/schema-payouts.ts';
import type { Deps } from '../../deps.ts';
import { deleteUserFiles } from '../uploads/delete-user-files.ts';

/** Claims still to be settled: the account's data waits for them. */
const UNSETTLED = ['pending', 'approved'];

export type PurgeResult = { purged: number; waiting: number };

export async function purgeDeletedAccounts(deps: Deps, now: Date = new Date()): Promise<PurgeResult> {
  const due = await deps.db
    .select({ userId: accountDeletions.userId })
    .from(accountDeletions)
    .where(lte(accountDeletions.purgeAfter, now))
    .limit(500);
  let purged = 0;
  let waiting = 0;
  for (const { userId } of due) {
    const outcome = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(accountDeletions)
        .where(and(eq(accountDeletions.userId, userId), lte(accountDeletions.purgeAfter, now)))
        .for('update', { skipLocked: true });
      if (!row) return 'gone' as const; // another instance has it, or it was purged
      const [claim] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(revenueClaims)
        .where(and(eq(revenueClaims.userId, userId), inArray(revenueClaims.status, UNSETTLED)));
      if (claim!.n > 0) return 'waiting' as const;
      await deleteUserFiles({ db: tx, storage: deps.storage }, userId);
      await tx.delete(users).where(eq(users.id, userId));
      return 'purged' as const;
    });
    if (outcome === 'purged') {
      purged++;
      deps.log.info({ userId }, 'deleted account purged');
    } else if (outcome === 'waiting') {
      waiting++;
      deps.log.info({ userId }, 'deleted account kept until its payouts are settled');
    }
  }
  return { purged, waiting };
}
