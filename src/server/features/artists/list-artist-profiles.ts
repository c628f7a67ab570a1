// The account's artist profiles, each with how many releases name it, and the plan's limit.
import { asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { ArtistProfileDto, ArtistProfilesDto } from '../../../domain/artist-profiles-dto.ts';
import { profileLimit } from '../../../domain/artist-profiles.ts';
import { planByType } from '../../../domain/plans.ts';
import type { UserActor } from '../../actor.ts';
import type { DbOrTx } from '../../db/pool.ts';
import { artistProfiles } from '../../db/schema-artists.ts';
import { musicReleases } from '../../db/schema-releases.ts';
import type { Deps } from '../../deps.ts';
import { toArtistProfileDto } from './to-artist-profile-dto.ts';
import { currentPlan } from '../payments/assert-plan-feature.ts';

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

export async function listArtistProfiles(deps: Deps, actor: UserActor): Promise<ArtistProfilesDto> {
  const { db } = deps;
  const { userId } = actor;
  // the plan in force: a paid plan's limit only while its subscription runs
  const plan = planByType(await currentPlan(deps, actor))!;
  return { profiles: await profileRows(db, userId), planName: plan.name, limit: profileLimit(plan) };
}
