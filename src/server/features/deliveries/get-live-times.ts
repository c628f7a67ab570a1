// How long releases took from approval to live, per store, over the last 90 days: for each release
// and store, the first answer saying live (the store's own time when it wrote one, else when it was
// picked up) against the release's approval (its latest approval before that delivery was queued,
// so a delivery sent again still counts from approval; the queueing itself when none is recorded).
// The median and the 90th percentile (continuous, as PostgreSQL's percentile_cont).
import { sql } from 'drizzle-orm';
import { LIVE_TIMES_DAYS } from '../../../domain/delivery-timeline.ts';
import type { StoreLiveTimesDto } from '../../../domain/delivery-timeline-dto.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';

export async function getLiveTimes({ db }: Deps, _actor: UserActor): Promise<StoreLiveTimesDto[]> {
  const { rows } = await db.execute<{ store_name: string; releases: number; median_ms: number; p90_ms: number }>(sql`
    with live as (
      select distinct on (d.release_id, d.endpoint_id) d.release_id, d.endpoint_id, d.queued_at, a.live_at
      from deliveries d
      join lateral (select min(coalesce(x.sent_at, x.created_at)) as live_at from delivery_acknowledgements x
        where x.delivery_id = d.id and x.status = 'live') a on a.live_at is not null
      where d.kind = 'new' or (d.kind = 'update' and d.revision_id is null) -- an imported release's first delivery is an update
      order by d.release_id, d.endpoint_id, a.live_at
    ), timed as (
      select l.endpoint_id, extract(epoch from l.live_at - coalesce((select max(h.created_at) from release_status_history h
        where h.release_id = l.release_id and h.to_status = 'approved' and h.created_at <= l.queued_at), l.queued_at)) * 1000 as ms
      from live l
      where l.live_at > now() - make_interval(days => ${LIVE_TIMES_DAYS})
    )
    select e.name as store_name, count(*)::int as releases,
      (percentile_cont(0.5) within group (order by t.ms))::float8 as median_ms,
      (percentile_cont(0.9) within group (order by t.ms))::float8 as p90_ms
    from timed t join store_endpoints e on e.id = t.endpoint_id
    group by e.name
    order by e.name`);
  return rows.map((r) => ({
    storeName: r.store_name,
    releases: r.releases,
    medianMs: Math.round(r.median_ms),
    p90Ms: Math.round(r.p90_ms),
  }));
}
