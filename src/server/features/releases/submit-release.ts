// Draft or rejected -> pending, after the completeness check. The release row is locked first
// (edits take the same lock), so the check sees exactly what is submitted; the status changes
// with one conditional UPDATE, so concurrent submits of the same release move it once.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { notReadyMessage } from '../../../domain/releases-rules.ts';
import { EDITABLE_STATUSES } from '../../../domain/releases-options.ts';
import { musicReleases } from '../../db/schema.ts';
import { DomainError } from '../../../domain/errors.ts';
import { loadRelease } from './get-release.ts';
import { recordStatusChange } from './record-status-change.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';

export async function submitRelease(deps: Deps, actor: UserActor, id: string, note: string): Promise<void> {
  const { userId } = actor;
  await deps.db.transaction(async (tx) => {
    await tx
      .select({ id: musicReleases.id })
      .from(musicReleases)
      .where(and(eq(musicReleases.id, id), eq(musicReleases.userId, userId)))
      .for('update');
    const release = await loadRelease(tx, userId, id);
    if (!release.editable) throw new DomainError('ALREADY_SUBMITTED', `This release is already ${release.status}.`);
    if (release.missing.length) throw new DomainError('INCOMPLETE', notReadyMessage(release.missing));
    const moved = await tx
      .update(musicReleases)
      .set({ status: 'pending', updatedAt: sql`now()` })
      .where(and(eq(musicReleases.id, id), eq(musicReleases.userId, userId), inArray(musicReleases.status, [...EDITABLE_STATUSES])))
      .returning({ id: musicReleases.id });
    if (!moved.length) throw new DomainError('ALREADY_SUBMITTED', 'This release has already been submitted for review.');
    await recordStatusChange(tx, { releaseId: id, actorId: userId, from: release.status, to: 'pending', note: note || 'Submitted for review' });
  });
}
