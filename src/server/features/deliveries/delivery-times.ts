// The Overview's measure of "live within 24-48 hours": for each release whose stores all got it
// in the last 30 days, the time from approval (its deliveries were queued in the approving
// transaction) to the last store's delivery; the median and the slowest of those.
import { sql } from 'drizzle-orm';
import type { DeliveryTimesDto } from '../../../domain/deliveries-dto.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';

export async function getDeliveryTimes({ db }: Deps, _actor: UserActor): Promise<DeliveryTimesDto> {
  const result = await db.execute<{ releases: number; median_ms: number | null; slowest_ms: number | null }>(sql`
    with latest as (
      select distinct on (release_id, endpoint_id) release_id, queued_at, delivered_at
      -- a release's first deliveries: new, or an update with no version (a release already in the stores, imported)
      from deliveries where kind = 'new' or (kind = 'update' and revision_id is null)
      order by release_id, endpoint_id, created_at desc
    ), per_release as (
      select release_id, extract(epoch from max(delivered_at) - min(queued_at)) * 1000 as ms
      from latest group by release_id
      having bool_and(delivered_at is not null) and max(delivered_at) > now() - interval '30 days'
    )
    select count(*)::int as releases,
      (percentile_cont(0.5) within group (order by ms))::float8 as median_ms,
      max(ms)::float8 as slowest_ms
    from per_release`);
  const row = result.rows[0]!;
  return {
    releases: row.releases,
    medianMs: row.median_ms === null ? null : Math.round(row.median_ms),
    slowestMs: row.slowest_ms === null ? null : Math.round(row.slowest_ms),
  };
}
