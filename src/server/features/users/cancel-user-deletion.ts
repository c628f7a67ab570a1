// An admin restores an account being deleted (its owner asked, then wrote to support): the
// deletion is cancelled (features/account/cancel-deletion.ts), so the account signs in again and
// its releases come back to review, at the version the console loaded, with its audit entry in
// the same transaction; the profile's new version announces it to every console. The artist is
// mailed once it commits. An account not being deleted is answered as it is.
import { sql } from 'drizzle-orm';
import type { AdminUserDto } from '../../../domain/users-admin-dto.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { profiles } from '../../db/schema.ts';
import { cancelAccountDeletion } from '../account/cancel-deletion.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { loadAdminUser } from './admin-user-query.ts';
import { lockUser } from './lock-admins.ts';

export async function cancelUserDeletion(deps: Deps, actor: UserActor, userId: string, version: string): Promise<AdminUserDto> {
  return deps.db.transaction(async (tx) => {
    // The deletion's row first, as the purge takes it (then the user's rows): no deadlock with it.
    const cancelled = await cancelAccountDeletion(deps, tx, userId);
    await lockUser(tx, userId, version);
    if (!cancelled) return loadAdminUser(tx, userId);
    await tx
      .update(profiles)
      .set({ updatedAt: sql`now()` })
      .where(sql`${profiles.id} = ${userId}`);
    await recordAudit(tx, actor, {
      action: 'user.deletion_cancelled',
      entityType: 'user',
      entityId: userId,
      before: {
        deletionRequestedAt: cancelled.requestedAt.toISOString(),
        purgeAfter: cancelled.purgeAfter.toISOString(),
        releasesTakenDown: cancelled.releasesTakenDown,
      },
      after: { deletionRequestedAt: null, purgeAfter: null },
    });
    return loadAdminUser(tx, userId);
  });
}
