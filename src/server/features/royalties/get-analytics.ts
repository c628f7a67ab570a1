// /dashboard/analytics from the artist's imported sales (DESIGN section 6): everything over the
// chosen period (the last 7, 30, 90 or 365 days up to today, UTC). Revenue is the artist's net
// share, rounded to the cent here, the average per stream to 4 places, all in PostgreSQL numeric.
import { sql } from 'drizzle-orm';
import { TOP_LIMIT, type AnalyticsPageDto, type EarningsPeriod, type EarningsSliceDto } from '../../../domain/earnings-dto.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/pool.ts';

type Slice = { name: string; streams: string; revenue: string };

export function periodBounds(period: EarningsPeriod) {
  return { from: sql`(current_date - ${period - 1}::int)`, to: sql`current_date` };
}

const share = (streams: number, total: number) => (total > 0 ? Math.round((streams / total) * 1000) / 10 : 0);

export async function analyticsPage(db: DbOrTx, userId: string, period: EarningsPeriod): Promise<AnalyticsPageDto> {
  const { from, to } = periodBounds(period);
  const inPeriod = sql`a.user_id = ${userId} and a.date between ${from} and ${to}`;
  const slice = (col: string) =>
    db.execute<Slice>(sql`
      select ${sql.raw(col)} as name, sum(a.streams_count)::text streams, round(sum(a.net_revenue), 2)::text revenue
        from release_analytics a where ${inPeriod}
       group by 1 order by sum(a.streams_count) desc, 1 limit ${TOP_LIMIT}`);
  const [totals, platforms, countries, releases, daily, bounds] = await Promise.all([
    db.execute<{ streams: string; revenue: string; per_stream: string; releases: number }>(sql`
      select coalesce(sum(a.streams_count), 0)::text streams, coalesce(round(sum(a.net_revenue), 2), 0)::text revenue,
             case when coalesce(sum(a.streams_count), 0) > 0 then round(sum(a.net_revenue) / sum(a.streams_count), 4) else 0 end::numeric(20,4)::text per_stream,
             count(distinct a.release_id)::int releases
        from release_analytics a where ${inPeriod}`),
    slice('a.platform'),
    slice('a.country'),
    db.execute<Slice & { id: string; artist_name: string; status: string }>(sql`
      select m.id, m.title as name, m.artist_name, m.status, t.streams::text streams, round(t.revenue, 2)::text revenue
        from (select a.release_id, sum(a.streams_count) streams, sum(a.net_revenue) revenue
                from release_analytics a where ${inPeriod} group by a.release_id
               order by streams desc, a.release_id limit ${TOP_LIMIT}) t
        join music_releases m on m.id = t.release_id
       order by t.streams desc, m.id`),
    db.execute<{ date: string; streams: string; revenue: string }>(sql`
      select d::date::text date, coalesce(s.streams, 0)::text streams, coalesce(round(s.revenue, 2), 0)::numeric(20,2)::text revenue
        from generate_series(${from}, ${to}, interval '1 day') d
        left join (select a.date, sum(a.streams_count) streams, sum(a.net_revenue) revenue
                     from release_analytics a where ${inPeriod} group by a.date) s on s.date = d::date
       order by d`),
    db.execute<{ from: string; to: string }>(sql`select ${from}::text "from", ${to}::text "to"`),
  ]);
  const t = totals.rows[0]!;
  const total = Number(t.streams);
  const toSlice = (r: Slice): EarningsSliceDto => ({
    name: r.name,
    streams: Number(r.streams),
    revenue: r.revenue,
    share: share(Number(r.streams), total),
  });
  return {
    period,
    from: bounds.rows[0]!.from,
    to: bounds.rows[0]!.to,
    stats: { totalStreams: total, totalRevenue: t.revenue, averagePerStream: t.per_stream, activeReleases: t.releases },
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
  };
}

export const getAnalytics = (deps: Deps, actor: UserActor, period: EarningsPeriod) => analyticsPage(deps.db, actor.userId, period);

export const ANALYTICS_CSV_HEADER = ['Section', 'Name', 'Streams', 'Revenue (USD)', 'Share of streams (%)'];

/** The CSV of what the page shows: the stats, then each list, then the days. */
export async function* analyticsCsv(deps: Deps, actor: UserActor, period: EarningsPeriod): AsyncGenerator<(string | number)[][]> {
  const p = await getAnalytics(deps, actor, period);
  yield [
    ['Period', `${p.from} to ${p.to}`, '', '', ''],
    ['Total', 'All', p.stats.totalStreams, p.stats.totalRevenue, ''],
    ['Total', 'Average revenue per stream', '', p.stats.averagePerStream, ''],
    ['Total', 'Active releases', p.stats.activeReleases, '', ''],
    ...p.platforms.map((s) => ['Platform', s.name, s.streams, s.revenue, s.share]),
    ...p.countries.map((s) => ['Country', s.name, s.streams, s.revenue, s.share]),
    ...p.topReleases.map((r) => ['Release', r.title, r.streams, r.revenue, '']),
    ...p.daily.map((d) => ['Day', d.date, d.streams, d.revenue, '']),
  ];
}
