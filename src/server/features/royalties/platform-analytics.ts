// Platform-wide sales figures for the console's Analytics: streams and revenue over the chosen
// range (from its first day on), by platform, by country (top 10) and by day, summed from the
// rollups of release_analytics over every artist (a period reported as a whole spread over its
// days), with the periods reaching into the range and how far the reports reach; filtered by tier,
// commercial model or use type, from the raw rows spread the same way. Estimated streams from trend
// reports come apart (estimate-rows.ts), never in the totals.
import { sql } from 'drizzle-orm';
import type { PlatformAnalyticsDto } from '../../../domain/analytics-admin-dto.ts';
import { ANALYTICS_RANGE_DAYS } from '../../../domain/earnings-options.ts';
import type { AnalyticsQuery } from '../../../domain/analytics-admin.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { isFiltered } from '../../../domain/sales-filter.ts';
import { readEstimates } from './estimate-rows.ts';
import { dailyTotals, filterOptions, periodRange, reportedPeriods, reportedThrough, rollupRows, today } from './rollup-ranges.ts';

type Slice = { name: string; streams: number; revenue: string };

export async function platformAnalytics({ db }: Deps, _actor: UserActor, q: AnalyticsQuery): Promise<PlatformAnalyticsDto> {
  const { from, to } = periodRange(await today(db), ANALYTICS_RANGE_DAYS[q.range]);
  const slice = (dim: 'platform' | 'country') => sql`
    select key as name, sum(streams)::bigint as streams, round(sum(revenue), 2)::text as revenue
      from (${rollupRows(dim, { from, to: null }, null, q)}) r group by key having sum(rows) > 0`;
  const [platforms, countries, daily, reported, periods, options, estimates] = await Promise.all([
    db.execute<Slice>(sql`${slice('platform')} order by streams desc, name`),
    db.execute<Slice>(sql`${slice('country')} order by streams desc, name limit 10`),
    db.execute<{ date: string; streams: number }>(sql`
      select d::date::text as date, coalesce(a.streams, 0)::bigint as streams
        from generate_series(${from}::date, ${to}::date, interval '1 day') d
        left join (${dailyTotals(from, to, null, q)}) a on a.day = d::date
       order by d`),
    db.execute<{ day: string | null }>(reportedThrough),
    db.execute<{ first_day: string; last_day: string }>(reportedPeriods(from, to, null)),
    filterOptions(db, null),
    readEstimates(db, from, to, null, isFiltered(q)),
  ]);
  const streams = platforms.rows.reduce((n, p) => n + Number(p.streams), 0);
  const cents = platforms.rows.reduce((n, p) => n + BigInt(p.revenue.replace('.', '')), 0n);
  return {
    range: q.range,
    filterOptions: options,
    from,
    totals: { streams, revenue: `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}` },
    platforms: platforms.rows.map((r) => ({ name: r.name, streams: Number(r.streams), revenue: r.revenue })),
    countries: countries.rows.map((r) => ({ name: r.name, streams: Number(r.streams), revenue: r.revenue })),
    daily: daily.rows.map((r) => ({ date: r.date, streams: Number(r.streams) })),
    reportedThrough: reported.rows[0]?.day ?? null,
    reportedPeriods: periods.rows.map((p) => ({ from: p.first_day, to: p.last_day })),
    estimates,
  };
}
