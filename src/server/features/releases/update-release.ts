// Changes a release and its tracks, only while it is a draft or was rejected.
import { and, eq, sql } from 'drizzle-orm';
import type { ReleaseValues } from '../../../domain/releases.ts';
import { isEditable, RELEASE_STATUS_LABELS, type ReleaseStatus } from '../../../domain/releases-options.ts';
import type { Db } from '../../db/pool.ts';
import { musicReleases } from '../../db/schema.ts';
import { releaseTracks } from '../../db/schema-releases.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { checkFiles, releaseColumns, trackValues } from './release-columns.ts';

export function notEditableMessage(status: ReleaseStatus): string {
  return `This release is ${RELEASE_STATUS_LABELS[status].toLowerCase()} and can no longer be edited. Only drafts and rejected releases can be changed.`;
}

export async function updateRelease(db: Db, userId: string, id: string, values: ReleaseValues): Promise<void> {
  const tracks = trackValues(values);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: musicReleases.status })
      .from(musicReleases)
      .where(and(eq(musicReleases.id, id), eq(musicReleases.userId, userId)))
      .for('update');
    if (!current) throw notFound('Release not found');
    const status = current.status as ReleaseStatus;
    if (!isEditable(status)) throw new HttpError(409, 'NOT_EDITABLE', notEditableMessage(status));
    await checkFiles(tx, userId, values, tracks);
    await tx
      .update(musicReleases)
      .set({ ...releaseColumns(values, tracks), updatedAt: sql`now()` })
      .where(eq(musicReleases.id, id));
    await tx.delete(releaseTracks).where(eq(releaseTracks.releaseId, id));
    if (tracks.length) await tx.insert(releaseTracks).values(tracks.map((t) => ({ ...t, releaseId: id })));
  });
}
