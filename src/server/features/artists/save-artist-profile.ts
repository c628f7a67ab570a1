// Creating, changing and deleting an artist profile. A new one counts against the plan's limit
// under the account's lock (account-lock.ts); two profiles of one account never share a name
// (letter case aside). Renaming a profile renames its releases not yet sent for review or sent
// back (draft, rejected); the others keep the name the stores have until they are revised.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ArtistProfileValues } from '../../../domain/artist-profile-schema.ts';
import type { ArtistProfileDto } from '../../../domain/artist-profiles-dto.ts';
import { PROFILE_MESSAGES, profileLimit, profileLimitMessage } from '../../../domain/artist-profiles.ts';
import { DomainError, invalid, notFound } from '../../../domain/errors.ts';
import type { Plan } from '../../../domain/plans.ts';
import type { UserActor } from '../../actor.ts';
import { isUniqueViolation } from '../../db/is-unique-violation.ts';
import type { Tx } from '../../db/pool.ts';
import { artistProfiles } from '../../db/schema-artists.ts';
import { musicReleases } from '../../db/schema-releases.ts';
import type { Deps } from '../../deps.ts';
import { lockAccountPlan } from './account-lock.ts';
import { findArtistProfile } from './list-artist-profiles.ts';

export const PROFILE_NOT_FOUND = 'Artist profile not found';

const columns = (v: Pick<ArtistProfileValues, 'country' | 'bio' | 'storeIds' | 'newArtist'> & { imageFileId?: string | null }) => ({
  country: v.country,
  bio: v.bio,
  imageFileId: v.imageFileId ?? null,
  storeIds: v.storeIds,
});

/** A name another profile of the account has is the field's error, whichever write found it. */
const nameTaken = (name: string) => (err: unknown) => {
  throw isUniqueViolation(err) ? invalid(PROFILE_MESSAGES.taken(name), 'name') : err;
};

/** Adds a profile within the plan's limit; the caller holds the account's lock (lockAccountPlan). */
export async function insertArtistProfile(
  tx: Tx,
  userId: string,
  plan: Plan,
  v: Pick<ArtistProfileValues, 'name' | 'country' | 'bio' | 'storeIds' | 'newArtist'>,
): Promise<string> {
  const limit = profileLimit(plan);
  if (limit !== null) {
    const [held] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(artistProfiles)
      .where(eq(artistProfiles.userId, userId));
    if (held!.n >= limit) throw new DomainError('PLAN_LIMIT', profileLimitMessage(plan));
  }
  // a savepoint: a taken name leaves the caller's transaction usable for its refusal
  const [row] = await tx
    .transaction((sp) =>
      sp
        .insert(artistProfiles)
        .values({ userId, name: v.name, ...columns(v), newArtistAt: v.newArtist ? sql`now()` : null })
        .returning({ id: artistProfiles.id }),
    )
    .catch(nameTaken(v.name));
  return row!.id;
}

/** An image must be one of the account's own image uploads. */
export async function checkImage(tx: Tx, userId: string, fileId: string | null, field = 'imageFileId'): Promise<void> {
  if (!fileId) return;
  const { rows } = await tx.execute(sql`select 1 from uploaded_files where id = ${fileId} and user_id = ${userId} and kind = 'cover'`);
  if (!rows.length) throw invalid('That file was not found', field);
}

export async function createArtistProfile({ db }: Deps, { userId }: UserActor, v: ArtistProfileValues): Promise<ArtistProfileDto> {
  return db.transaction(async (tx) => {
    const { paidPlan } = await lockAccountPlan(tx, userId);
    await checkImage(tx, userId, v.imageFileId);
    const id = await insertArtistProfile(tx, userId, paidPlan, v);
    return (await findArtistProfile(tx, userId, id))!;
  });
}

export async function updateArtistProfile(
  { db }: Deps,
  { userId }: UserActor,
  id: string,
  v: ArtistProfileValues,
): Promise<ArtistProfileDto> {
  return db
    .transaction(async (tx) => {
      await checkImage(tx, userId, v.imageFileId);
      const mine = and(eq(artistProfiles.id, id), eq(artistProfiles.userId, userId));
      const [row] = await tx
        .update(artistProfiles)
        .set({
          name: v.name,
          ...columns(v),
          // a new artist since the first time the owner said so
          newArtistAt: v.newArtist ? sql`coalesce(${artistProfiles.newArtistAt}, now())` : null,
          updatedAt: sql`now()`,
        })
        .where(mine)
        .returning({ id: artistProfiles.id });
      if (!row) throw notFound(PROFILE_NOT_FOUND);
      await tx
        .update(musicReleases)
        .set({ artistName: v.name, updatedAt: sql`now()` })
        .where(and(eq(musicReleases.artistProfileId, id), inArray(musicReleases.status, ['draft', 'rejected'])));
      return (await findArtistProfile(tx, userId, id))!;
    })
    .catch(nameTaken(v.name));
}

export async function deleteArtistProfile({ db }: Deps, { userId }: UserActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await tx.execute<{ name: string }>(
      sql`select name from artist_profiles where id = ${id} and user_id = ${userId} for update`,
    );
    const name = found.rows[0]?.name;
    if (name === undefined) throw notFound(PROFILE_NOT_FOUND);
    const [used] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(musicReleases)
      .where(eq(musicReleases.artistProfileId, id));
    if (used!.n > 0) throw new DomainError('CONFLICT', PROFILE_MESSAGES.hasReleases(name, used!.n));
    await tx.delete(artistProfiles).where(eq(artistProfiles.id, id));
  });
}
