// A usage period reported as a whole (a monthly report's Nov 1-26) is spread evenly and exactly
// over its days: the spreading functions for any total, period and phase, then a real import of
// such a line through the API, counted in a 7-day range that overlaps it on the artist's analytics
// and revenue and the console's analytics, named there, and taken back whole by a rollback.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { units } from '../../../domain/earnings-decimal.ts';
import { displayTotal } from '../../../domain/earnings-totals.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { analyticsPage } from './get-analytics.ts';
import { getRevenue } from './get-revenue.ts';
import { platformAnalytics } from './platform-analytics.ts';
import { daysAgo, importAction, importAndConfirm, releaseWithCodes, reportCsv } from '../../test/royalties.ts';

let ctx: TestContext;
let ava: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  ava = await createUser(ctx, { name: 'Ava Artist' });
  admin = await createUser(ctx, { admin: true });
});
afterAll(() => ctx.close());

/**
 * A signed amount with up to 12 decimals, as numeric(24,12) holds it: as often under 9,000,000 (the
 * rollup trigger carries such amounts as bigint units) as up to 100,000,000 (then as numeric).
 */
const amount = fc.oneof(fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }), fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n })).map((u) => {
  const s = (u < 0n ? -u : u).toString().padStart(13, '0');
  return `${u < 0n ? '-' : ''}${s.slice(0, -12)}.${s.slice(-12)}`;
});

describe('spreading a total over a period', () => {
  it('gives parts that sum exactly to any quantity and amount, each within one unit of an even share, and negated parts for a negated total', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: -(10n ** 13n), max: 10n ** 13n }),
        amount,
        fc.integer({ min: 1, max: 400 }),
        fc.nat(),
        async (quantity, money, days, seed) => {
          const phase = seed % days;
          const { rows } = await ctx.deps.db.execute<{
            q_sum: string;
            a_sum: string;
            q_off: string;
            a_off: string;
            q_odd: number;
            a_odd: number;
          }>(sql`
            with p as (
              select spread_count(${quantity}::bigint, i + 1, ${days}, ${phase}) - spread_count(${quantity}::bigint, i, ${days}, ${phase}) q,
                     spread_amount(${money}::numeric, i + 1, ${days}, ${phase}) - spread_amount(${money}::numeric, i, ${days}, ${phase}) a,
                     spread_count(-${quantity}::bigint, i + 1, ${days}, ${phase}) - spread_count(-${quantity}::bigint, i, ${days}, ${phase}) nq,
                     spread_amount(-${money}::numeric, i + 1, ${days}, ${phase}) - spread_amount(-${money}::numeric, i, ${days}, ${phase}) na
                from generate_series(0, ${days} - 1) i)
            select sum(q)::text q_sum, sum(a)::text a_sum,
                   max(abs(q - ${quantity}::numeric / ${days}))::text q_off, max(abs(a - ${money}::numeric / ${days}))::text a_off,
                   count(*) filter (where nq <> -q)::int q_odd, count(*) filter (where na <> -a)::int a_odd
              from p`);
          const r = rows[0]!;
          expect(BigInt(r.q_sum)).toBe(quantity);
          expect(units(r.a_sum)).toBe(units(money));
          expect(Number(r.q_off)).toBeLessThan(1);
          // (the even share itself rounded by the division, so within a unit)
          expect(Number(r.a_off)).toBeLessThanOrEqual(1e-12);
          expect([r.q_odd, r.a_odd]).toEqual([0, 0]);
        },
      ),
      { numRuns: 150 },
    );
  });
  it('is what the analytics trigger gives each day of a row, for any quantity, amounts, period and phase, and takes back on delete', async () => {
    const release = await releaseWithCodes(ctx, ava, { title: 'Spread Probe' });
    const client = await ctx.deps.pool.connect();
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.bigInt({ min: -(10n ** 13n), max: 10n ** 13n }),
          amount,
          amount,
          fc.integer({ min: 2, max: 400 }),
          fc.integer({ min: 0, max: 3000 }),
          async (quantity, gross, net, days, startOffset) => {
            await client.query('begin');
            try {
              const { rows: ins } = await client.query<{ id: string }>(
                `insert into release_analytics (release_id, user_id, platform, country, streams_count, revenue, net_revenue, date, date_end)
                 values ($1, $2, 'spotify', 'DE', $3, $4, $5, date '2020-01-01' + $6::int, date '2020-01-01' + $6::int + $7::int - 1) returning id`,
                [release, ava.id, quantity.toString(), gross, net, startOffset, days],
              );
              // Each day of the row against spread_count and spread_amount with the row's phase.
              const check = async (sign: 1 | 0) => {
                const { rows } = await client.query<{ bad: number; n: number; kept: number }>(
                  `with r as (select *, date_end - date + 1 n, ((hashtext(id::text)::bigint + 2147483648) % (date_end - date + 1))::int ph
                                from (values ($1::uuid, date '2020-01-01' + $3::int, date '2020-01-01' + $3::int + $4::int - 1,
                                              $5::bigint, $6::numeric, $7::numeric)) v(id, date, date_end, q, g, nr)),
                        e as (select date + i as day,
                                     $8 * (spread_count(q, i + 1, n, ph) - spread_count(q, i, n, ph)) q,
                                     $8 * (spread_amount(g, i + 1, n, ph) - spread_amount(g, i, n, ph)) g,
                                     $8 * (spread_amount(nr, i + 1, n, ph) - spread_amount(nr, i, n, ph)) nr
                                from r cross join generate_series(0, n - 1) i)
                   select count(*) filter (where coalesce(d.streams, 0) <> e.q or coalesce(d.revenue, 0) <> e.g
                                                 or coalesce(d.net_revenue, 0) <> e.nr or coalesce(d.rows, 0) <> $8)::int bad,
                          count(*)::int n,
                          (select count(*)::int from analytics_rollup_days x where x.user_id = $2 and x.dim = 'release' and x.key = $9 and x.rows <> 0) kept
                     from e left join analytics_rollup_days d on d.user_id = $2 and d.dim = 'release' and d.key = $9 and d.day = e.day`,
                  [ins[0]!.id, ava.id, startOffset, days, quantity.toString(), gross, net, sign, release],
                );
                expect(rows[0]).toEqual({ bad: 0, n: days, kept: sign * days });
              };
              await check(1);
              await client.query('delete from release_analytics where id = $1', [ins[0]!.id]);
              await check(0);
            } finally {
              await client.query('rollback');
            }
          },
        ),
        { numRuns: 60 },
      );
    } finally {
      client.release();
    }
  });
  it('is what the ledger fold gives each day of an entry and of its reversal, for any quantity, net and period', async () => {
    const release = await releaseWithCodes(ctx, ava, { title: 'Ledger Spread Probe' });
    const client = await ctx.deps.pool.connect();
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.bigInt({ min: -(10n ** 13n), max: 10n ** 13n }),
          amount,
          fc.integer({ min: 1, max: 400 }),
          fc.integer({ min: 0, max: 3000 }),
          async (quantity, net, days, startOffset) => {
            await client.query('begin');
            try {
              // The ledger is append-only: an entry, then its reversal, all rolled back.
              const entry = (kind: string, sign: number, reverses: string | null) =>
                client.query<{ id: string }>(
                  `insert into earnings_ledger (user_id, release_id, import_id, kind, period_start, period_end, store, quantity, gross, plan_type, share_percent, net, reverses_id)
                   values ($1, $2, gen_random_uuid(), $3, date '2020-01-01' + $4::int, date '2020-01-01' + $4::int + $5::int - 1, 'spotify',
                           $6 * $7::bigint, 0, 'free', 100, $6 * $8::numeric, $9) returning id`,
                  [ava.id, release, kind, startOffset, days, sign, quantity.toString(), net, reverses],
                );
              const check = async (sign: 1 | 0, entries: number) => {
                const { rows } = await client.query<{ bad: number; n: number }>(
                  `with e as (select date '2020-01-01' + $1::int + i as day,
                                     $3 * (spread_count($4::bigint, i + 1, $2, 0) - spread_count($4::bigint, i, $2, 0)) q,
                                     $3 * (spread_amount($5::numeric, i + 1, $2, 0) - spread_amount($5::numeric, i, $2, 0)) net
                                from generate_series(0, $2 - 1) i)
                   select count(*) filter (where d.quantity is distinct from e.q or d.net is distinct from e.net or d.entries <> $6)::int bad,
                          count(*)::int n
                     from e left join earnings_rollup_days d on d.user_id = $7 and d.dim = 'release' and d.key = $8 and d.day = e.day`,
                  [startOffset, days, sign, quantity.toString(), net, entries, ava.id, release],
                );
                expect(rows[0]).toEqual({ bad: 0, n: days });
              };
              const { rows } = await entry('earning', 1, null);
              await check(1, 1);
              await entry('reversal', -1, rows[0]!.id);
              await check(0, 2);
            } finally {
              await client.query('rollback');
            }
          },
        ),
        { numRuns: 60 },
      );
    } finally {
      client.release();
    }
  });
});

describe('a line reported for a period of 26 days', () => {
  it('is counted, by its days in it, in a 7-day range that overlaps it, on every screen; its daily parts sum exactly to it; a rollback takes it all back', async () => {
    await releaseWithCodes(ctx, ava, { title: 'Monthly', isrcs: ['QZPER2600001'] });
    const [first, last] = [daysAgo(26), daysAgo(1)];
    const item = await importAndConfirm(
      ctx,
      admin,
      reportCsv(
        [
          {
            isrc: 'QZPER2600001',
            usage_start: first,
            usage_end: last,
            statement_period: first.slice(0, 7),
            quantity: '1000',
            amount: '10.000000000001',
          },
        ],
        'MONTHLY-1',
      ),
    );
    const db = ctx.deps.db;
    const row = (
      await db.execute<{ streams: number; revenue: string; net: string; date: string; date_end: string }>(sql`
        select streams_count::int streams, revenue::text revenue, net_revenue::text net, date::text date, date_end::text date_end
          from release_analytics where user_id = ${ava.id}`)
    ).rows;
    expect(row).toHaveLength(1);
    expect(row[0]).toMatchObject({ streams: 1000, revenue: '10.000000000001', date: first, date_end: last });

    // every day of the period has its part, the parts sum exactly to the row, none differs from an even share by a stream
    const days = await db.execute<{ day: string; streams: number; revenue: string; net: string }>(sql`
      select day::text, streams::int, revenue::text, net_revenue::text net from analytics_rollup_days
       where user_id = ${ava.id} and dim = 'all' and rows > 0 order by day`);
    expect(days.rows.map((d) => d.day)).toEqual(Array.from({ length: 26 }, (_, i) => daysAgo(26 - i)));
    expect(days.rows.reduce((n, d) => n + d.streams, 0)).toBe(1000);
    expect(days.rows.every((d) => d.streams === 38 || d.streams === 39)).toBe(true);
    expect(days.rows.reduce((n, d) => n + units(d.revenue), 0n)).toBe(units('10.000000000001'));
    expect(days.rows.reduce((n, d) => n + units(d.net), 0n)).toBe(units(row[0]!.net));
    const ledgerDays = await db.execute<{ quantity: number; net: string }>(sql`
      select quantity::int, net::text from earnings_rollup_days where user_id = ${ava.id} and dim = 'all' order by day`);
    expect(ledgerDays.rows).toHaveLength(26);
    expect(ledgerDays.rows.reduce((n, d) => n + d.quantity, 0)).toBe(1000);
    expect(ledgerDays.rows.reduce((n, d) => n + units(d.net), 0n)).toBe(units(row[0]!.net));

    // the last 7 days hold its last 6 days: their parts, not 0 and not the whole
    const inWeek = days.rows.filter((d) => d.day >= daysAgo(6));
    expect(inWeek).toHaveLength(6);
    const weekStreams = inWeek.reduce((n, d) => n + d.streams, 0);
    const page = await analyticsPage(db, ava.id, 7);
    expect(page.stats.totalStreams).toBe(weekStreams);
    expect(page.stats.totalStreams).toBeGreaterThan(0);
    expect(page.daily.filter((d) => d.date >= first && d.date <= last).map((d) => d.streams)).toEqual(inWeek.map((d) => d.streams));
    expect(page.reportedPeriods).toEqual([{ from: first, to: last }]);
    expect(page.reportedThrough).toBe(last);
    expect(page.topReleases[0]?.streams).toBe(weekStreams);
    expect((await analyticsPage(db, ava.id, 30)).stats.totalStreams).toBe(1000);

    const actor = { kind: 'user', userId: ava.id, role: 'user', ip: null } as const;
    const revenue = await getRevenue(ctx.deps, actor, 7);
    const weekNet = inWeek.reduce((n, d) => n + units(d.net), 0n);
    const weekLedger = ledgerDays.rows.slice(-6).reduce((n, d) => n + units(d.net), 0n);
    expect(revenue.stats.totalEarned).toBe(displayTotal(weekLedger));
    expect(weekLedger).toBeGreaterThan(0n);
    expect(weekNet).toBeGreaterThan(0n);
    expect(revenue.reportedPeriods).toEqual([{ from: first, to: last }]);
    expect(revenue.releases[0]?.streams).toBe(ledgerDays.rows.slice(-6).reduce((n, d) => n + d.quantity, 0));
    expect((await getRevenue(ctx.deps, actor, 30)).stats.totalEarned).toBe(displayTotal(units(row[0]!.net)));
    // the statement is of the month its usage starts in
    expect((await getRevenue(ctx.deps, actor, 30)).statementMonths).toContain(first.slice(0, 7));

    const console7 = await platformAnalytics(ctx.deps, actor as never, { range: '7d' });
    expect(console7.totals.streams).toBe(weekStreams);
    expect(console7.reportedThrough).toBe(last);
    expect(console7.reportedPeriods).toEqual([{ from: first, to: last }]);

    // a rollback takes every day's part back
    const back = await importAction(ctx, admin, item, 'rollback');
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const left = await db.execute<{ streams: string; revenue: string; rows: string }>(sql`
      select coalesce(sum(streams), 0)::text streams, coalesce(sum(revenue), 0)::text revenue, coalesce(sum(rows), 0)::text rows
        from analytics_rollup_days where user_id = ${ava.id}`);
    expect({ ...left.rows[0], revenue: units(left.rows[0]!.revenue) }).toEqual({ streams: '0', revenue: 0n, rows: '0' });
    const nonZeroDays = await db.execute<{ n: number }>(sql`
      select count(*)::int n from earnings_rollup_days where user_id = ${ava.id} and (quantity <> 0 or net <> 0)`);
    expect(nonZeroDays.rows[0]!.n).toBe(0);
    expect((await analyticsPage(db, ava.id, 30)).reportedPeriods).toEqual([]);
    expect((await getRevenue(ctx.deps, actor, 30)).reportedPeriods).toEqual([]);
  });
});
