// An artist may delete a release only while it is a draft.
import { and, eq } from 'drizzle-orm';
import { musicReleases } from '../../db/schema-releases.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';

export async function deleteRelease({ db }: Deps, { userId }: UserActor, id: string): Promise<void> {
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
  throw new DomainError('NOT_DELETABLE', 'Only drafts can be deleted.');
}
