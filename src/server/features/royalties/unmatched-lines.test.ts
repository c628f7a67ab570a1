// The unmatched queue: lines of a confirmed report that match no track or release are kept with
// what the report said (amount, currency, USD at the import's rate, codes, title, artist, store,
// period), the preview says what booking leaves there, and an admin books them to a track or
// release: exactly as a matched line is booked, once however many admins book them at the same
// moment, audited, and gone from the queue. Artists and visitors are refused.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageDto } from '../../../domain/admin-list.ts';
import { UNMATCHED_TEXTS } from '../../../domain/import-texts.ts';
import type { BookedLinesDto, CatalogueMatchDto, UnmatchedLineDto, UnmatchedSummaryDto } from '../../../domain/unmatched-lines-dto.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import {
  claim,
  confirm,
  daysAgo,
  importAction,
  importAndConfirm,
  importNow,
  preview,
  releaseWithCodes,
  reportCsv,
} from '../../test/royalties.ts';

let ctx: TestContext;
let artist: TestUser;
let admin: TestUser;
let other: TestUser;
let release: string;
let track: string;

beforeAll(async () => {
  ctx = await createTestContext();
  artist = await createUser(ctx, {});
  other = await createUser(ctx, {});
  admin = await createUser(ctx, { admin: true });
  release = await releaseWithCodes(ctx, artist, { title: 'Night Drive', upc: '012345678905', isrcs: ['USABC2600001'] });
  track = (await ctx.deps.db.execute<{ id: string }>(sql`select id from release_tracks where release_id = ${release}`)).rows[0]!.id;
});
afterAll(() => ctx.close());

async function get<T>(path: string, who: TestUser = admin): Promise<T> {
  const res = await ctx.request('GET', path, { cookie: who.cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

const queue = (filters = '') => get<PageDto<UnmatchedLineDto>>(`/api/admin/royalties/unmatched?${filters}`);
const summary = (filters = '') => get<UnmatchedSummaryDto>(`/api/admin/royalties/unmatched/summary?${filters}`);

async function book(body: unknown, who: TestUser = admin) {
  const res = await ctx.request('POST', '/api/admin/royalties/unmatched/book', { cookie: who.cookie, body });
  return { status: res.status, body: (await res.json()) as BookedLinesDto & { error?: { code: string; message: string } } };
}

/** The money an import booked, entry by entry, without ids. */
const ledgerOf = async (importId: string) =>
  (
    await ctx.deps.db.execute(sql`
      select user_id, release_id, kind, period_start::text, period_end::text, store, quantity::text, gross::text, plan_type, share_percent::text, net::text
        from earnings_ledger where import_id = ${importId} order by store, period_start, gross`)
  ).rows;

const analyticsOf = async (importId: string) =>
  (
    await ctx.deps.db.execute(sql`
      select release_id, user_id, track_id, platform, country, streams_count::text, revenue::text, net_revenue::text, date::text, date_end::text,
             tier, commercial_model, use_type
        from release_analytics where import_id = ${importId} order by platform, date, revenue`)
  ).rows;

// Each import its own store: a confirmed import of the same source, store and period would be replaced.
describe('lines that match nothing', () => {
  it('are kept in the queue once confirmed, with what the report said, and the preview says what booking leaves there', async () => {
    const p = await preview(
      ctx,
      admin,
      reportCsv(
        [
          { isrc: 'USABC2600001', quantity: '10', amount: '2.5', store: 'Kept' },
          { isrc: 'GBNEW2600001', quantity: '7', amount: '3.333333333333', currency: 'EUR', exchange_rate: '1.1', store: 'Kept' },
          {
            upc: '0999999999993',
            quantity: '3',
            amount: '1.2',
            currency: 'EUR',
            exchange_rate: '1.1',
            store: 'Kept',
            track_title: 'Album',
          },
          { isrc: 'GBNEW2600002', quantity: '2', amount: '0.4', store: 'Kept', artist_name: 'Zed' },
        ],
        'KEPT-1',
      ),
      'kept.csv',
    );
    expect(p.rows).toMatchObject({ matched: 1, unmatched: 3 });
    expect(p.queue).toEqual({
      rows: 3,
      usd: '5.386666666666',
      amounts: [
        { currency: 'EUR', rows: 2, amount: '4.533333333333', usd: '4.986666666666' },
        { currency: 'USD', rows: 1, amount: '0.400000000000', usd: '0.400000000000' },
      ],
    });
    // confirming books the matched line and keeps the others: none dropped
    expect((await confirm(ctx, admin, p)).status).toBe(200);
    expect((await ledgerOf(p.id)).map((e) => e.gross)).toEqual(['2.500000000000']);
    const lines = (await queue(`importId=${p.id}`)).items;
    expect(lines).toHaveLength(3);
    expect(lines[0]).toEqual({
      importId: p.id,
      fileName: 'kept.csv',
      source: 'Spotify',
      row: 3,
      file: null,
      line: 3,
      isrc: 'GBNEW2600001',
      upc: null,
      title: 'Song',
      artist: 'Ava',
      store: 'Kept',
      country: 'US',
      useType: 'stream',
      usageStart: daysAgo(3),
      usageEnd: daysAgo(3),
      quantity: 7,
      amount: '3.333333333333',
      currency: 'EUR',
      usd: '3.666666666666',
      reason: expect.stringContaining('GBNEW2600001') as string,
    });
    expect(lines.map((l) => [l.line, l.upc, l.title])).toEqual([
      [3, null, 'Song'],
      [4, '0999999999993', 'Album'],
      [5, null, 'Song'],
    ]);
    // the confirmed import says what of it waits still
    expect((await importNow(ctx, admin, p.id)).queue.rows).toBe(3);
    // searched by ISRC (as written in reports too), UPC, title or artist; filtered by store and month
    expect((await queue('q=GB-NEW-26-00001')).items.map((l) => l.line)).toEqual([3]);
    expect((await queue('q=999999999')).items.map((l) => l.line)).toEqual([4]);
    expect((await queue('q=album')).items.map((l) => l.line)).toEqual([4]);
    expect((await queue('q=zed')).items.map((l) => l.line)).toEqual([5]);
    expect((await queue('store=Kept')).total).toBe(3);
    expect((await queue(`period=${daysAgo(3).slice(0, 7)}&store=Kept`)).total).toBe(3);
    expect((await queue('period=2001-01')).total).toBe(0);
    const csv = await (await ctx.request('GET', '/api/admin/royalties/unmatched/export?store=Kept', { cookie: admin.cookie })).text();
    expect(csv.trim().split('\n')).toHaveLength(4);
    expect(csv).toContain('kept.csv,Spotify,3,GBNEW2600001,,Song,Ava,Kept,US,stream');
    expect(csv).toContain('3.333333333333,EUR,3.666666666666');
    const s = await summary('store=Kept');
    expect(s).toMatchObject({ lines: 3, usd: '5.386666666666' });
    expect(s.imports).toContainEqual({ id: p.id, fileName: 'kept.csv', lines: 3 });
    expect(s.stores).toContain('Kept');
    expect(s.periods).toContain(daysAgo(3).slice(0, 7));
  });

  it('of a report that matches nothing at all are confirmed into the queue rather than left out', async () => {
    const p = await preview(ctx, admin, reportCsv([{ isrc: 'GBNON2600001', quantity: '1', amount: '0.5', store: 'None' }], 'NONE-ALL'));
    expect(p.rows).toMatchObject({ matched: 0, unmatched: 1 });
    expect(p.queue).toMatchObject({ rows: 1, usd: '0.500000000000' });
    expect((await confirm(ctx, admin, p)).status).toBe(200);
    expect(await ledgerOf(p.id)).toEqual([]);
    expect((await queue(`importId=${p.id}`)).total).toBe(1);
  });

  it('in a currency without a rate yet: the preview gives their USD as unknown', async () => {
    const p = await preview(
      ctx,
      admin,
      reportCsv([{ isrc: 'GBRAT2600001', quantity: '1', amount: '2', currency: 'GBP', store: 'Rate' }], 'RATE-1'),
    );
    expect(p.queue).toEqual({ rows: 1, usd: null, amounts: [{ currency: 'GBP', rows: 1, amount: '2.000000000000', usd: null }] });
    // a preview's lines are not in the queue: only a confirmed import's
    expect((await queue(`importId=${p.id}`)).total).toBe(0);
  });
});

describe('booking lines of the queue', () => {
  it('books a line exactly as the same line matched at import is booked, audited, and takes it out of the queue', async () => {
    const line = { quantity: '7', amount: '3.333333333333', currency: 'EUR', exchange_rate: '1.1', store: 'Exact' };
    const lost = await importAndConfirm(ctx, admin, reportCsv([{ ...line, isrc: 'GBLOS2600001' }], 'EXACT-1'), 'lost.csv');
    const [waiting] = (await queue(`importId=${lost.id}`)).items;
    const booked = await book({ releaseId: release, trackId: track, lines: { by: 'line', importId: lost.id, row: waiting!.row } });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body).toEqual({ lines: 1, usd: '3.666666666666', releaseTitle: 'Night Drive', trackTitle: 'Track 1' });
    // the same line, matched when read (another statement, another store), for comparison
    const found = await importAndConfirm(ctx, admin, reportCsv([{ ...line, isrc: 'USABC2600001', store: 'Exact2' }], 'EXACT-2'));
    const same = <T extends Record<string, unknown>>(rows: T[]) => rows.map((r) => ({ ...r, store: undefined, platform: undefined }));
    expect(same(await ledgerOf(lost.id))).toEqual(same(await ledgerOf(found.id)));
    expect(same(await analyticsOf(lost.id))).toEqual(same(await analyticsOf(found.id)));
    expect((await ledgerOf(lost.id))[0]).toMatchObject({ gross: '3.666666666666', net: '2.933333333333', store: 'Exact' });
    // the artist's money: both lines, exactly (80 % of 3.666666666666, twice)
    const { rows: net } = await ctx.deps.db.execute<{ net: string }>(
      sql`select sum(net)::text net from earnings_ledger where user_id = ${artist.id} and import_id in (${lost.id}, ${found.id})`,
    );
    expect(net[0]!.net).toBe('5.866666666666');
    // out of the queue, the import's counts and totals follow, the release's total too
    expect((await queue(`importId=${lost.id}`)).total).toBe(0);
    const now = await importNow(ctx, admin, lost.id);
    expect(now.rows).toMatchObject({ matched: 1, unmatched: 0 });
    expect(now.queue).toEqual({ rows: 0, usd: '0.000000000000', amounts: [] });
    expect(now.totals).toEqual([
      { store: 'Exact', currency: 'EUR', rows: 1, quantity: 7, amount: '3.333333333333', usd: '3.666666666666' },
    ]);
    expect(now.version).not.toBe(lost.version);
    const { rows: audit } = await ctx.deps.db.execute<{ actor_id: string; before: unknown; after: Record<string, unknown> }>(
      sql`select actor_id, before, after from audit_log where action = 'sales_import.lines_booked' and entity_id = ${lost.id}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: admin.id,
      before: { state: 'unmatched', lines: 1, selection: 'one line' },
      after: { state: 'matched', lines: 1, usd: '3.666666666666', releaseId: release, trackId: track },
    });
    // booking it again: nothing waits any more
    expect(await book({ releaseId: release, trackId: track, lines: { by: 'line', importId: lost.id, row: waiting!.row } })).toMatchObject({
      status: 409,
      body: { error: { message: UNMATCHED_TEXTS.changed } },
    });
    expect(await ledgerOf(lost.id)).toHaveLength(1);
    // a rollback of the import reverses the booked line with the rest
    const rb = await importAction(ctx, admin, now, 'rollback');
    expect(rb.status).toBe(200);
    const { rows: left } = await ctx.deps.db.execute<{ net: string }>(
      sql`select sum(net)::text net from earnings_ledger where import_id = ${lost.id}`,
    );
    expect(left[0]!.net).toBe('0.000000000000');
  });

  it('books every line of an ISRC across imports, or of a UPC to a release, when the count is what the console saw', async () => {
    const a = await importAndConfirm(
      ctx,
      admin,
      reportCsv(
        [
          { isrc: 'GBGRP2600001', quantity: '1', amount: '0.1', store: 'GroupA' },
          { isrc: 'GBGRP2600001', quantity: '2', amount: '0.2', store: 'GroupA', country: 'DE' },
          { upc: '0888888888886', quantity: '1', amount: '1', store: 'GroupA', use_type: 'download' },
        ],
        'GROUP-A',
      ),
    );
    const b = await importAndConfirm(
      ctx,
      admin,
      reportCsv([{ isrc: 'GBGRP2600001', quantity: '4', amount: '0.4', store: 'GroupB' }], 'GROUP-B'),
    );
    expect(await summary('isrc=GB-GRP-26-00001')).toMatchObject({ lines: 3, usd: '0.700000000000' });
    // a count other than the queue's: someone booked or added lines since
    const stale = await book({ releaseId: release, trackId: track, lines: { by: 'isrc', isrc: 'GB-GRP-26-00001', count: 2 } });
    expect(stale).toMatchObject({ status: 409, body: { error: { message: UNMATCHED_TEXTS.groupChanged(2, 'ISRC GBGRP2600001') } } });
    const ok = await book({ releaseId: release, trackId: track, lines: { by: 'isrc', isrc: 'GB-GRP-26-00001', count: 3 } });
    expect(ok).toMatchObject({ status: 200, body: { lines: 3, usd: '0.700000000000' } });
    expect((await ledgerOf(a.id)).map((e) => [e.store, e.gross])).toEqual([['GroupA', '0.300000000000']]);
    expect((await ledgerOf(b.id)).map((e) => [e.store, e.gross])).toEqual([['GroupB', '0.400000000000']]);
    expect((await analyticsOf(a.id)).map((r) => [r.country, r.revenue, r.track_id])).toEqual([
      ['US', '0.100000000000', track],
      ['DE', '0.200000000000', track],
    ]);
    // a UPC-A finds its EAN-13; booked to the release alone, as a line matched by UPC
    const upc = await book({ releaseId: release, lines: { by: 'upc', upc: '888888888886', count: 1 } });
    expect(upc).toMatchObject({ status: 200, body: { lines: 1, usd: '1.000000000000', trackTitle: null } });
    const rows = (await analyticsOf(a.id)).filter((r) => r.use_type === 'download');
    expect(rows).toMatchObject([{ track_id: null, revenue: '1.000000000000', release_id: release }]);
    expect((await importNow(ctx, admin, a.id)).rows).toMatchObject({ matched: 3, unmatched: 0 });
    const { rows: audit } = await ctx.deps.db.execute<{ entity_id: string }>(
      sql`select entity_id from audit_log where action = 'sales_import.lines_booked' and entity_id in (${a.id}, ${b.id}) order by created_at`,
    );
    expect(audit.map((x) => x.entity_id).sort()).toEqual([a.id, a.id, b.id].sort());
  });

  it('books lines two admins book at the same moment once: the second is refused', async () => {
    const p = await importAndConfirm(
      ctx,
      admin,
      reportCsv(
        [
          { isrc: 'GBRCE2600001', quantity: '5', amount: '1.25', store: 'Race' },
          { isrc: 'GBRCE2600001', quantity: '5', amount: '1.25', store: 'Race', country: 'FR' },
        ],
        'RACE-1',
      ),
    );
    const admin2 = await createUser(ctx, { admin: true });
    const body = { releaseId: release, trackId: track, lines: { by: 'isrc', isrc: 'GBRCE2600001', count: 2 } };
    // Both read the two lines, then wait on the import this connection holds: the race, made certain.
    const holder = await ctx.deps.pool.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from sales_imports where id = $1 for update', [p.id]);
      const { rows } = await holder.query<{ pid: number }>('select pg_backend_pid() pid');
      const both = Promise.all([book(body), book(body, admin2)]);
      await vi.waitFor(
        async () => {
          // the first waits on this connection, the second on the first (the row's lock queue)
          const waiting = await ctx.deps.pool.query<{ n: number }>(
            'select count(*)::int n from pg_stat_activity where pid <> $1 and cardinality(pg_blocking_pids(pid)) > 0',
            [rows[0]!.pid],
          );
          expect(waiting.rows[0]!.n).toBe(2);
        },
        { timeout: 15_000, interval: 20 },
      );
      await holder.query('commit');
      const results = await both;
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)!.body.error!.message).toBe(UNMATCHED_TEXTS.changed);
    } finally {
      holder.release();
    }
    const ledger = await ledgerOf(p.id);
    expect(ledger.map((e) => [e.kind, e.gross])).toEqual([['earning', '2.500000000000']]);
    expect(await analyticsOf(p.id)).toHaveLength(2);
    const { rows: audit } = await ctx.deps.db.execute<{ n: number }>(
      sql`select count(*)::int n from audit_log where action = 'sales_import.lines_booked' and entity_id = ${p.id}`,
    );
    expect(audit[0]!.n).toBe(1);
  });

  it('refuses lines of an import rolled back, a release or track not found, and bad input, with a clear message', async () => {
    const p = await importAndConfirm(
      ctx,
      admin,
      reportCsv([{ isrc: 'GBGON2600001', quantity: '1', amount: '1', store: 'Gone' }], 'GONE-1'),
    );
    const [waiting] = (await queue(`importId=${p.id}`)).items;
    const lines = { by: 'line', importId: p.id, row: waiting!.row };
    expect(await book({ releaseId: '00000000-0000-4000-8000-000000000000', lines })).toMatchObject({
      status: 404,
      body: { error: { message: UNMATCHED_TEXTS.releaseNotFound } },
    });
    const elsewhere = await releaseWithCodes(ctx, other, { title: 'Elsewhere', isrcs: ['USOTH2600001'] });
    expect(await book({ releaseId: elsewhere, trackId: track, lines })).toMatchObject({
      status: 404,
      body: { error: { message: UNMATCHED_TEXTS.trackNotFound } },
    });
    for (const bad of [
      {},
      { releaseId: release },
      { releaseId: release, lines: { by: 'isrc', isrc: 'nope', count: 1 } },
      { releaseId: release, lines: { by: 'upc', upc: '12', count: 1 } },
    ]) {
      const res = await book(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error!.code).toBe('VALIDATION');
    }
    expect((await ctx.request('GET', '/api/admin/royalties/unmatched?period=2026-13', { cookie: admin.cookie })).status).toBe(400);
    expect((await ctx.request('GET', '/api/admin/royalties/unmatched?cursor=abc', { cookie: admin.cookie })).status).toBe(400);
    expect((await ctx.request('GET', '/api/admin/royalties/catalogue?q=a', { cookie: admin.cookie })).status).toBe(400);
    // rolled back, the import's lines leave the queue and cannot be booked
    const now = await importNow(ctx, admin, p.id);
    expect((await importAction(ctx, admin, now, 'rollback')).status).toBe(200);
    expect((await queue(`importId=${p.id}`)).total).toBe(0);
    expect(await book({ releaseId: release, trackId: track, lines })).toMatchObject({ status: 409 });
    expect(await ledgerOf(p.id)).toEqual([]);
  });

  it('refuses a negative line that would leave the artist claims above their earnings', async () => {
    const poor = await createUser(ctx, {});
    const theirs = await releaseWithCodes(ctx, poor, { title: 'Poor Song', isrcs: ['USPOR2600001'] });
    await importAndConfirm(ctx, admin, reportCsv([{ isrc: 'USPOR2600001', quantity: '100', amount: '20', store: 'PoorA' }], 'POOR-A'));
    expect((await claim(ctx, poor, '15')).status).toBe(201);
    const p = await importAndConfirm(
      ctx,
      admin,
      reportCsv([{ isrc: 'GBNEG2600001', quantity: '-10', amount: '-10', store: 'PoorB' }], 'POOR-B'),
    );
    const [waiting] = (await queue(`importId=${p.id}`)).items;
    const res = await book({ releaseId: theirs, lines: { by: 'line', importId: p.id, row: waiting!.row } });
    expect(res.status).toBe(409);
    expect(res.body.error!.code).toBe('CLAIMS_NOT_COVERED');
    expect(res.body.error!.message).toMatch(new RegExp(`^${UNMATCHED_TEXTS.bookRefused}:`));
    expect((await queue(`importId=${p.id}`)).total).toBe(1);
  });
});

describe('the catalogue to book to', () => {
  it('finds tracks by ISRC or title and releases by UPC or title', async () => {
    const byIsrc = await get<CatalogueMatchDto[]>('/api/admin/royalties/catalogue?q=US-ABC-26-00001');
    expect(byIsrc[0]).toMatchObject({
      releaseId: release,
      trackId: track,
      isrc: 'USABC2600001',
      releaseTitle: 'Night Drive',
      owner: { id: artist.id },
    });
    const byUpc = await get<CatalogueMatchDto[]>('/api/admin/royalties/catalogue?q=12345678905');
    expect(byUpc[0]).toMatchObject({ releaseId: release, trackId: null, upc: '012345678905' });
    const byTitle = await get<CatalogueMatchDto[]>('/api/admin/royalties/catalogue?q=night dr');
    expect(byTitle.map((m) => m.trackId)).toEqual([null, track]);
    expect(await get<CatalogueMatchDto[]>('/api/admin/royalties/catalogue?q=nothing like it')).toEqual([]);
  });
});

describe('who may use the queue', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin/royalties/unmatched'],
    ['GET', '/api/admin/royalties/unmatched/summary'],
    ['GET', '/api/admin/royalties/unmatched/export'],
    ['GET', '/api/admin/royalties/catalogue?q=night'],
    [
      'POST',
      '/api/admin/royalties/unmatched/book',
      { releaseId: '00000000-0000-4000-8000-000000000000', lines: { by: 'isrc', isrc: 'GBGRP2600001', count: 1 } },
    ],
  ];
  it('refuses artists (403) and visitors (401), and books nothing for them', async () => {
    const p = await importAndConfirm(
      ctx,
      admin,
      reportCsv([{ isrc: 'GBACC2600001', quantity: '1', amount: '1', store: 'Access' }], 'ACCESS-1'),
    );
    const [waiting] = (await queue(`importId=${p.id}`)).items;
    routes.push([
      'POST',
      '/api/admin/royalties/unmatched/book',
      { releaseId: release, lines: { by: 'line', importId: p.id, row: waiting!.row } },
    ]);
    for (const [method, path, body] of routes) {
      expect((await ctx.request(method, path, { cookie: artist.cookie, body })).status, `${method} ${path}`).toBe(403);
      expect((await ctx.request(method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
    expect((await queue(`importId=${p.id}`)).total).toBe(1);
    expect(await ledgerOf(p.id)).toEqual([]);
  });
});
