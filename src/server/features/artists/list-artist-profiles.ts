// The account's artist profiles, each with how many releases name it, and the plan's limit.
import { asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { ArtistProfileDto, ArtistProfilesDto } from '../../../domain/artist-profiles-dto.ts';
import { profileLimit } from '../../../domain/artist-profiles.ts';
import { notFound } from '../../../domain/errors.ts';
import { planByType } from '../../../domain/plans.ts';
import type { UserActor } from '../../actor.ts';
import type { DbOrTx } from '../../db/pool.ts';
import { profiles } from '../../db/schema.ts';
import { artistProfiles } from '../../db/schema-artists.ts';
import { musicReleases } from '../../db/schema-releases.ts';
import type { Deps } from '../../deps.ts';
import { toArtistProfileDto } from './to-artist-profile-dto.ts';

/** One profile of the account, or null (another account's is not found either). */
export async function findArtistProfile(db: DbOrTx, userId: string, id: string): Promise<ArtistProfileDto | null> {
  const rows = await profileRows(db, userId, sql`${artistProfiles.id} = ${id}`);
  return rows[0] ?? null;
}

async function profileRows(db: DbOrTx, userId: string, also = sql`true`): Promise<ArtistProfileDto[]> {
  const rows = await db
    .select({ ...getTableColumns(artistProfiles), releases: count(musicReleases.id) })
    .from(artistProfiles)
    .leftJoin(musicReleases, eq(musicReleases.artistProfileId, artistProfiles.id))
    .where(sql`${artistProfiles.userId} = ${userId} and ${also}`)
    .groupBy(artistProfiles.id)
    .orderBy(asc(sql`lower(${artistProfiles.name})`));
  return rows.map(({ releases, ...p }) => toArtistProfileDto(p, releases));
}

export async function listArtistProfiles({ db }: Deps, { userId }: UserActor): Promise<ArtistProfilesDto> {
  const [account] = await db.select({ planType: profiles.planType }).from(profiles).where(eq(profiles.id, userId));
  if (!account) throw notFound('Profile not found');
  const plan = planByType(account.planType) ?? planByType('free')!;
  return { profiles: await profileRows(db, userId), planName: plan.name, limit: profileLimit(plan) };
}
