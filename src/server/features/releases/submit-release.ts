// Draft or rejected -> pending, after the completeness check. The release row is locked first
// (edits take the same lock), so the check sees exactly what is submitted; the status changes
// with one conditional UPDATE, so concurrent submits of the same release move it once.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { notReadyMessage } from '../../../domain/releases-rules.ts';
import { EDITABLE_STATUSES } from '../../../domain/releases-options.ts';
import type { Db } from '../../db/pool.ts';
import { musicReleases } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { getRelease } from './get-release.ts';
import { recordStatusChange } from './record-status-change.ts';

export async function submitRelease(db: Db, userId: string, id: string, note: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .select({ id: musicReleases.id })
      .from(musicReleases)
      .where(and(eq(musicReleases.id, id), eq(musicReleases.userId, userId)))
      .for('update');
    const release = await getRelease(tx, userId, id);
    if (!release.editable) throw new HttpError(409, 'ALREADY_SUBMITTED', `This release is already ${release.status}.`);
    if (release.missing.length) throw new HttpError(422, 'INCOMPLETE', notReadyMessage(release.missing));
    const moved = await tx
      .update(musicReleases)
      .set({ status: 'pending', updatedAt: sql`now()` })
      .where(and(eq(musicReleases.id, id), eq(musicReleases.userId, userId), inArray(musicReleases.status, [...EDITABLE_STATUSES])))
      .returning({ id: musicReleases.id });
    if (!moved.length) throw new HttpError(409, 'ALREADY_SUBMITTED', 'This release has already been submitted for review.');
    await recordStatusChange(tx, { releaseId: id, actorId: userId, from: release.status, to: 'pending', note: note || 'Submitted for review' });
  });
}
