// A new release, saved as a draft with its tracks, within the plan's monthly limit. The limit is
// counted under a lock on the artist's profile row, so concurrent creates cannot pass it.
import { sql } from 'drizzle-orm';
import { planByType } from '../../../domain/plans.ts';
import type { ReleaseValues } from '../../../domain/releases.ts';
import { planLimitMessage } from '../../../domain/releases-rules.ts';
import { musicReleases } from '../../db/schema.ts';
import { releaseTracks } from '../../db/schema-releases.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import { checkFiles, releaseColumns, trackValues } from './release-columns.ts';
import { recordStatusChange } from './record-status-change.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';

export async function createRelease(deps: Deps, actor: UserActor, values: ReleaseValues): Promise<{ id: string }> {
  const { userId } = actor;
  const tracks = trackValues(values);
  return deps.db.transaction(async (tx) => {
    const locked = await tx.execute<{ plan_type: string }>(sql`SELECT plan_type FROM profiles WHERE id = ${userId} FOR UPDATE`);
    const profile = locked.rows[0];
    if (!profile) throw notFound('Profile not found');
    const plan = planByType(profile.plan_type) ?? planByType('free')!;
    if (plan.releasesPerMonth !== null) {
      const counted = await tx.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM music_releases
        WHERE user_id = ${userId}
          AND created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`);
      if ((counted.rows[0]?.n ?? 0) >= plan.releasesPerMonth) {
        throw new DomainError('PLAN_LIMIT', planLimitMessage(plan.name, plan.releasesPerMonth));
      }
    }
    await checkFiles(tx, userId, values, tracks);
    const [row] = await tx
      .insert(musicReleases)
      .values({ ...releaseColumns(values, tracks), userId, status: 'draft' })
      .returning({ id: musicReleases.id });
    const id = row!.id;
    if (tracks.length) await tx.insert(releaseTracks).values(tracks.map((t) => ({ ...t, releaseId: id })));
    await recordStatusChange(tx, { releaseId: id, actorId: userId, from: null, to: 'draft', note: 'Created' });
    return { id };
  });
}
