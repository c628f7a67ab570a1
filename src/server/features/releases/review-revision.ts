// An admin reviews the change waiting on a release stores hold. Rejected, the release stays as it
// is. Approved, in one transaction: the revision's values become the release (the UPC and ISRCs
// kept), it gets the next version number, and every store it goes to gets a complete message for
// the same ICPN with a new MessageId, an update naming only the files the store does not hold
// (a store that never had it, the whole release). The release row is locked first, so two
// approvals at once queue once: the second finds nothing waiting. Either way the artist is mailed
// (a job queued with the review).
import { and, eq, max, sql } from 'drizzle-orm';
import { OWNER_BEING_DELETED } from '../../../domain/account-texts.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import { NO_PENDING_REVISION, UPDATABLE_STATUSES } from '../../../domain/release-updates.ts';
import type { ReviewRevisionInput } from '../../../domain/release-updates-schema.ts';
import type { ReleaseValues } from '../../../domain/releases.ts';
import { RELEASE_NOT_FOUND, type AdminReleaseDto } from '../../../domain/releases-admin-dto.ts';
import type { UserActor } from '../../actor.ts';
import { isAccountFrozen } from '../../auth/frozen-account.ts';
import { musicReleases as m, releaseRevisions as r, releaseTracks } from '../../db/schema-releases.ts';
import type { Deps } from '../../deps.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { heldFiles } from '../deliveries/held-files.ts';
import { prepareDistribution } from '../deliveries/prepare-distribution.ts';
import { queueReleaseDeliveries } from '../deliveries/queue-deliveries.ts';
import { enabledStoreParties } from '../deliveries/store-endpoints.ts';
import { loadAdminRelease } from './admin-get-release.ts';
import { keepIdentifiers } from './propose-revision.ts';
import { RELEASE_UPDATE_REVIEW_MAIL } from './review-jobs.ts';
import { lockAccountPlan } from '../artists/account-lock.ts';
import { mainArtistProfile } from '../artists/main-artist-profile.ts';
import { checkFiles, checkIdentifiersFree, checkStores, identifierTaken, releaseColumns, trackValues } from './release-columns.ts';

export async function reviewRevision(
  deps: Deps,
  actor: UserActor,
  releaseId: string,
  input: ReviewRevisionInput,
): Promise<AdminReleaseDto> {
  const notes = input.adminNotes.trim() || null;
  const reviewed = deps.db.transaction(async (tx) => {
    const [release] = await tx.select({ userId: m.userId, status: m.status }).from(m).where(eq(m.id, releaseId)).for('update');
    if (!release) throw notFound(RELEASE_NOT_FOUND);
    const [revision] = await tx
      .select()
      .from(r)
      .where(and(eq(r.releaseId, releaseId), eq(r.state, 'pending')));
    if (!revision) throw new DomainError('CONFLICT', NO_PENDING_REVISION);
    const review = { adminNotes: notes, reviewedBy: actor.userId, reviewedAt: sql`now()`, updatedAt: sql`now()` };
    if (input.decision === 'reject') {
      await tx
        .update(r)
        .set({ state: 'rejected', ...review })
        .where(eq(r.id, revision.id));
    } else {
      if (!(UPDATABLE_STATUSES as readonly string[]).includes(release.status))
        throw new DomainError('NOT_EDITABLE', `This release is ${release.status} and takes no update.`);
      if (await isAccountFrozen(tx, release.userId)) throw new DomainError('NOT_EDITABLE', OWNER_BEING_DELETED);
      // What each store holds, read before the release changes.
      const held = await heldFiles(tx, releaseId);
      const values = await keepIdentifiers(tx, releaseId, revision.values as ReleaseValues);
      const tracks = trackValues(values);
      await checkFiles(tx, release.userId, values, tracks);
      await checkIdentifiersFree(tx, releaseId, values, tracks);
      await checkStores(tx, values.stores);
      const { paidPlan } = await lockAccountPlan(tx, release.userId);
      const main = await mainArtistProfile(tx, release.userId, paidPlan, values.artistName, { byAdmin: true });
      await tx
        .update(m)
        .set({ ...releaseColumns(values, tracks), ...main, updatedAt: sql`now()` })
        .where(eq(m.id, releaseId));
      await tx.delete(releaseTracks).where(eq(releaseTracks.releaseId, releaseId));
      if (tracks.length) await tx.insert(releaseTracks).values(tracks.map((t) => ({ ...t, releaseId })));
      const [last] = await tx
        .select({ v: max(r.version) })
        .from(r)
        .where(eq(r.releaseId, releaseId));
      await tx
        .update(r)
        .set({ state: 'approved', version: (last?.v ?? 1) + 1, ...review })
        .where(eq(r.id, revision.id));
      const prepared = await prepareDistribution(tx, deps, releaseId, await enabledStoreParties(tx), held);
      await queueReleaseDeliveries(deps, tx, prepared, { revisionId: revision.id });
    }
    await recordAudit(tx, actor, {
      action: 'release.update_reviewed',
      entityType: 'release',
      entityId: releaseId,
      before: { revision: revision.id, state: 'pending' },
      after: { revision: revision.id, state: input.decision === 'approve' ? 'approved' : 'rejected', adminNotes: notes },
    });
    await deps.jobs.send(RELEASE_UPDATE_REVIEW_MAIL, { revisionId: revision.id }, { db: tx });
    return loadAdminRelease(tx, releaseId);
  });
  return reviewed.catch((err: unknown) => {
    throw identifierTaken(err);
  });
}
