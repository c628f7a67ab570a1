// Platform-wide sales figures for the console's Analytics: streams and revenue over the chosen
// range, by platform, by country (top 10) and by day, summed from release_analytics.
import { sql } from 'drizzle-orm';
import { ANALYTICS_RANGE_DAYS, type PlatformAnalyticsDto } from '../../../domain/analytics-admin-dto.ts';
import type { AnalyticsQuery } from '../../../domain/analytics-admin.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';

type Slice = { name: string; streams: number; revenue: string };

export async function platformAnalytics({ db }: Deps, _actor: UserActor, q: AnalyticsQuery): Promise<PlatformAnalyticsDto> {
  const days = ANALYTICS_RANGE_DAYS[q.range];
  const from = sql`(current_date - ${days - 1}::int)`;
  const [platforms, countries, daily, first] = await Promise.all([
    db.execute<Slice>(sql`
      select platform as name, sum(streams_count)::bigint as streams, round(sum(revenue), 2)::text as revenue
        from release_analytics where date >= ${from} group by platform order by streams desc, name`),
    db.execute<Slice>(sql`
      select country as name, sum(streams_count)::bigint as streams, round(sum(revenue), 2)::text as revenue
        from release_analytics where date >= ${from} group by country order by streams desc, name limit 10`),
    db.execute<{ date: string; streams: number }>(sql`
      select d::date::text as date, coalesce(sum(a.streams_count), 0)::bigint as streams
        from generate_series(${from}, current_date, interval '1 day') d
        left join release_analytics a on a.date = d::date
       group by d order by d`),
    db.execute<{ from: string }>(sql`select ${from}::text as from`),
  ]);
  const streams = platforms.rows.reduce((n, p) => n + Number(p.streams), 0);
  const cents = platforms.rows.reduce((n, p) => n + BigInt(p.revenue.replace('.', '')), 0n);
  return {
    range: q.range,
    from: first.rows[0]!.from,
    totals: { streams, revenue: `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}` },
    platforms: platforms.rows.map((r) => ({ name: r.name, streams: Number(r.streams), revenue: r.revenue })),
    countries: countries.rows.map((r) => ({ name: r.name, streams: Number(r.streams), revenue: r.revenue })),
    daily: daily.rows.map((r) => ({ date: r.date, streams: Number(r.streams) })),
  };
}
