// The artist's edit of a release stores hold (approved or distributed): nothing of the release
// changes; the values wait as its pending revision (a later edit replaces it) until an admin
// reviews them. The UPC and the ISRCs of delivered recordings are what stores key on, so an edit
// that changes one is refused; a blank UPC keeps the release's.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DomainError, notFound } from '../../../domain/errors.ts';
import { ISRC_FIXED, UPC_FIXED, UPDATABLE_STATUSES } from '../../../domain/release-updates.ts';
import type { ReleaseValues } from '../../../domain/releases.ts';
import type { UserActor } from '../../actor.ts';
import type { Tx } from '../../db/pool.ts';
import { musicReleases, releaseRevisions, releaseTracks } from '../../db/schema-releases.ts';
import type { Deps } from '../../deps.ts';
import { checkFiles, checkIdentifiersFree, checkStores, trackValues } from './release-columns.ts';
import { withCoverFile, type CurrentCover } from './with-cover-file.ts';

/** The values with the release's UPC; refused when they change it or a delivered recording's ISRC. */
export async function keepIdentifiers(tx: Tx, releaseId: string, values: ReleaseValues): Promise<ReleaseValues> {
  const [live] = await tx.select({ upc: musicReleases.upc }).from(musicReleases).where(eq(musicReleases.id, releaseId));
  if (values.upc && live?.upc && values.upc !== live.upc) throw new DomainError('VALIDATION', UPC_FIXED, 'upc');
  const isrcs = new Set(
    (await tx.select({ isrc: releaseTracks.isrc }).from(releaseTracks).where(eq(releaseTracks.releaseId, releaseId))).map((t) => t.isrc),
  );
  const i = trackValues(values).findIndex((t) => t.isrc && !isrcs.has(t.isrc));
  if (i >= 0) throw new DomainError('VALIDATION', ISRC_FIXED, values.releaseType === 'single' ? 'isrc' : `tracks.${i}.isrc`);
  return { ...values, upc: live?.upc ?? values.upc };
}

export async function proposeRevision(deps: Deps, actor: UserActor, id: string, input: ReleaseValues, before: CurrentCover): Promise<void> {
  const given = await withCoverFile(deps, actor, input, before);
  await deps.db.transaction(async (tx) => {
    const [release] = await tx
      .select({ id: musicReleases.id })
      .from(musicReleases)
      .where(and(eq(musicReleases.id, id), eq(musicReleases.userId, actor.userId), inArray(musicReleases.status, [...UPDATABLE_STATUSES])))
      .for('update');
    if (!release) throw notFound('Release not found');
    const values = await keepIdentifiers(tx, id, given);
    const tracks = trackValues(values);
    await checkFiles(tx, actor.userId, values, tracks);
    await checkIdentifiersFree(tx, id, values, tracks);
    await checkStores(tx, values.stores);
    await tx
      .insert(releaseRevisions)
      .values({ releaseId: id, authorId: actor.userId, values })
      .onConflictDoUpdate({
        target: releaseRevisions.releaseId,
        targetWhere: sql`${releaseRevisions.state} = 'pending'`,
        set: { values, authorId: actor.userId, updatedAt: sql`now()` },
      });
  });
}
