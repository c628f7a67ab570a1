// Changes a release and its tracks, only while it is a draft or was rejected. A cover given as a
// new web address is fetched first (outside the transaction); the same address keeps its copy.
// A release stores hold (approved or distributed) is not changed: the edit waits for review as
// its revision (propose-revision.ts).
import { and, eq, sql } from 'drizzle-orm';
import type { ReleaseValues } from '../../../domain/releases.ts';
import { isEditable, RELEASE_STATUS_LABELS, type ReleaseStatus } from '../../../domain/releases-options.ts';
import { musicReleases, releaseTracks } from '../../db/schema-releases.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import { checkFiles, checkIdentifiersFree, checkStores, identifierTaken, releaseColumns, trackValues } from './release-columns.ts';
import { withCoverFile } from './with-cover-file.ts';
import { proposeRevision } from './propose-revision.ts';
import { UPDATABLE_STATUSES } from '../../../domain/release-updates.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';
import { lockAccountPlan } from '../artists/account-lock.ts';
import { mainArtistProfile } from '../artists/main-artist-profile.ts';

export function notEditableMessage(status: ReleaseStatus): string {
  if (status === 'pending') return 'This release is waiting for review. Withdraw it to draft to change it, then submit it again.';
  return `This release is ${RELEASE_STATUS_LABELS[status].toLowerCase()} and can no longer be edited. Only drafts and rejected releases can be changed.`;
}

export async function updateRelease(deps: Deps, actor: UserActor, id: string, input: ReleaseValues): Promise<void> {
  const { userId } = actor;
  const [before] = await deps.db
    .select({ status: musicReleases.status, coverArtUrl: musicReleases.coverArtUrl, coverFileId: musicReleases.coverFileId })
    .from(musicReleases)
    .where(and(eq(musicReleases.id, id), eq(musicReleases.userId, userId)));
  if (!before) throw notFound('Release not found');
  if ((UPDATABLE_STATUSES as readonly string[]).includes(before.status)) {
    // The artist edits their own release: they are its owner.
    await proposeRevision(deps, actor, id, input, { ...before, userId });
    return;
  }
  // Nothing is fetched for a release that cannot be changed.
  if (!isEditable(before.status as ReleaseStatus))
    throw new DomainError('NOT_EDITABLE', notEditableMessage(before.status as ReleaseStatus));
  const values = await withCoverFile(deps, actor, input, before);
  const tracks = trackValues(values);
  const updated = deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: musicReleases.status })
      .from(musicReleases)
      .where(and(eq(musicReleases.id, id), eq(musicReleases.userId, userId)))
      .for('update');
    if (!current) throw notFound('Release not found');
    const status = current.status as ReleaseStatus;
    if (!isEditable(status)) throw new DomainError('NOT_EDITABLE', notEditableMessage(status));
    await checkFiles(tx, userId, values, tracks);
    await checkIdentifiersFree(tx, id, values, tracks);
    await checkStores(tx, values.stores);
    const main = await mainArtistProfile(tx, userId, (await lockAccountPlan(tx, userId)).paidPlan, values.artistName, {
      newArtist: values.newArtist,
    });
    await tx
      .update(musicReleases)
      .set({ ...releaseColumns(values, tracks), ...main, updatedAt: sql`now()` })
      .where(eq(musicReleases.id, id));
    await tx.delete(releaseTracks).where(eq(releaseTracks.releaseId, id));
    if (tracks.length) await tx.insert(releaseTracks).values(tracks.map((t) => ({ ...t, releaseId: id })));
  });
  await updated.catch((err: unknown) => {
    throw identifierTaken(err);
  });
}
