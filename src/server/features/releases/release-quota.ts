// The plan's monthly limit and how much of it is used: what the create page shows before the
// form is filled, and what createRelease enforces (under its lock) with the same count.
import { sql } from 'drizzle-orm';
import { planByType, type Plan } from '../../../domain/plans.ts';
import type { ReleaseQuotaDto } from '../../../domain/releases-dto.ts';
import { notFound } from '../../../domain/errors.ts';
import type { DbOrTx } from '../../db/pool.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';

/** Releases the artist created since the start of this calendar month (UTC); imported ones are already at the stores and do not count. */
export async function releasesThisMonth(db: DbOrTx, userId: string): Promise<number> {
  const counted = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM music_releases
    WHERE user_id = ${userId} AND NOT already_in_stores
      AND created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`);
  return counted.rows[0]?.n ?? 0;
}

export function planOf(planType: string | undefined): Plan {
  return planByType(planType ?? 'free') ?? planByType('free')!;
}

export async function getReleaseQuota({ db }: Deps, { userId }: UserActor): Promise<ReleaseQuotaDto> {
  const profile = await db.execute<{ plan_type: string }>(sql`SELECT plan_type FROM profiles WHERE id = ${userId}`);
  if (!profile.rows[0]) throw notFound('Profile not found');
  const plan = planOf(profile.rows[0].plan_type);
  return { planName: plan.name, limit: plan.releasesPerMonth, used: await releasesThisMonth(db, userId) };
}
