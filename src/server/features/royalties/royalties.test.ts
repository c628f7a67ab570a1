// Sales report imports through the API: preview, confirm, the same file twice, a corrected
// statement replacing the old one, rollback, a confirmation that fails half-way, and what the
// artist then sees on the analytics and revenue pages, to the cent.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsPageDto, RevenuePageDto } from '../../../domain/earnings-dto.ts';
import type { BalanceDto } from '../../../domain/claims-dto.ts';
import type { ImportRowsPageDto } from '../../../domain/royalty-imports-dto.ts';
import { IMPORT_TEXTS } from '../../../domain/earnings.ts';
import { REPORT_TEXTS } from '../../../domain/report-formats.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import {
  confirm,
  daysAgo,
  importAndConfirm,
  MISSING_BESIDE_STORE_AND_ISRC,
  preview,
  releaseWithCodes,
  reportCsv,
  upload,
} from '../../test/royalties.ts';

let ctx: TestContext;
let artist: TestUser;
let other: TestUser;
let admin: TestUser;
let release: string;

beforeAll(async () => {
  ctx = await createTestContext();
  artist = await createUser(ctx, { name: 'Ava Artist' });
  other = await createUser(ctx, { name: 'Bo Other' });
  admin = await createUser(ctx, { admin: true });
  release = await releaseWithCodes(ctx, artist, { title: 'Night Drive', upc: '0123456789012', isrcs: ['USABC2600001', 'USABC2600002'] });
  await releaseWithCodes(ctx, other, { title: 'Elsewhere', isrcs: ['GBXYZ2600001'] });
  // Ava holds Individual Artist (90 %) with no payment on record: the profile's plan counts
  await ctx.deps.db.execute(sql`update profiles set plan_type = 'individual_artist' where id = ${artist.id}`);
});
afterAll(() => ctx.close());

const get = async <T>(path: string, who: TestUser) => {
  const res = await ctx.request('GET', path, { cookie: who.cookie });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};
const figures = async (who = artist) => {
  const [a, r, b] = await Promise.all([
    get<AnalyticsPageDto>('/api/earnings/analytics?period=30', who),
    get<RevenuePageDto>('/api/earnings/revenue?period=30', who),
    get<BalanceDto>('/api/payouts/balance', who),
  ]);
  const { rows } = await ctx.deps.db.execute<{ streams: string; revenue: string }>(
    sql`select streams_count::text streams, revenue_earned::text revenue from music_releases where id = ${release}`,
  );
  return {
    streams: a.stats.totalStreams,
    analyticsRevenue: a.stats.totalRevenue,
    earned: r.stats.totalEarned,
    balance: b.available,
    release: rows[0],
  };
};

const FIRST = reportCsv([
  { isrc: 'US-ABC-26-00001', quantity: '1000', amount: '3.333333333333' },
  { isrc: 'usabc2600002', quantity: '500', amount: '1.666666666667', country: 'GB' },
  { upc: '0123456789012', quantity: '0', amount: '5' },
  { isrc: 'GBXYZ2600001', quantity: '10', amount: '0.10' },
  { isrc: 'QZZZZ2600009', quantity: '7', amount: '0.07' },
  { upc: '8.6e+11', quantity: '1', amount: '1' },
]);

describe('a sales report', () => {
  it('is previewed: matched, unmatched and refused rows with line and reason, totals per store and currency', async () => {
    const p = await preview(ctx, admin, FIRST);
    expect(p.status).toBe('preview');
    expect(p.rows).toEqual({ total: 6, matched: 4, unmatched: 1, refused: 1, duplicate: 0 });
    expect(p.totals).toEqual([
      { store: 'Spotify', currency: 'USD', rows: 4, quantity: 1510, amount: '10.100000000000', usd: '10.100000000000' },
    ]);
    expect(p.problems.map((r) => [r.line, r.state, r.reason])).toEqual([
      [6, 'unmatched', 'No track with ISRC QZZZZ2600009'],
      [7, 'refused', REPORT_TEXTS.upcScientific('8.6e+11')],
    ]);
    const rows = await get<ImportRowsPageDto>(`/api/admin/royalties/imports/${p.id}/rows?state=matched`, admin);
    expect(rows.items.map((r) => r.releaseTitle)).toEqual(['Night Drive', 'Night Drive', 'Night Drive', 'Elsewhere']);
    // nothing is booked before confirmation
    expect((await figures()).streams).toBe(0);
  });

  it('fails half-way through confirmation and leaves nothing behind, then confirms whole', async () => {
    const p = await preview(ctx, admin, FIRST, 'again.csv');
    // a fault after the analytics rows are written: the ledger refuses its first entry
    await ctx.deps.db.execute(
      sql.raw(`create function fail_once() returns trigger language plpgsql as $$ begin raise exception 'disk gone'; end $$;
      create trigger fail_once before insert on earnings_ledger for each statement execute function fail_once()`),
    );
    const failed = await confirm(ctx, admin, p);
    expect(failed.status).toBe(500);
    await ctx.deps.db.execute(sql.raw(`drop trigger fail_once on earnings_ledger; drop function fail_once()`));
    const { rows } = await ctx.deps.db.execute<{ n: number }>(
      sql`select (select count(*) from release_analytics)::int + (select count(*) from earnings_ledger)::int n`,
    );
    expect(rows[0]!.n).toBe(0);
    expect((await figures()).release).toEqual({ streams: '0', revenue: '0.000000' });
    // the earlier preview of the same file stays; this one confirms now
    const ok = await confirm(ctx, admin, p);
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('confirmed');
  });

  it('books analytics, the ledger at the plan on the usage date, and the release totals, exactly', async () => {
    const f = await figures();
    // 1000 + 500 + 0 streams; gross 10.000000000000, 90 % is 9.000000000000
    expect(f.streams).toBe(1500);
    expect(f.earned).toBe('9.00');
    expect(f.analyticsRevenue).toBe('9.00');
    expect(f.balance).toBe('9.00');
    expect(f.release).toEqual({ streams: '1500', revenue: '9.000000' });
    const a = await get<AnalyticsPageDto>('/api/earnings/analytics?period=7', artist);
    expect(a.platforms).toEqual([{ name: 'Spotify', streams: 1500, revenue: '9.00', share: 100 }]);
    expect(a.countries.map((c) => [c.name, c.streams])).toEqual([
      ['US', 1000],
      ['GB', 500],
    ]);
    expect(a.stats.averagePerStream).toBe('0.0060');
    expect(a.daily).toHaveLength(7);
    // the other artist's row, on Free (80 %)
    expect((await figures(other)).balance).toBe('0.08');
  });

  it('refuses the same file twice, and the same statement in another file', async () => {
    const again = await upload(ctx, admin, FIRST, 'copy.csv');
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(IMPORT_TEXTS.duplicateFile);
    const sameStatement = await upload(ctx, admin, FIRST.replace('3.333333333333', '3.333333333334'));
    expect(sameStatement.status).toBe(409);
    expect(((await sameStatement.json()) as { error: { message: string } }).error.message).toBe(IMPORT_TEXTS.duplicateStatement);
  });

  it('replaces a confirmed statement by a corrected one of the same source, store and period, through reversing entries', async () => {
    const corrected = reportCsv([{ isrc: 'USABC2600001', quantity: '2000', amount: '20.01' }], 'SPOT-1-corrected');
    const p = await preview(ctx, admin, corrected);
    expect(p.wouldReplace?.fileName).toBe('again.csv');
    expect((await confirm(ctx, admin, p)).status).toBe(200);
    const f = await figures();
    expect(f.streams).toBe(2000);
    expect(f.earned).toBe('18.01'); // 20.01 x 90 % = 18.009
    expect(f.balance).toBe('18.00'); // floored to the cent
    expect(f.release).toEqual({ streams: '2000', revenue: '18.009000' });
    expect((await figures(other)).balance).toBe('0.00');
    const { rows } = await ctx.deps.db.execute<{ kind: string; n: number; net: string }>(
      sql`select kind, count(*)::int n, sum(net)::text net from earnings_ledger group by kind order by kind`,
    );
    expect(rows).toEqual([
      { kind: 'earning', n: 3, net: '27.089000000000' },
      { kind: 'reversal', n: 2, net: '-9.080000000000' },
    ]);
  });

  it('rolls an import back as a whole, restoring every figure to the cent', async () => {
    const before = await figures();
    const extra = await importAndConfirm(
      ctx,
      admin,
      reportCsv([{ isrc: 'USABC2600002', quantity: '3', amount: '0.015', store: 'Deezer' }], 'DZ-1'),
    );
    expect((await figures()).streams).toBe(2003);
    const res = await ctx.request('POST', `/api/admin/royalties/imports/${extra.id}/rollback`, {
      cookie: admin.cookie,
      body: { version: extra.version },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { status: string }).status).toBe('rolled_back');
    expect(await figures()).toEqual(before);
    // the ledger was only ever added to
    for (const change of [sql`update earnings_ledger set net = 0`, sql`delete from earnings_ledger`, sql`truncate earnings_ledger`])
      await expect(ctx.deps.db.execute(change)).rejects.toMatchObject({ cause: { message: expect.stringMatching(/cannot be changed/) } });
    // a rolled-back file may come again
    expect(
      (await upload(ctx, admin, reportCsv([{ isrc: 'USABC2600002', quantity: '3', amount: '0.015', store: 'Deezer' }], 'DZ-1'))).status,
    ).toBe(201);
  });

  it('refuses a file it cannot read as a whole and keeps nothing of it', async () => {
    const count = async () => (await ctx.deps.db.execute<{ n: number }>(sql`select count(*)::int n from sales_imports`)).rows[0]!.n;
    const n = await count();
    for (const [body, message] of [
      ['', IMPORT_TEXTS.empty],
      ['store,isrc\nSpotify,USABC2600001\n', REPORT_TEXTS.missingColumns(MISSING_BESIDE_STORE_AND_ISRC)],
      [
        new Uint8Array([
          ...Buffer.from(reportCsv([{ isrc: 'USABC2600001', quantity: '1', amount: '1' }]).replace('Song', 'Caf')),
          0xe9,
          0x0a,
        ]),
        REPORT_TEXTS.notUtf8,
      ],
    ] as const) {
      const res = await upload(ctx, admin, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    }
    const big = await ctx.app.request('/api/admin/royalties/imports?name=big.csv', {
      method: 'POST',
      headers: { Origin: 'http://localhost:3000', Cookie: admin.cookie, 'Content-Length': String(3 * 1024 ** 3) },
      body: 'x',
    });
    expect(big.status).toBe(413);
    expect(await count()).toBe(n);
  });

  it('keeps the console and the artist pages to their callers', async () => {
    for (const path of ['/api/admin/royalties/imports', '/api/admin/revenue/totals', '/api/admin/royalties/template.csv']) {
      expect((await ctx.request('GET', path, { cookie: artist.cookie })).status).toBe(403);
      expect((await ctx.request('GET', path)).status).toBe(401);
    }
    expect((await ctx.request('GET', '/api/earnings/analytics')).status).toBe(401);
    expect((await ctx.request('GET', '/api/earnings/analytics?period=14', { cookie: artist.cookie })).status).toBe(400);
    const t = await ctx.request('GET', '/api/admin/royalties/template.csv', { cookie: admin.cookie });
    expect((await t.text()).split('\n')[0]).toContain('source,statement_id,line_id,statement_period');
  });
});

describe('statements', () => {
  it('gives the month per release and store with gross, share and net, as JSON and CSV', async () => {
    const month = daysAgo(3).slice(0, 7);
    const s = await get<{ lines: { store: string; gross: string; net: string; sharePercent: string }[]; totals: { netRounded: string } }>(
      `/api/earnings/statements/${month}`,
      artist,
    );
    expect(s.lines).toEqual([
      expect.objectContaining({ store: 'Spotify', gross: '20.010000000000', sharePercent: '90.00', net: '18.009000000000' }),
    ]);
    expect(s.totals.netRounded).toBe('18.01');
    const csv = await ctx.request('GET', `/api/earnings/statements/${month}/csv`, { cookie: artist.cookie });
    expect(await csv.text()).toContain('Night Drive,Spotify,2000,20.010000000000,90.00,18.009000000000');
    expect((await ctx.request('GET', '/api/earnings/statements/2026-13', { cookie: artist.cookie })).status).toBe(404);
  });
});
