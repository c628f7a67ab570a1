// The estimates analytics counts (domain/estimates.ts): the rows of confirmed trend reports in a
// range, less those of a store and day a confirmed statement reports, less those of a store and
// day a later confirmed trend report also gives. Both are told by the days each import reports per
// store (statement_coverage, a few rows an import), never by comparing estimate rows with one
// another. Read apart from the reported figures, so no total, revenue or rollup ever includes them.
import { sql } from 'drizzle-orm';
import type { EstimatesDto } from '../../../domain/earnings-dto.ts';
import type { DbOrTx } from '../../db/pool.ts';

/** Counted estimates (`platform`, `day`, `streams`) from `from` to `to`, of one artist or (null) everyone. */
export const countedEstimates = (from: string, to: string, userId: string | null) => sql`
  select e.platform, e.day, e.streams
    from analytics_estimates e join sales_imports i on i.id = e.import_id
   where e.day between ${from}::date and ${to}::date ${userId ? sql`and e.user_id = ${userId}` : sql``}
     and not exists (select 1 from statement_coverage c join sales_imports s on s.id = c.import_id and s.status = 'confirmed'
                      where c.store_key = lower(e.platform) and e.day between c.first_day and c.last_day
                        and (s.kind = 'statement' or (s.confirmed_at, s.id) > (i.confirmed_at, i.id)))`;

const NONE: EstimatesDto = { streams: 0, platforms: [], daily: [] };

/** The estimates of a range by store and by day; none when the figures are filtered (trend reports give no tier, model or use). */
export async function readEstimates(db: DbOrTx, from: string, to: string, userId: string | null, filtered: boolean): Promise<EstimatesDto> {
  if (filtered) return NONE;
  const { rows } = await db.execute<{ dim: 'platform' | 'day'; key: string; streams: string }>(sql`
    with e as materialized (${countedEstimates(from, to, userId)})
    select 'platform' dim, platform key, sum(streams)::text streams from e group by platform having sum(streams) <> 0
    union all
    select 'day', day::text, sum(streams)::text from e group by day having sum(streams) <> 0`);
  const of = (dim: 'platform' | 'day') => rows.filter((r) => r.dim === dim).map((r) => ({ key: r.key, streams: Number(r.streams) }));
  const platforms = of('platform')
    .map((r) => ({ name: r.key, streams: r.streams }))
    .sort((a, b) => b.streams - a.streams || a.name.localeCompare(b.name));
  const daily = of('day')
    .map((r) => ({ date: r.key, streams: r.streams }))
    .sort((a, b) => a.date.localeCompare(b.date));
  return { streams: platforms.reduce((n, p) => n + p.streams, 0), platforms, daily };
}
