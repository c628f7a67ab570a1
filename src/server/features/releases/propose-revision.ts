// An edit of a release stores hold (approved or distributed): nothing of the release changes; the
// values wait as its pending revision (a later edit replaces it) until an admin reviews them. The
// artist edits their own release; an admin may write the change for them (admin-revise-release.ts):
// either way the release must be the owner's, its files must be the owner's, and the revision
// records who wrote it. The UPC and the ISRCs of delivered recordings are what stores key on, so an
// edit that changes one is refused; a blank UPC keeps the release's.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DomainError, notFound } from '../../../domain/errors.ts';
import { ISRC_FIXED, UPC_FIXED, UPDATABLE_STATUSES } from '../../../domain/release-updates.ts';
import type { ReleaseValues } from '../../../domain/releases.ts';
import type { UserActor } from '../../actor.ts';
import type { Tx } from '../../db/pool.ts';
import { musicReleases, releaseRevisions, releaseTracks } from '../../db/schema-releases.ts';
import { versionOf } from '../../db/version.ts';
import type { Deps } from '../../deps.ts';
import { lockAccountPlan } from '../artists/account-lock.ts';
import { mainArtistProfile } from '../artists/main-artist-profile.ts';
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

/** Whose release it must be (the artist's own edit: the actor), and its cover as it is now. */
export type RevisionOwner = CurrentCover & { userId: string };

/** A change waiting for review, as it was before this edit replaced it. */
export type PendingRevision = { id: string; authorId: string | null; values: ReleaseValues; version: string };

/** What an edit wrote: its revision (the same row when it replaced a waiting one), its values, and what it replaced. */
export type WrittenRevision = { id: string; values: ReleaseValues; replaced: PendingRevision | null };

/**
 * Holds `input` as the release's pending revision, written by `actor` on `owner`'s release (a
 * release of anyone else is not found). `inTransaction` runs after the write, in its transaction
 * (an admin's version check and audit entry): whatever it throws undoes the edit.
 */
export async function proposeRevision(
  deps: Deps,
  actor: UserActor,
  id: string,
  input: ReleaseValues,
  owner: RevisionOwner,
  inTransaction?: (tx: Tx, written: WrittenRevision) => Promise<void>,
): Promise<WrittenRevision> {
  // A cover given by address becomes the owner's file, whoever writes the change.
  const coverActor: UserActor = owner.userId === actor.userId ? actor : { kind: 'user', userId: owner.userId, role: 'user', ip: actor.ip };
  const given = await withCoverFile(deps, coverActor, input, owner);
  return deps.db.transaction(async (tx) => {
    const [release] = await tx
      .select({ id: musicReleases.id })
      .from(musicReleases)
      .where(and(eq(musicReleases.id, id), eq(musicReleases.userId, owner.userId), inArray(musicReleases.status, [...UPDATABLE_STATUSES])))
      .for('update');
    if (!release) throw notFound('Release not found');
    const [pending] = await tx
      .select({
        id: releaseRevisions.id,
        authorId: releaseRevisions.authorId,
        values: releaseRevisions.values,
        version: versionOf(releaseRevisions.updatedAt),
      })
      .from(releaseRevisions)
      .where(and(eq(releaseRevisions.releaseId, id), eq(releaseRevisions.state, 'pending')));
    const kept = await keepIdentifiers(tx, id, given);
    const tracks = trackValues(kept);
    await checkFiles(tx, owner.userId, kept, tracks);
    await checkIdentifiersFree(tx, id, kept, tracks);
    await checkStores(tx, kept.stores);
    // the main artist is one of the owner's profiles (an admin writing the change may add one)
    const { paidPlan } = await lockAccountPlan(tx, owner.userId);
    const byAdmin = actor.userId !== owner.userId;
    const main = await mainArtistProfile(tx, owner.userId, paidPlan, kept.artistName, { newArtist: kept.newArtist, byAdmin });
    const values: ReleaseValues = { ...kept, artistName: main.artistName };
    const [saved] = await tx
      .insert(releaseRevisions)
      .values({ releaseId: id, authorId: actor.userId, values })
      .onConflictDoUpdate({
        target: releaseRevisions.releaseId,
        targetWhere: sql`${releaseRevisions.state} = 'pending'`,
        set: { values, authorId: actor.userId, updatedAt: sql`now()` },
      })
      .returning({ id: releaseRevisions.id });
    const written: WrittenRevision = {
      id: saved!.id,
      values,
      replaced: pending ? { ...pending, values: pending.values as ReleaseValues } : null,
    };
    await inTransaction?.(tx, written);
    return written;
  });
}
