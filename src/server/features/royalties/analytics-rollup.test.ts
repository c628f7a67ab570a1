// The rollups against the raw rows: random inserts, updates and deletes of release_analytics (as
// imports, rollbacks and cascades make them), then every figure of the artist's page and of the
// console's Analytics compared with what the raw-row queries of before gave; the rollup tables
// (days, weeks of the month, months) compared with the raw sums; the same for the ledger's
// monthly rollups and the revenue page, through earnings and reversing entries on the periods'
// edges and through real imports, replacements and rollbacks; concurrent writers; and the
// migrations' folding of rows already there.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsPageDto, EarningsSliceDto } from '../../../domain/earnings-dto.ts';
import { ANALYTICS_RANGES, ANALYTICS_RANGE_DAYS, TOP_LIMIT, type EarningsPeriod } from '../../../domain/earnings-options.ts';
import type { PlatformAnalyticsDto } from '../../../domain/analytics-admin-dto.ts';
import { USE_TYPES } from '../../../domain/use-types.ts';
import type { DbOrTx } from '../../db/pool.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { analyticsPage } from './get-analytics.ts';
import { getRevenue } from './get-revenue.ts';
import { platformAnalytics } from './platform-analytics.ts';
import { splitRange } from './rollup-ranges.ts';
import { importAndConfirm, releaseWithCodes, reportCsv } from '../../test/royalties.ts';

let ctx: TestContext;
let ava: TestUser;
let bo: TestUser;
let admin: TestUser;
const releases: { id: string; userId: string }[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  ava = await createUser(ctx, { name: 'Ava Artist' });
  bo = await createUser(ctx, { name: 'Bo Other' });
  admin = await createUser(ctx, { admin: true });
  for (let i = 0; i < 7; i++) releases.push({ id: await releaseWithCodes(ctx, ava, { title: `Ava ${i}` }), userId: ava.id });
  for (let i = 0; i < 3; i++) releases.push({ id: await releaseWithCodes(ctx, bo, { title: `Bo ${i}` }), userId: bo.id });
});
afterAll(() => ctx.close());

// ---- the raw-row queries the pages ran before the rollups (the reference) ----

const share = (streams: number, total: number) => (total > 0 ? Math.round((streams / total) * 1000) / 10 : 0);

async function rawAnalyticsPage(db: DbOrTx, userId: string, period: EarningsPeriod): Promise<Omit<AnalyticsPageDto, 'filtersLocked'>> {
  const from = sql`(current_date - ${period - 1}::int)`;
  const to = sql`current_date`;
  const inPeriod = sql`a.user_id = ${userId} and a.date between ${from} and ${to}`;
  const slice = (col: string) =>
    db.execute<{ name: string; streams: string; revenue: string }>(sql`
      select ${sql.raw(col)} as name, sum(a.streams_count)::text streams, round(sum(a.net_revenue), 2)::text revenue
        from release_analytics a where ${inPeriod}
       group by 1 order by sum(a.streams_count) desc, 1 limit ${TOP_LIMIT}`);
  const [totals, platforms, countries, top, daily, bounds, reported] = await Promise.all([
    db.execute<{ streams: string; revenue: string; per_stream: string; releases: number }>(sql`
      select coalesce(sum(a.streams_count), 0)::text streams, coalesce(round(sum(a.net_revenue), 2), 0)::text revenue,
             case when coalesce(sum(a.streams_count), 0) > 0 then round(sum(a.net_revenue) / sum(a.streams_count), 4) else 0 end::numeric(20,4)::text per_stream,
             count(distinct a.release_id)::int releases
        from release_analytics a where ${inPeriod}`),
    slice('a.platform'),
    slice('a.country'),
    db.execute<{ id: string; name: string; artist_name: string; status: string; streams: string; revenue: string }>(sql`
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
    db.execute<{ day: string | null }>(sql`select max(date)::text as day from release_analytics`),
  ]);
  const t = totals.rows[0]!;
  const total = Number(t.streams);
  const toSlice = (r: { name: string; streams: string; revenue: string }): EarningsSliceDto => ({
    name: r.name,
    streams: Number(r.streams),
    revenue: r.revenue,
    share: share(Number(r.streams), total),
  });
  return {
    period,
    // the reports here name no tier or commercial model
    filterOptions: { tiers: [], commercialModels: [], useTypes: [...USE_TYPES], artists: [] },
    from: bounds.rows[0]!.from,
    to: bounds.rows[0]!.to,
    stats: { totalStreams: total, totalRevenue: t.revenue, averagePerStream: t.per_stream, activeReleases: t.releases },
    platforms: platforms.rows.map(toSlice),
    countries: countries.rows.map(toSlice),
    topReleases: top.rows.map((r) => ({
      id: r.id,
      title: r.name,
      artistName: r.artist_name,
      status: r.status,
      streams: Number(r.streams),
      revenue: r.revenue,
    })),
    daily: daily.rows.map((r) => ({ date: r.date, streams: Number(r.streams), revenue: r.revenue })),
    reportedThrough: reported.rows[0]!.day,
    // these rows are of one day each
    reportedPeriods: [],
    // no trend report here: no estimates
    estimates: { streams: 0, platforms: [], daily: [] },
  };
}

async function rawPlatformAnalytics(db: DbOrTx, days: number) {
  const from = sql`(current_date - ${days - 1}::int)`;
  type Slice = { name: string; streams: number; revenue: string };
  const [platforms, countries, daily] = await Promise.all([
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
  ]);
  return { platforms: platforms.rows, countries: countries.rows, daily: daily.rows };
}

/** The revenue page's period figures as the ledger's entries give them (its queries before the rollups). */
async function rawRevenue(db: DbOrTx, userId: string, period: EarningsPeriod) {
  const inPeriod = sql`e.user_id = ${userId} and e.period_start between current_date - ${period - 1}::int and current_date`;
  const [earned, releases, monthly] = await Promise.all([
    db.execute<{ net: string }>(
      sql`select coalesce(round(sum(e.net), 2), 0)::numeric(20,2)::text net from earnings_ledger e where ${inPeriod}`,
    ),
    db.execute<{ id: string; streams: string; revenue: string }>(sql`
      select e.release_id id, sum(e.quantity)::text streams, round(sum(e.net), 2)::text revenue from earnings_ledger e where ${inPeriod}
       group by e.release_id having sum(e.net) > 0 order by sum(e.net) desc, e.release_id limit ${TOP_LIMIT}`),
    db.execute<{ month: string; store: string; streams: string; revenue: string }>(sql`
      select to_char(m.month, 'YYYY-MM') as month, m.store, m.streams::text streams, round(m.net, 2)::numeric(20,2)::text revenue
        from (select date_trunc('month', e.period_start::timestamp) as month, e.store, sum(e.quantity) streams, sum(e.net) net
                from earnings_ledger e
               where e.user_id = ${userId} and e.period_start between date_trunc('month', current_date - ${period - 1}::int)::date and current_date
               group by 1, 2 having sum(e.net) <> 0 or sum(e.quantity) <> 0) m
       order by m.month desc, m.net desc, m.store`),
  ]);
  return {
    earned: earned.rows[0]!.net,
    releases: releases.rows.map((r) => ({ id: r.id, streams: Number(r.streams), revenue: r.revenue })),
    monthly: monthly.rows.map((r) => ({ month: r.month, store: r.store, streams: Number(r.streams), revenue: r.revenue })),
  };
}

/** The revenue page of each artist and period gives what the entries give. */
async function expectRevenueAsBefore() {
  for (const who of [ava, bo])
    for (const period of [7, 30, 90, 365] as const) {
      const page = await getRevenue(ctx.deps, { kind: 'user', userId: who.id, role: 'user', ip: null }, period);
      expect({
        earned: page.stats.totalEarned,
        releases: page.releases.map((r) => ({ id: r.id, streams: r.streams, revenue: r.revenue })),
        monthly: page.monthly.flatMap((m) => m.stores.map((st) => ({ month: m.month, ...st }))),
      }).toEqual(await rawRevenue(ctx.deps.db, who.id, period));
    }
}

/** Every row of the ledger's monthly, quarterly and yearly rollups equals its entries' sums. */
async function expectLedgerRollupsExact() {
  const { rows } = await ctx.deps.db.execute<{ n: number }>(sql`
    with m as (select user_id, date_trunc('month', period_start::timestamp)::date as month, release_id, store, count(*) entries, sum(quantity) quantity, sum(net) net
                 from earnings_ledger group by 1, 2, 3, 4),
         per_key as (select user_id, 'release' dim, month, release_id::text key, sum(entries) entries, sum(quantity) quantity, sum(net) net from m group by 1, 3, 4
                     union all select user_id, 'store', month, store, sum(entries), sum(quantity), sum(net) from m group by 1, 3, 4),
         per_user as (select user_id, month, sum(entries) entries, sum(quantity) quantity, sum(net) net from m group by 1, 2),
         per_quarter as (select user_id, date_trunc('quarter', month)::date quarter, release_id::text key, sum(entries) entries, sum(quantity) quantity, sum(net) net
                           from m group by 1, 2, 3),
         per_year as (select user_id, date_trunc('year', month)::date as year, release_id::text key, sum(entries) entries, sum(quantity) quantity, sum(net) net
                        from m group by 1, 2, 3)
    select (select count(*) from per_user w full join earnings_rollup_months t using (user_id, month)
             where (w.entries, w.quantity, w.net) is distinct from (t.entries, t.quantity, t.net))::int
         + (select count(*) from per_key w full join earnings_rollup_month_keys t using (user_id, dim, month, key)
             where (w.entries, w.quantity, w.net) is distinct from (t.entries, t.quantity, t.net))::int
         + (select count(*) from per_quarter w full join earnings_rollup_quarter_releases t using (user_id, quarter, key)
             where (w.entries, w.quantity, w.net) is distinct from (t.entries, t.quantity, t.net))::int
         + (select count(*) from per_year w full join earnings_rollup_year_releases t using (user_id, year, key)
             where (w.entries, w.quantity, w.net) is distinct from (t.entries, t.quantity, t.net))::int n`);
  expect(rows[0]!.n).toBe(0);
}

/** Days back from today where the periods and months begin and end (and one past each). */
function edgeDays(): number[] {
  const now = new Date();
  const back = (d: Date) => Math.round((Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - d.getTime()) / 86_400_000);
  const firsts = [0, 1, 3, 12, 13].map((m) => back(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - m, 1))));
  return [
    ...new Set([0, 1, 6, 7, 8, 29, 30, 31, 89, 90, 91, 364, 365, 366, ...firsts, ...firsts.map((d) => d + 1), ...firsts.map((d) => d - 1)]),
  ].filter((d) => d >= 0);
}

// ---- random writes ----

const PLATFORMS = ['Spotify', 'Apple Music', 'Deezer', 'YouTube Music'];
const COUNTRIES = ['US', 'GB', 'DE', 'ZZ', 'BR'];
/**
 * A signed amount with 12 decimals, as numeric(24,12) holds it; now and then one of over 9,000,000,
 * which the rollup trigger sums as numeric (bigint units below).
 */
const amount = fc
  .oneof(
    { weight: 9, arbitrary: fc.bigInt({ min: -(10n ** 15n), max: 10n ** 16n }) },
    { weight: 1, arbitrary: fc.bigInt({ min: 9n * 10n ** 18n, max: 10n ** 20n }) },
  )
  .map((u) => {
    const s = (u < 0n ? -u : u).toString().padStart(13, '0');
    return `${u < 0n ? '-' : ''}${s.slice(0, -12)}.${s.slice(-12)}`;
  });
const row = fc.record({
  release: fc.nat({ max: 9 }),
  platform: fc.constantFrom(...PLATFORMS),
  country: fc.constantFrom(...COUNTRIES),
  // mostly positive, some adjustments and zero-quantity rows with money
  streams: fc.oneof(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: -300, max: 0 })),
  revenue: amount,
  net: amount,
  // days from 3 in the future to more than a year back, across month ends
  daysAgo: fc.integer({ min: -3, max: 420 }),
});
const op = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('insert' as const), rows: fc.array(row, { minLength: 1, maxLength: 25 }) }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('delete' as const), by: fc.constantFrom('release', 'date', 'some' as const), pick: fc.nat() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('update' as const), pick: fc.nat(), move: fc.integer({ min: -40, max: 40 }) }) },
);

type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

async function runOp(o: Op) {
  const db = ctx.deps.db;
  if (o.kind === 'insert') {
    const values = sql.join(
      o.rows.map((r) => {
        const rel = releases[r.release]!;
        return sql`(${rel.id}::uuid, ${rel.userId}::uuid, ${r.platform}, ${r.country}, ${r.streams}, ${r.revenue}::numeric, ${r.net}::numeric, current_date - ${r.daysAgo}::int)`;
      }),
      sql`, `,
    );
    await db.execute(
      sql`insert into release_analytics (release_id, user_id, platform, country, streams_count, revenue, net_revenue, date) values ${values}`,
    );
  } else if (o.kind === 'delete') {
    // a rollback removes an import's rows; a cascade a release's; here also a day's, or every other row
    if (o.by === 'release')
      await db.execute(sql`delete from release_analytics where release_id = ${releases[o.pick % releases.length]!.id}`);
    else if (o.by === 'date')
      await db.execute(
        sql`delete from release_analytics where date = (select date from release_analytics order by date offset ${o.pick % 7} limit 1)`,
      );
    else
      await db.execute(
        sql`delete from release_analytics where id in (select id from release_analytics order by id offset ${o.pick % 3}) and random() < 0.5`,
      );
  } else {
    await db.execute(sql`
      update release_analytics set date = date + ${o.move}::int, streams_count = streams_count + 1,
             platform = case when platform = 'Spotify' then 'Deezer' else platform end,
             release_id = case when user_id = ${ava.id} then ${releases[o.pick % 7]!.id}::uuid else release_id end
       where id in (select id from release_analytics order by id offset ${o.pick % 5} limit 10)`);
  }
}

/** Every rollup row equals the raw sums of its key (rows, streams, gross, net); keys without rows are all zero. */
async function expectRollupsExact() {
  const { rows } = await ctx.deps.db.execute<{ problems: number }>(sql`
    with raw_days as (
           select user_id, 'all' dim, date as day, '' as key, count(*) n, sum(streams_count) s, sum(revenue) g, sum(net_revenue) r from release_analytics group by 1, 3
           union all select user_id, 'platform', date, platform, count(*), sum(streams_count), sum(revenue), sum(net_revenue) from release_analytics group by 1, 3, 4
           union all select user_id, 'country', date, country, count(*), sum(streams_count), sum(revenue), sum(net_revenue) from release_analytics group by 1, 3, 4
           union all select user_id, 'release', date, release_id::text, count(*), sum(streams_count), sum(revenue), sum(net_revenue) from release_analytics group by 1, 3, 4),
         raw_weeks as (
           select user_id, 'platform' dim, date - (extract(day from date)::int - 1) % 7 as week, platform as key, count(*) n, sum(streams_count) s, sum(revenue) g, sum(net_revenue) r from release_analytics group by 1, 3, 4
           union all select user_id, 'country', date - (extract(day from date)::int - 1) % 7, country, count(*), sum(streams_count), sum(revenue), sum(net_revenue) from release_analytics group by 1, 3, 4
           union all select user_id, 'release', date - (extract(day from date)::int - 1) % 7, release_id::text, count(*), sum(streams_count), sum(revenue), sum(net_revenue) from release_analytics group by 1, 3, 4),
         raw_quarters as (
           select user_id, 'platform' dim, date_trunc('quarter', date)::date as quarter, platform as key, count(*) n, sum(streams_count) s, sum(revenue) g, sum(net_revenue) r from release_analytics group by 1, 3, 4
           union all select user_id, 'country', date_trunc('quarter', date)::date, country, count(*), sum(streams_count), sum(revenue), sum(net_revenue) from release_analytics group by 1, 3, 4
           union all select user_id, 'release', date_trunc('quarter', date)::date, release_id::text, count(*), sum(streams_count), sum(revenue), sum(net_revenue) from release_analytics group by 1, 3, 4),
         raw_years as (
           select user_id, 'platform' dim, date_trunc('year', date)::date as year, platform as key, count(*) n, sum(streams_count) s, sum(revenue) g, sum(net_revenue) r from release_analytics group by 1, 3, 4
           union all select user_id, 'country', date_trunc('year', date)::date, country, count(*), sum(streams_count), sum(revenue), sum(net_revenue) from release_analytics group by 1, 3, 4
           union all select user_id, 'release', date_trunc('year', date)::date, release_id::text, count(*), sum(streams_count), sum(revenue), sum(net_revenue) from release_analytics group by 1, 3, 4),
         raw_months as (
           select user_id, 'platform' dim, date_trunc('month', date)::date as month, platform as key, count(*) n, sum(streams_count) s, sum(revenue) g, sum(net_revenue) r from release_analytics group by 1, 3, 4
           union all select user_id, 'country', date_trunc('month', date)::date, country, count(*), sum(streams_count), sum(revenue), sum(net_revenue) from release_analytics group by 1, 3, 4
           union all select user_id, 'release', date_trunc('month', date)::date, release_id::text, count(*), sum(streams_count), sum(revenue), sum(net_revenue) from release_analytics group by 1, 3, 4)
    select (select count(*) from raw_days w full join analytics_rollup_days t using (user_id, dim, day, key)
             where (coalesce(w.n, 0), coalesce(w.s, 0), coalesce(w.g, 0), coalesce(w.r, 0)) is distinct from (t.rows, t.streams, t.revenue, t.net_revenue))::int
         + (select count(*) from raw_weeks w full join analytics_rollup_weeks t using (user_id, dim, week, key)
             where (coalesce(w.n, 0), coalesce(w.s, 0), coalesce(w.g, 0), coalesce(w.r, 0)) is distinct from (t.rows, t.streams, t.revenue, t.net_revenue))::int
         + (select count(*) from raw_quarters w full join analytics_rollup_quarters t using (user_id, dim, quarter, key)
             where (coalesce(w.n, 0), coalesce(w.s, 0), coalesce(w.g, 0), coalesce(w.r, 0)) is distinct from (t.rows, t.streams, t.revenue, t.net_revenue))::int
         + (select count(*) from raw_years w full join analytics_rollup_years t using (user_id, dim, year, key)
             where (coalesce(w.n, 0), coalesce(w.s, 0), coalesce(w.g, 0), coalesce(w.r, 0)) is distinct from (t.rows, t.streams, t.revenue, t.net_revenue))::int
         + (select count(*) from raw_months w full join analytics_rollup_months t using (user_id, dim, month, key)
             where (coalesce(w.n, 0), coalesce(w.s, 0), coalesce(w.g, 0), coalesce(w.r, 0)) is distinct from (t.rows, t.streams, t.revenue, t.net_revenue))::int problems`);
  expect(rows[0]!.problems).toBe(0);
}

async function expectPagesAsBefore() {
  const db = ctx.deps.db;
  for (const who of [ava, bo])
    for (const period of [7, 30, 90, 365] as const)
      expect(await analyticsPage(db, who.id, period)).toEqual(await rawAnalyticsPage(db, who.id, period));
  for (const range of ANALYTICS_RANGES) {
    const page: PlatformAnalyticsDto = await platformAnalytics(ctx.deps, { kind: 'user', userId: admin.id } as never, { range });
    const raw = await rawPlatformAnalytics(db, ANALYTICS_RANGE_DAYS[range]);
    expect({ platforms: page.platforms, countries: page.countries, daily: page.daily }).toEqual({
      platforms: raw.platforms.map((r) => ({ ...r, streams: Number(r.streams) })),
      countries: raw.countries.map((r) => ({ ...r, streams: Number(r.streams) })),
      daily: raw.daily.map((r) => ({ ...r, streams: Number(r.streams) })),
    });
  }
}

describe('the analytics rollups', () => {
  it('splits a range into its whole years, whole quarters, whole months, whole weeks of the months and the days left, covering each day once', () => {
    const DAY = 86_400_000;
    const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
    const day = fc.integer({ min: 0, max: 3000 }).map((n) => iso(Date.UTC(2024, 0, 1) + n * DAY));
    const WEEK_STARTS = ['01', '08', '15', '22', '29'];
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 800 }), fc.boolean(), (from, length, open) => {
        const last = iso(Date.parse(from) + length * DAY);
        const { days, weeks, months, quarters, years } = splitRange({ from, to: open ? null : last });
        const covered: string[] = [];
        let byDay = 0;
        for (const d of days)
          for (let t = Date.parse(d.from); t <= Date.parse(d.to) && t <= Date.parse(last); t += DAY, byDay++) covered.push(iso(t));
        for (const w of weeks) {
          // a run of whole weeks of one month: from a week's first day to the next week's, or the next month
          expect(WEEK_STARTS).toContain(w.from.slice(8));
          expect(w.to !== null && (WEEK_STARTS.includes(w.to.slice(8)) || w.to.endsWith('-01'))).toBe(true);
          expect(w.to!.slice(0, 7) === w.from.slice(0, 7) || w.to!.endsWith('-01')).toBe(true);
          for (let t = Date.parse(w.from); t < Date.parse(w.to!) && t <= Date.parse(last); t += DAY) covered.push(iso(t));
        }
        for (const m of months) {
          expect(m.from.endsWith('-01') && (m.to === null || m.to.endsWith('-01'))).toBe(true);
          for (let t = Date.parse(m.from); t < Date.parse(m.to ?? '9999-12-31') && t <= Date.parse(last); t += DAY) covered.push(iso(t));
        }
        for (const q of quarters) {
          // whole calendar quarters, the months around them fewer than a quarter on each side
          expect([q.from, q.to ?? '9999-01-01'].every((d) => /-(01|04|07|10)-01$/.test(d))).toBe(true);
          for (let t = Date.parse(q.from); t < Date.parse(q.to ?? '9999-12-31') && t <= Date.parse(last); t += DAY) covered.push(iso(t));
        }
        if (years) {
          // whole calendar years, the quarters around them fewer than a year on each side
          expect([years.from, years.to ?? '9999-01-01'].every((d) => d.endsWith('-01-01'))).toBe(true);
          for (let t = Date.parse(years.from); t < Date.parse(years.to ?? '9999-12-31') && t <= Date.parse(last); t += DAY)
            covered.push(iso(t));
        }
        expect(months.length).toBeLessThanOrEqual(2);
        expect(quarters.length).toBeLessThanOrEqual(years ? 2 : 1);
        // fewer than a quarter's months on each side of the quarters; with none, at most four months (no quarter whole)
        for (const m of months)
          if (m.to !== null) expect(Date.parse(m.to) - Date.parse(m.from)).toBeLessThan((quarters.length ? 92 : 124) * DAY);
        for (const q of quarters) if (q.to !== null) expect(Date.parse(q.to) - Date.parse(q.from)).toBeLessThan((years ? 366 : 550) * DAY);
        const expected: string[] = [];
        for (let t = Date.parse(from); t <= Date.parse(last); t += DAY) expected.push(iso(t));
        expect(covered.sort()).toEqual(expected);
        // at most two partial months, each read by whole weeks but for at most 12 days
        expect(weeks.length).toBeLessThanOrEqual(2);
        expect(byDay).toBeLessThanOrEqual(open ? 12 : 24);
      }),
    );
  });

  it('give every figure of the pages exactly as the raw rows do, through inserts, updates and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 6 }), async (ops) => {
        await ctx.deps.db.execute(sql`delete from release_analytics`);
        for (const o of ops) await runOp(o);
        await expectRollupsExact();
        await expectPagesAsBefore();
      }),
      { numRuns: 40 },
    );
  }, 180_000);

  it('lose nothing when imports write the same keys at once', async () => {
    await ctx.deps.db.execute(sql`delete from release_analytics`);
    const rel = releases[0]!;
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        ctx.deps.db.transaction(async (tx) => {
          await tx.execute(sql`
            insert into release_analytics (release_id, user_id, platform, country, streams_count, revenue, net_revenue, date)
            select ${rel.id}::uuid, ${rel.userId}::uuid, (array['Spotify','Deezer'])[1 + (g + ${i}) % 2], 'US', g, 0.000000000001 * g, 0.000000000001 * g, current_date - (g % 40)
              from generate_series(1, 200) g`);
          await tx.execute(sql`select pg_sleep(0.05)`);
          if (i % 2) await tx.execute(sql`delete from release_analytics where release_id = ${rel.id} and streams_count = ${i}`);
        }),
      ),
    );
    await expectRollupsExact();
    const page = await analyticsPage(ctx.deps.db, ava.id, 30);
    expect(page).toEqual(await rawAnalyticsPage(ctx.deps.db, ava.id, 30));
    expect(page.stats.totalStreams).toBeGreaterThan(0);
  });

  it("keep the ledger per artist, release and store and month exactly as its entries sum, and the revenue page as they give it, through earnings and reversals on the periods' edges", async () => {
    const entry = fc.record({
      who: fc.constantFrom(0, 1, 2, 8),
      daysAgo: fc.oneof(fc.constantFrom(...edgeDays()), fc.integer({ min: -3, max: 500 })),
      store: fc.constantFrom('Spotify', 'Deezer'),
      quantity: fc.integer({ min: -500, max: 5000 }),
      net: amount,
    });
    await fc.assert(
      fc.asyncProperty(fc.array(entry, { minLength: 1, maxLength: 20 }), fc.boolean(), async (entries, reverse) => {
        const values = sql.join(
          entries.map((e) => {
            const rel = releases[e.who]!;
            return sql`(${rel.userId}::uuid, ${rel.id}::uuid, gen_random_uuid(), 'earning', current_date - ${e.daysAgo}::int, current_date - ${e.daysAgo}::int, ${e.store}, ${e.quantity}, ${e.net}::numeric, 'free', 80, ${e.net}::numeric)`;
          }),
          sql`, `,
        );
        const { rows } = await ctx.deps.db.execute<{ id: number }>(sql`
          insert into earnings_ledger (user_id, release_id, import_id, kind, period_start, period_end, store, quantity, gross, plan_type, share_percent, net)
          values ${values} returning id`);
        if (reverse)
          await ctx.deps.db.execute(sql`
            insert into earnings_ledger (user_id, release_id, import_id, kind, period_start, period_end, store, quantity, gross, plan_type, share_percent, net, reverses_id)
            select user_id, release_id, import_id, 'reversal', period_start, period_end, store, -quantity, -gross, plan_type, share_percent, -net, id
              from earnings_ledger where id = any(${`{${rows.map((r) => r.id).join(',')}}`}::bigint[])`);
        await expectLedgerRollupsExact();
        await expectRevenueAsBefore();
      }),
      { numRuns: 25 },
    );
  }, 180_000);

  it('are folded from the rows already there by their migration', async () => {
    await ctx.deps.db.execute(sql`delete from release_analytics`);
    await runOp({
      kind: 'insert',
      rows: [
        { release: 0, platform: 'Spotify', country: 'US', streams: 10, revenue: '0.100000000000', net: '0.090000000000', daysAgo: 1 },
        { release: 8, platform: 'Deezer', country: 'GB', streams: -2, revenue: '-0.020000000000', net: '-0.016000000000', daysAgo: 40 },
      ],
    });
    await ctx.deps.db.execute(sql`delete from analytics_rollup_days; delete from analytics_rollup_months`);
    const dir = path.join(import.meta.dirname, '../../db/migrations');
    const file = fs.readdirSync(dir).find((f) => f.endsWith('_analytics-rollups.sql'))!;
    const folds = fs
      .readFileSync(path.join(dir, file), 'utf8')
      .split('--> statement-breakpoint')
      .filter((s) => /INSERT INTO analytics_rollup_(days|months)/.test(s));
    expect(folds).toHaveLength(2);
    for (const s of folds) await ctx.deps.db.execute(sql.raw(s));
    await expectRollupsExact();
    expect((await analyticsPage(ctx.deps.db, ava.id, 7)).stats.totalStreams).toBe(10);
  });
  it('are folded, weeks, quarters, years and the ledger per release and store, quarter and year, from what is there by migrations 0023, 0024, 0028 and 0029', async () => {
    await ctx.deps.db.execute(sql`delete from release_analytics`);
    await runOp({
      kind: 'insert',
      rows: [
        { release: 0, platform: 'Spotify', country: 'US', streams: 10, revenue: '0.100000000000', net: '0.090000000000', daysAgo: 1 },
        { release: 8, platform: 'Deezer', country: 'GB', streams: -2, revenue: '-0.020000000000', net: '-0.016000000000', daysAgo: 40 },
      ],
    });
    await ctx.deps.db.execute(
      sql`delete from analytics_rollup_weeks; delete from analytics_rollup_quarters; delete from earnings_rollup_month_keys; delete from earnings_rollup_quarter_releases;
          delete from analytics_rollup_years; delete from earnings_rollup_year_releases`,
    );
    const dir = path.join(import.meta.dirname, '../../db/migrations');
    const folds = fs
      .readdirSync(dir)
      .filter((f) => /_(rollup-weeks-ledger-keys|rollup-quarters|ledger-quarter-releases|rollup-years)\.sql$/.test(f))
      .flatMap((f) => fs.readFileSync(path.join(dir, f), 'utf8').split('--> statement-breakpoint'))
      .filter(
        (s) =>
          /INSERT INTO (analytics_rollup_weeks|analytics_rollup_quarters|analytics_rollup_years|earnings_rollup_month_keys|earnings_rollup_(quarter|year)_releases)/.test(
            s,
          ) && !/CREATE/.test(s),
      );
    expect(folds).toHaveLength(6);
    for (const s of folds) await ctx.deps.db.execute(sql.raw(s));
    await expectRollupsExact();
    await expectLedgerRollupsExact();
    await expectPagesAsBefore();
    await expectRevenueAsBefore();
  });

  it("give both pages exactly as the raw rows do through imports on the periods' edges, a replacement and a rollback", async () => {
    await ctx.deps.db.execute(sql`delete from release_analytics`);
    const edges = await releaseWithCodes(ctx, ava, { title: 'Edges', isrcs: ['USEDG2600001', 'USEDG2600002'] });
    const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const lines = (store: string, scale: string) =>
      edgeDays().flatMap((n, i) => [
        {
          isrc: 'USEDG2600001',
          usage_start: day(n),
          usage_end: day(n),
          store,
          country: 'US',
          quantity: String(i + 1),
          amount: `${scale}${i}.000000000007`,
        },
        { isrc: 'USEDG2600002', usage_start: day(n), usage_end: day(n), store, country: 'DE', quantity: '-1', amount: '-0.333333333333' },
      ]);
    const check = async () => {
      await expectRollupsExact();
      await expectLedgerRollupsExact();
      await expectPagesAsBefore();
      await expectRevenueAsBefore();
    };
    await importAndConfirm(ctx, admin, reportCsv(lines('Spotify', '1'), 'EDGE-1'), 'edge-1.csv');
    await check();
    // a corrected statement of the same source, store and period replaces it through reversing entries
    await importAndConfirm(ctx, admin, reportCsv(lines('Spotify', '2'), 'EDGE-1-corrected'), 'edge-1b.csv');
    await check();
    const other = await importAndConfirm(ctx, admin, reportCsv(lines('Deezer', '3'), 'EDGE-DZ'), 'edge-dz.csv');
    await check();
    const res = await ctx.request('POST', `/api/admin/royalties/imports/${other.id}/rollback`, {
      cookie: admin.cookie,
      body: { version: other.version },
    });
    expect(res.status).toBe(200);
    await check();
    // the corrected statement's entries stand, the rolled-back ones are cancelled
    const { rows } = await ctx.deps.db.execute<{ store: string; n: number; net: string }>(sql`
      select store, count(*)::int n, sum(net)::text net from earnings_ledger where release_id = ${edges} group by store order by store`);
    expect(rows.map((r) => [r.store, r.n > edgeDays().length, Number(r.net) === 0])).toEqual([
      ['Deezer', true, true],
      ['Spotify', true, false],
    ]);
  }, 120_000);
  it('are read without parallel plans: the rollup tables plan no parallel scans and the connections no Parallel Append', async () => {
    const { rows } = await ctx.deps.db.execute<{ setting: string }>(sql`select current_setting('enable_parallel_append') setting`);
    expect(rows[0]!.setting).toBe('off');
    const { rows: tables } = await ctx.deps.db.execute<{ relname: string }>(sql`
      select relname from pg_class where relname like any (array['analytics_rollup_%', 'earnings_rollup_%']) and relkind = 'r'
         and not ('parallel_workers=0' = any(coalesce(reloptions, '{}'))) order by 1`);
    expect(tables).toEqual([]);
  });
});
