// Draft or rejected -> pending, after the completeness check and the store checks (cover art,
// audio, release date). The release row is locked first (edits take the same lock), so the
// checks see exactly what is submitted; the status changes with one conditional UPDATE, so
// concurrent submits of the same release move it once. A cover saved only as a web address
// (before covers were fetched on saving) is fetched first, outside the transaction.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { notReadyMessage } from '../../../domain/releases-rules.ts';
import { storeProblemsMessage } from '../../../domain/release-checks.ts';
import { EDITABLE_STATUSES } from '../../../domain/releases-options.ts';
import { musicReleases } from '../../db/schema-releases.ts';
import { DomainError } from '../../../domain/errors.ts';
import { loadRelease } from './get-release.ts';
import { recordStatusChange } from './record-status-change.ts';
import { importCover } from '../uploads/import-cover.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';

export async function submitRelease(deps: Deps, actor: UserActor, id: string, note: string): Promise<void> {
  const { userId } = actor;
  const [unfetched] = await deps.db
    .select({ coverArtUrl: musicReleases.coverArtUrl })
    .from(musicReleases)
    .where(
      and(
        eq(musicReleases.id, id),
        eq(musicReleases.userId, userId),
        isNull(musicReleases.coverFileId),
        inArray(musicReleases.status, [...EDITABLE_STATUSES]),
      ),
    );
  if (unfetched?.coverArtUrl) {
    const file = await importCover(deps, actor, unfetched.coverArtUrl);
    await deps.db
      .update(musicReleases)
      .set({ coverFileId: file.id })
      .where(and(eq(musicReleases.id, id), eq(musicReleases.coverArtUrl, unfetched.coverArtUrl), isNull(musicReleases.coverFileId)));
  }
  await deps.db.transaction(async (tx) => {
    await tx
      .select({ id: musicReleases.id })
      .from(musicReleases)
      .where(and(eq(musicReleases.id, id), eq(musicReleases.userId, userId)))
      .for('update');
    const release = await loadRelease(tx, userId, id);
    if (!release.editable) throw new DomainError('ALREADY_SUBMITTED', `This release is already ${release.status}.`);
    if (release.missing.length) throw new DomainError('INCOMPLETE', notReadyMessage(release.missing));
    if (release.problems.length) throw new DomainError('INCOMPLETE', storeProblemsMessage(release.problems));
    const moved = await tx
      .update(musicReleases)
      .set({ status: 'pending', updatedAt: sql`now()` })
      .where(and(eq(musicReleases.id, id), eq(musicReleases.userId, userId), inArray(musicReleases.status, [...EDITABLE_STATUSES])))
      .returning({ id: musicReleases.id });
    if (!moved.length) throw new DomainError('ALREADY_SUBMITTED', 'This release has already been submitted for review.');
    await recordStatusChange(tx, {
      releaseId: id,
      actorId: userId,
      from: release.status,
      to: 'pending',
      note: note || 'Submitted for review',
    });
  });
}
