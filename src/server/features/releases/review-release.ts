// An admin sets a release's status (any of the five, SPEC section 4) and its notes. The change
// applies only to the version the admin reviewed; a status change goes into the release's
// history; an approval or a rejection mails the artist with the notes (a job enqueued in the
// same transaction); the audit entry commits with it all. A release of an account being deleted
// is not approved, nor put back in review or stores (auth/frozen-account.ts).
import { and, eq, sql } from 'drizzle-orm';
import { OWNER_BEING_DELETED } from '../../../domain/account-texts.ts';
import { RECORD_CHANGED } from '../../../domain/admin-list.ts';
import { DomainError, invalid, notFound } from '../../../domain/errors.ts';
import { RELEASE_NOT_FOUND, type AdminReleaseDto } from '../../../domain/releases-admin-dto.ts';
import { REJECT_NEEDS_NOTES } from '../../../domain/releases-admin-options.ts';
import type { ReviewReleaseInput } from '../../../domain/releases-admin.ts';
import type { UserActor } from '../../actor.ts';
import { isAccountFrozen } from '../../auth/frozen-account.ts';
import type { Deps } from '../../deps.ts';
import { musicReleases as m } from '../../db/schema-releases.ts';
import { versionOf } from '../../db/version.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { prepareDistribution } from '../deliveries/prepare-distribution.ts';
import { enabledStoreParties } from '../deliveries/store-endpoints.ts';
import { queueReleaseDeliveries } from '../deliveries/queue-deliveries.ts';
import { loadAdminRelease } from './admin-get-release.ts';
import { recordStatusChange } from './record-status-change.ts';
import { RELEASE_REVIEW_MAIL } from './review-jobs.ts';
import { emitReleaseReviewed } from '../webhooks/release-events.ts';

const BACK_LIVE = new Set(['pending', 'approved', 'distributed']);

export async function reviewRelease(deps: Deps, actor: UserActor, id: string, input: ReviewReleaseInput): Promise<AdminReleaseDto> {
  const notes = input.adminNotes.trim();
  if (input.status === 'rejected' && !notes) throw invalid(REJECT_NEEDS_NOTES, 'adminNotes');
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ userId: m.userId, status: m.status, adminNotes: m.adminNotes, version: versionOf(m.updatedAt) })
      .from(m)
      .where(eq(m.id, id))
      .for('update');
    if (!row) throw notFound(RELEASE_NOT_FOUND);
    if (row.version !== input.version) throw new DomainError('CONFLICT', RECORD_CHANGED);
    const statusChanged = row.status !== input.status;
    const notesChanged = (row.adminNotes ?? '') !== notes;
    if (!statusChanged && !notesChanged) return loadAdminRelease(tx, id);
    // An account being deleted has its releases taken down; none goes back to review or stores until it is restored.
    if (statusChanged && BACK_LIVE.has(input.status) && (await isAccountFrozen(tx, row.userId)))
      throw new DomainError('NOT_EDITABLE', OWNER_BEING_DELETED);
    await tx
      .update(m)
      .set({ status: input.status, adminNotes: notes || null, updatedAt: sql`now()` })
      .where(and(eq(m.id, id)));
    // An approval assigns the codes and checks a valid message can go to every store, or is refused.
    if (statusChanged && input.status === 'approved') {
      const prepared = await prepareDistribution(tx, deps, id, await enabledStoreParties(tx));
      // One delivery per chosen store, queued with the approval so both commit or neither does.
      await queueReleaseDeliveries(deps, tx, prepared);
    }
    if (statusChanged)
      await recordStatusChange(tx, { releaseId: id, actorId: actor.userId, from: row.status, to: input.status, note: notes || null });
    await recordAudit(tx, actor, {
      action: statusChanged ? 'release.status_changed' : 'release.notes_changed',
      entityType: 'release',
      entityId: id,
      before: { status: row.status, adminNotes: row.adminNotes },
      after: { status: input.status, adminNotes: notes || null },
    });
    if (statusChanged && (input.status === 'approved' || input.status === 'rejected')) {
      await deps.jobs.send(RELEASE_REVIEW_MAIL, { releaseId: id, status: input.status }, { db: tx });
      await emitReleaseReviewed(deps, tx, id, input.status, notes || null);
    }
    return loadAdminRelease(tx, id);
  });
}
