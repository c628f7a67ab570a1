// Estimates apart from statements: a trend report (counts, no money) is told from
// its header and imported as estimates, or chosen so at upload; confirmed, its counts become
// estimates (a week spread over its days exactly) and nothing else: no analytics row, ledger entry,
// release total or balance. Analytics shows them apart; a confirmed statement of the same store
// retires them for the days it reports, and its rollback brings them back; a later trend report of
// the same store and day replaces the earlier one's count.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESTIMATE_TEXTS, weekDays } from '../../../domain/estimates.ts';
import { trendHeaderProblem } from '../../../domain/report-csv-formats.ts';
import type { ImportPreviewDto } from '../../../domain/royalty-imports-dto.ts';
import { ORIGIN, createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { analyticsPage } from './get-analytics.ts';
import { platformAnalytics } from './platform-analytics.ts';
import {
  available,
  claim,
  confirm,
  daysAgo,
  dsrReport,
  importAction,
  importAndConfirm,
  preview,
  releaseWithCodes,
  reportCsv,
} from '../../test/royalties.ts';

let ctx: TestContext;
let ava: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  ava = await createUser(ctx, { name: 'Ava Artist' });
  admin = await createUser(ctx, { admin: true });
  await releaseWithCodes(ctx, ava, { title: 'Trends', isrcs: ['QZTRD2600001'] });
});
afterAll(() => ctx.close());

const trend = (lines: string[], header = 'date,store,country,isrc,upc,quantity') => [header, ...lines].join('\n') + '\n';

/** The Monday on or before `days` days ago. */
function mondayBefore(days: number): string {
  const d = new Date(`${daysAgo(days)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

const ledgerRows = async () =>
  (await ctx.deps.db.execute<{ n: number }>(sql`select count(*)::int n from earnings_ledger where user_id = ${ava.id}`)).rows[0]!.n;
const analyticsRows = async () =>
  (await ctx.deps.db.execute<{ n: number }>(sql`select count(*)::int n from release_analytics where user_id = ${ava.id}`)).rows[0]!.n;
const estimatedOn = async (day: string) =>
  (await analyticsPage(ctx.deps.db, ava.id, 30)).estimates.daily.find((d) => d.date === day)?.streams ?? 0;

describe('the trend report format', () => {
  it('is our columns without money, with a date or a week (one of them)', () => {
    expect(trendHeaderProblem(['date', 'store', 'country', 'isrc', 'upc', 'quantity'])).toBeNull();
    expect(trendHeaderProblem(['week', 'store', 'country', 'isrc', 'quantity', 'track_title'])).toBeNull();
    expect(trendHeaderProblem(['date', 'week', 'store', 'country', 'isrc', 'quantity'])).toMatch(/date or a week/);
    expect(trendHeaderProblem(['store', 'country', 'isrc', 'quantity'])).toMatch(/date or a week/);
    expect(trendHeaderProblem(['date', 'store', 'country', 'isrc', 'quantity', 'amount'])).toMatch(/unknown amount/);
  });

  it('reads an ISO week as Monday to Sunday, or a week by its Monday', () => {
    expect(weekDays('2026-W01')).toEqual({ first: '2025-12-29', last: '2026-01-04' });
    expect(weekDays('2026-W48')).toEqual({ first: '2026-11-23', last: '2026-11-29' });
    expect(weekDays('2020-W53')).toEqual({ first: '2020-12-28', last: '2021-01-03' });
    expect(weekDays('2026-W53')).toEqual({ first: '2026-12-28', last: '2027-01-03' });
    expect(weekDays('2025-W53')).toBeNull();
    expect(weekDays('2026-11-23')).toEqual({ first: '2026-11-23', last: '2026-11-29' });
    expect(weekDays('2026-11-24')).toBeNull();
  });
});

describe('a trend report', () => {
  it('is detected and imported as estimates: counts spread over their days, never the ledger, analytics rows, totals or balance', async () => {
    const week = mondayBefore(14);
    const day = daysAgo(3);
    const p = await preview(
      ctx,
      admin,
      trend([`${week},Spotify,US,QZTRD2600001,,10`], 'week,store,country,isrc,upc,quantity'),
      'trend-week.csv',
    );
    expect({ format: p.format, kind: p.kind, matched: p.rows.matched, ratesNeeded: p.ratesNeeded }).toEqual({
      format: 'trend_csv',
      kind: 'estimate',
      matched: 1,
      ratesNeeded: [],
    });
    const c = await confirm(ctx, admin, p);
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    const daily = await ctx.deps.db.execute<{ day: string; streams: number }>(sql`
      select day::text, streams::int from analytics_estimates where import_id = ${p.id} order by day`);
    expect(daily.rows.map((r) => r.streams)).toEqual([2, 2, 2, 1, 1, 1, 1]);
    expect(daily.rows[0]!.day).toBe(week);

    const d = await importAndConfirm(
      ctx,
      admin,
      trend([`${day},Spotify,US,QZTRD2600001,,500`, `${day},Apple Music,GB,QZTRD2600001,,40`, `${day},Spotify,US,QZNONE000001,,7`]),
      'trend-day.csv',
    );
    expect(d.kind).toBe('estimate');
    expect(await ledgerRows()).toBe(0);
    expect(await analyticsRows()).toBe(0);
    expect(await available(ctx, ava)).toBe('0.00');
    expect((await claim(ctx, ava, '1.00')).status).not.toBe(201);
    const totals = await ctx.deps.db.execute<{ streams: number; revenue: string }>(sql`
      select streams_count::int streams, revenue_earned::text revenue from music_releases where user_id = ${ava.id}`);
    expect({ ...totals.rows[0], revenue: Number(totals.rows[0]!.revenue) }).toEqual({ streams: 0, revenue: 0 });
    // an estimate's unmatched line is not in the unmatched queue (it has no money to book)
    const queue = await ctx.request('GET', '/api/admin/royalties/unmatched', { cookie: admin.cookie });
    expect(((await queue.json()) as { items: unknown[] }).items).toHaveLength(0);

    const page = await analyticsPage(ctx.deps.db, ava.id, 30);
    expect(page.stats.totalStreams).toBe(0);
    expect(Number(page.stats.totalRevenue)).toBe(0);
    expect(page.estimates.streams).toBe(10 + 540);
    expect(page.estimates.platforms).toEqual([
      { name: 'Spotify', streams: 510 },
      { name: 'Apple Music', streams: 40 },
    ]);
    expect(page.estimates.daily.find((x) => x.date === day)?.streams).toBe(540);
    const console30 = await platformAnalytics(ctx.deps, { kind: 'user', userId: admin.id, role: 'admin', ip: null } as never, {
      range: '30d',
    });
    expect(console30.totals.streams).toBe(0);
    expect(console30.estimates.streams).toBe(550);
    // filtered by use type, the figures are the reported rows': trend reports give none
    expect((await analyticsPage(ctx.deps.db, ava.id, 30, { useType: 'stream' })).estimates.streams).toBe(0);
  });

  it('cannot be imported as a statement; any report chosen as estimates books nothing', async () => {
    const res = await ctx.app.request(`/api/admin/royalties/imports?name=t.csv&kind=statement`, {
      method: 'POST',
      headers: { Origin: ORIGIN, Cookie: admin.cookie, 'Content-Type': 'text/csv' },
      body: trend([`${daysAgo(4)},Deezer,US,QZTRD2600001,,5`]),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/only be imported as estimates/);

    const money = await ctx.app.request(`/api/admin/royalties/imports?name=m.csv&kind=estimate`, {
      method: 'POST',
      headers: { Origin: ORIGIN, Cookie: admin.cookie, 'Content-Type': 'text/csv' },
      body: reportCsv(
        [{ isrc: 'QZTRD2600001', store: 'Deezer', usage_start: daysAgo(5), usage_end: daysAgo(5), quantity: '9', amount: '3.00' }],
        'DEEZ-EST',
      ),
    });
    expect(money.status).toBe(201);
    const p = (await money.json()) as ImportPreviewDto;
    expect(p.kind).toBe('estimate');
    expect((await confirm(ctx, admin, p)).status).toBe(200);
    expect(await ledgerRows()).toBe(0);
    expect(await available(ctx, ava)).toBe('0.00');
    expect((await analyticsPage(ctx.deps.db, ava.id, 30)).estimates.platforms).toContainEqual({ name: 'Deezer', streams: 9 });
  });
});

describe('a statement replaces the estimates of its store for the days it reports', () => {
  it('per store and day; its rollback brings them back; a later trend report of a store and day replaces the earlier', async () => {
    const day = daysAgo(3);
    const before = await analyticsPage(ctx.deps.db, ava.id, 30);
    const spotifyBefore = before.estimates.platforms.find((p) => p.name === 'Spotify')!.streams;
    expect(spotifyBefore).toBe(510);

    // Spotify's statement for the day (the store's name in another case): Spotify's estimate of that day stops counting
    const statement = await importAndConfirm(
      ctx,
      admin,
      reportCsv(
        [{ isrc: 'QZTRD2600001', store: 'SPOTIFY', usage_start: day, usage_end: day, quantity: '480', amount: '1.92' }],
        'SPOT-DAY',
      ),
    );
    const after = await analyticsPage(ctx.deps.db, ava.id, 30);
    expect(after.stats.totalStreams).toBe(480);
    expect(after.estimates.platforms.find((p) => p.name === 'Spotify')!.streams).toBe(10);
    // Apple Music's estimate of the same day still counts: the statement is Spotify's
    expect(after.estimates.platforms.find((p) => p.name === 'Apple Music')!.streams).toBe(40);
    expect(after.estimates.daily.find((x) => x.date === day)?.streams).toBe(40);
    expect(await ledgerRows()).toBe(1);

    const back = await importAction(ctx, admin, statement, 'rollback');
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const restored = await analyticsPage(ctx.deps.db, ava.id, 30);
    expect(restored.stats.totalStreams).toBe(0);
    expect(restored.estimates.platforms.find((p) => p.name === 'Spotify')!.streams).toBe(510);

    // a corrected trend report of Apple Music for the day replaces the earlier count for that day
    const again = await importAndConfirm(ctx, admin, trend([`${day},Apple Music,GB,QZTRD2600001,,45`]), 'trend-day-2.csv');
    expect((await analyticsPage(ctx.deps.db, ava.id, 30)).estimates.platforms.find((p) => p.name === 'Apple Music')!.streams).toBe(45);
    // rolled back, the earlier count is back, and the estimates leave with it
    expect((await importAction(ctx, admin, again, 'rollback')).status).toBe(200);
    expect((await analyticsPage(ctx.deps.db, ava.id, 30)).estimates.platforms.find((p) => p.name === 'Apple Music')!.streams).toBe(40);
    const left = await ctx.deps.db.execute<{ n: number }>(
      sql`select count(*)::int n from analytics_estimates where import_id = ${again.id}`,
    );
    expect(left.rows[0]!.n).toBe(0);
    expect(await estimatedOn(day)).toBe(550 - 10);
  });
});

describe('the rule is per day', () => {
  it('a statement covering some days of an estimated week retires those days only; a corrected statement replaces its days', async () => {
    const week = mondayBefore(21);
    const day = (n: number) => new Date(Date.parse(`${week}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const tidal = async () =>
      (await analyticsPage(ctx.deps.db, ava.id, 30)).estimates.platforms.find((p) => p.name === 'Tidal')?.streams ?? 0;
    await importAndConfirm(
      ctx,
      admin,
      trend([`${week},Tidal,US,QZTRD2600001,,70`], 'week,store,country,isrc,upc,quantity'),
      'tidal-week.csv',
    );
    expect(await tidal()).toBe(70);

    const line = (from: string, to: string, id: string) =>
      reportCsv(
        [
          {
            isrc: 'QZTRD2600001',
            store: 'Tidal',
            usage_start: from,
            usage_end: to,
            statement_period: week.slice(0, 7),
            quantity: '30',
            amount: '0.30',
          },
        ],
        id,
      );
    const first = await importAndConfirm(ctx, admin, line(day(2), day(4), 'TIDAL-1'), 'tidal-1.csv');
    expect(await tidal()).toBe(40);
    // the corrected statement of the same source, store and period replaces the first, and reports one day
    const corrected = await importAndConfirm(ctx, admin, line(day(2), day(2), 'TIDAL-2'), 'tidal-2.csv');
    expect(corrected.replacesId).toBe(first.id);
    expect(await tidal()).toBe(60);
    // rolled back, no Tidal statement is confirmed: the whole week counts again
    expect((await importAction(ctx, admin, corrected, 'rollback')).status).toBe(200);
    expect(await tidal()).toBe(70);
  });
});

describe('a report in several files', () => {
  it('is one kind: a file sent otherwise than the files before it is refused', async () => {
    const [one, two] = dsrReport({
      messageId: 'EST-SET-1',
      summaries: [{ id: 'S1', usages: '4', revenue: '1.00' }],
      lines: [
        { summary: 'S1', isrc: 'QZTRD2600001', usages: '2' },
        { summary: 'S1', isrc: 'QZTRD2600001', usages: '2' },
      ],
      files: 2,
    });
    const send = (body: string, name: string, kind: string) =>
      ctx.app.request(`/api/admin/royalties/imports?name=${name}&kind=${kind}`, {
        method: 'POST',
        headers: { Origin: ORIGIN, Cookie: admin.cookie, 'Content-Type': 'text/plain' },
        body,
      });
    expect((await send(one!, 'est_1of2.tsv', 'estimate')).status).toBe(201);
    const second = await send(two!, 'est_2of2.tsv', 'statement');
    expect(second.status).toBe(400);
    expect(((await second.json()) as { error: { message: string } }).error.message).toBe(ESTIMATE_TEXTS.setKind('estimate'));
  });
});

describe("a store's trend report through a mapping without an amount column", () => {
  it('is read as estimates: counts, never booked; asked for as a statement, it is refused', async () => {
    const mapping = await ctx.request('POST', '/api/admin/report-mappings', {
      cookie: admin.cookie,
      body: {
        name: 'Anghami daily trends',
        source: 'Anghami',
        delimiter: ';',
        skipTop: 0,
        skipBottom: 0,
        dateFormat: 'DD.MM.YYYY',
        decimal: ',',
        columns: { isrc: 'Code', quantity: 'Plays', periodStart: 'Day', periodEnd: 'Day', country: 'Land' },
        store: 'Anghami',
        currency: null,
        useType: 'stream',
      },
    });
    expect(mapping.status, await mapping.clone().text()).toBe(201);
    const day = daysAgo(6);
    const file = `Code;Day;Land;Plays\nQZTRD2600001;${day.split('-').reverse().join('.')};LB;25\n`;
    const ledgerBefore = await ledgerRows();
    const p = await preview(ctx, admin, file, 'anghami-trends.csv');
    expect({ format: p.format, kind: p.kind, matched: p.rows.matched }).toEqual({ format: 'mapped', kind: 'estimate', matched: 1 });
    expect((await confirm(ctx, admin, p)).status).toBe(200);
    expect(await ledgerRows()).toBe(ledgerBefore);
    const page = await analyticsPage(ctx.deps.db, ava.id, 30);
    expect(page.estimates.platforms).toContainEqual({ name: 'Anghami', streams: 25 });
    expect(page.estimates.daily.find((d) => d.date === day)?.streams).toBeGreaterThanOrEqual(25);

    const refused = await ctx.app.request(`/api/admin/royalties/imports?name=again.csv&kind=statement`, {
      method: 'POST',
      headers: { Origin: ORIGIN, Cookie: admin.cookie, 'Content-Type': 'text/csv' },
      body: file.replace(';25', ';26'),
    });
    expect(refused.status).toBe(400);
  });
});
