// /dashboard/analytics from the artist's imported sales (DESIGN section 6): everything over the
// chosen period (the last 7, 30, 90 or 365 days up to today, UTC). Revenue is the artist's net
// share, rounded to the cent here, the average per stream to 4 places, all in PostgreSQL numeric.
// The figures come from the rollups of release_analytics (rollup-ranges.ts), whose sums are the
// raw rows' sums exactly, so a year costs a few thousand rows however many sales there were.
// The days after the last day the stores' reports reach are not reported yet (reportedThrough),
// and the chart and the CSV leave them out rather than show them as days of 0. A usage period the
// stores reported as a whole is spread evenly over its days by the rollups, so each range counts
// its part, and the page names it (reportedPeriods). Filtered by tier, commercial model or use type,
// the figures come from the raw rows instead, spread the same way (rollup-ranges.ts filteredDays).
// The filters are the plan feature "Analytics Dashboard" (Small Label and Enterprise Label, SPEC
// section 6); the rest of the page is "Basic Analytics", on every plan. Estimated streams from
// trend reports (estimate-rows.ts) come apart, in `estimates`, never in a total or with money.
import { sql } from 'drizzle-orm';
import type { AnalyticsPageDto, EarningsSliceDto } from '../../../domain/earnings-dto.ts';
import { TOP_LIMIT, type EarningsPeriod } from '../../../domain/earnings-options.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/pool.ts';
import { DomainError } from '../../../domain/errors.ts';
import { planHasFeature } from '../../../domain/plans.ts';
import { isFiltered, type SalesFilter } from '../../../domain/sales-filter.ts';
import { currentPlan, planRequiredMessage } from '../payments/assert-plan-feature.ts';
import { readEstimates } from './estimate-rows.ts';
import { dailyTotals, filterOptions, periodRange, reportedPeriods, reportedThrough, rollupRows, today } from './rollup-ranges.ts';

type Slice = { name: string; streams: string; revenue: string };

const share = (streams: number, total: number) => (total > 0 ? Math.round((streams / total) * 1000) / 10 : 0);

export async function analyticsPage(
  db: DbOrTx,
  userId: string,
  period: EarningsPeriod,
  filter: SalesFilter = {},
): Promise<Omit<AnalyticsPageDto, 'filtersLocked'>> {
  const { from, to } = periodRange(await today(db), period);
  const range = { from, to };
  // a key counts only while it has rows in the period (a rolled-back import leaves zero sums)
  const slice = (dim: 'platform' | 'country') =>
    db.execute<Slice>(sql`
      select key as name, sum(streams)::text streams, round(sum(net_revenue), 2)::text revenue
        from (${rollupRows(dim, range, userId, filter)}) r
       group by key having sum(rows) > 0 order by sum(streams) desc, 1 limit ${TOP_LIMIT}`);
  const [platforms, countries, releases, daily, reported, periods, options, estimates] = await Promise.all([
    slice('platform'),
    slice('country'),
    db.execute<Slice & { id: string; artist_name: string; status: string; active: number }>(sql`
      select m.id, m.title as name, m.artist_name, m.status, t.streams::text streams, round(t.revenue, 2)::text revenue, t.active::int active
        from (select r.key::uuid release_id, sum(r.streams) streams, sum(r.net_revenue) revenue, count(*) over () active
                from (${rollupRows('release', range, userId, filter)}) r
               group by r.key having sum(r.rows) > 0
               order by streams desc, release_id limit ${TOP_LIMIT}) t
        join music_releases m on m.id = t.release_id
       order by t.streams desc, m.id`),
    // each day, and the period's totals (exact sums, rounded once) beside every day
    db.execute<{ date: string; streams: string; revenue: string; total_streams: string; total_revenue: string; per_stream: string }>(sql`
      select d::date::text date, coalesce(s.streams, 0)::text streams, coalesce(round(s.net_revenue, 2), 0)::numeric(20,2)::text revenue,
             coalesce(sum(s.streams) over (), 0)::text total_streams, coalesce(round(sum(s.net_revenue) over (), 2), 0)::text total_revenue,
             case when coalesce(sum(s.streams) over (), 0) > 0 then round(sum(s.net_revenue) over () / sum(s.streams) over (), 4) else 0 end::numeric(20,4)::text per_stream
        from generate_series(${from}::date, ${to}::date, interval '1 day') d
        left join (${dailyTotals(from, to, userId, filter)}) s on s.day = d::date
       order by d`),
    // the latest usage day of any booked sale, whoever's
    db.execute<{ day: string | null }>(reportedThrough),
    db.execute<{ first_day: string; last_day: string }>(reportedPeriods(from, to, userId)),
    filterOptions(db, userId),
    readEstimates(db, from, to, userId, isFiltered(filter)),
  ]);
  const first = daily.rows[0]!;
  const t = { streams: first.total_streams, revenue: first.total_revenue, per_stream: first.per_stream };
  const total = Number(t.streams);
  const toSlice = (r: Slice): EarningsSliceDto => ({
    name: r.name,
    streams: Number(r.streams),
    revenue: r.revenue,
    share: share(Number(r.streams), total),
  });
  return {
    period,
    from,
    to,
    filterOptions: options,
    stats: {
      totalStreams: total,
      totalRevenue: t.revenue,
      averagePerStream: t.per_stream,
      activeReleases: releases.rows[0]?.active ?? 0,
    },
    platforms: platforms.rows.map(toSlice),
    countries: countries.rows.map(toSlice),
    topReleases: releases.rows.map((r) => ({
      id: r.id,
      title: r.name,
      artistName: r.artist_name,
      status: r.status,
      streams: Number(r.streams),
      revenue: r.revenue,
    })),
    daily: daily.rows.map((r) => ({ date: r.date, streams: Number(r.streams), revenue: r.revenue })),
    reportedThrough: reported.rows[0]?.day ?? null,
    reportedPeriods: periods.rows.map((p) => ({ from: p.first_day, to: p.last_day })),
    estimates,
  };
}

/** The artist's page; filtering on a plan without the Analytics Dashboard is refused (402). */
export async function getAnalytics(
  deps: Deps,
  actor: UserActor,
  period: EarningsPeriod,
  filter: SalesFilter = {},
): Promise<AnalyticsPageDto> {
  const locked = planHasFeature(await currentPlan(deps, actor), 'analytics_dashboard') ? null : planRequiredMessage('analytics_dashboard');
  if (locked && isFiltered(filter)) throw new DomainError('PLAN_REQUIRED', locked);
  return { ...(await analyticsPage(deps.db, actor.userId, period, filter)), filtersLocked: locked };
}

export const ANALYTICS_CSV_HEADER = ['Section', 'Name', 'Streams', 'Revenue (USD)', 'Share of streams (%)'];

/** The CSV of what the page shows: the stats, then each list, then the days. */
export async function* analyticsCsv(
  deps: Deps,
  actor: UserActor,
  period: EarningsPeriod,
  filter: SalesFilter = {},
): AsyncGenerator<(string | number)[][]> {
  const p = await getAnalytics(deps, actor, period, filter);
  yield [
    ['Period', `${p.from} to ${p.to}`, '', '', ''],
    ['Total', 'All', p.stats.totalStreams, p.stats.totalRevenue, ''],
    ['Total', 'Average revenue per stream', '', p.stats.averagePerStream, ''],
    ['Total', 'Active releases', p.stats.activeReleases, '', ''],
    ...p.platforms.map((s) => ['Platform', s.name, s.streams, s.revenue, s.share]),
    ...p.countries.map((s) => ['Country', s.name, s.streams, s.revenue, s.share]),
    ...p.topReleases.map((r) => ['Release', r.title, r.streams, r.revenue, '']),
    ...p.daily
      .filter((d) => p.reportedThrough !== null && d.date <= p.reportedThrough)
      .map((d) => ['Day', d.date, d.streams, d.revenue, '']),
    // apart and without revenue: a statement replaces them
    ...p.estimates.platforms.map((s) => ['Estimated (trend reports), platform', s.name, s.streams, '', '']),
    ...p.estimates.daily.map((d) => ['Estimated (trend reports), day', d.date, d.streams, '', '']),
  ];
}
