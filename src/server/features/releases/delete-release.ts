// An artist may delete a release only while it is a draft.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { musicReleases } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';

export async function deleteRelease(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(musicReleases)
    .where(and(eq(musicReleases.id, id), eq(musicReleases.userId, userId), eq(musicReleases.status, 'draft')))
    .returning({ id: musicReleases.id });
  if (deleted.length) return;
  const [exists] = await db
    .select({ id: musicReleases.id })
    .from(musicReleases)
    .where(and(eq(musicReleases.id, id), eq(musicReleases.userId, userId)));
  if (!exists) throw notFound('Release not found');
  throw new HttpError(409, 'NOT_DELETABLE', 'Only drafts can be deleted.');
}
