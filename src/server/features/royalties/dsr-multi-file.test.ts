// A DSR report in several files (one MessageId, FileNumber 1..NumberOfFiles, every file repeating
// the whole report's summary records) is one import: its files uploaded one by one in any order,
// the preview waiting for the set, the summaries' usages checked across the files and the revenue
// shared out exactly; a set that does not hold together is refused with the reason.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreviewDto } from '../../../domain/royalty-imports-dto.ts';
import { IMPORT_TEXTS } from '../../../domain/earnings.ts';
import { REPORT_TEXTS } from '../../../domain/report-formats.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { confirm, dsrReport, importNow, releaseWithCodes, upload, type DsrSummaryLine } from '../../test/royalties.ts';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  const artist = await createUser(ctx, {});
  admin = await createUser(ctx, { admin: true });
  await releaseWithCodes(ctx, artist, { title: 'Night Drive', isrcs: ['USABC2600001', 'USABC2600002'] });
});
afterAll(() => ctx.close());

const SUMMARIES: DsrSummaryLine[] = [
  { id: 'S1', usages: '10', revenue: '1.000000000001' },
  { id: 'S2', tier: 'Family', usages: '7', revenue: '0.333333333333' },
];
const LINES = [
  { summary: 'S1', isrc: 'USABC2600001', usages: '3' },
  { summary: 'S2', isrc: 'USABC2600002', usages: '2' },
  { summary: 'S1', isrc: 'USABC2600002', usages: '3' },
  { summary: 'S2', isrc: 'USABC2600001', usages: '2' },
  { summary: 'S1', isrc: 'USABC2600001', usages: '4' },
  { summary: 'S2', isrc: 'USABC2600002', usages: '3' },
];

async function send(body: string, name: string) {
  const res = await upload(ctx, admin, body, name);
  return { status: res.status, body: (await res.json()) as ImportPreviewDto & { error?: { message: string } } };
}

describe('a DSR report in three files', () => {
  it('waits for its files in any order, then books the whole report exactly', async () => {
    const [one, two, three] = dsrReport({ messageId: 'MULTI-1', summaries: SUMMARIES, lines: LINES, files: 3 });
    const third = await send(three!, 'dsr_3of3.tsv');
    expect(third.status, JSON.stringify(third.body)).toBe(201);
    expect(third.body.files).toEqual({ expected: 3, received: [{ number: 3, name: 'dsr_3of3.tsv' }] });
    // while the set waits, its lines are counted by state; its money is summed once the set is whole
    expect(third.body.rows).toMatchObject({ total: 2, matched: 2, unmatched: 0 });
    expect(third.body.totals).toEqual([]);
    const first = await send(one!, 'dsr_1of3.tsv');
    expect(first.body.id).toBe(third.body.id);
    expect(first.body.files!.received.map((f) => f.number)).toEqual([1, 3]);
    const early = await confirm(ctx, admin, first.body);
    expect(early.status).toBe(400);
    expect(early.body.error?.message).toBe(IMPORT_TEXTS.filesMissing([2], 3));
    // the same file again changes nothing
    const again = await send(one!, 'dsr_1of3.tsv');
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(REPORT_TEXTS.dsrSetFileTwice(1, 3));
    const whole = await send(two!, 'dsr_2of3.tsv');
    expect(whole.status).toBe(201);
    expect(whole.body.id).toBe(first.body.id);
    expect(whole.body.fileName).toBe('dsr_1of3.tsv (+2 more files)');
    expect(whole.body.rows).toMatchObject({ total: 6, matched: 6 });
    // every summary's revenue, to the last of its 12 places, shared over the three files' lines
    expect(whole.body.totals).toEqual([
      { store: 'StreamCo', currency: 'USD', rows: 6, quantity: 17, amount: '1.333333333334', usd: '1.333333333334' },
    ]);
    const { rows } = await ctx.deps.db.execute<{ line: number; amount: string }>(
      sql`select line, amount::text from sales_import_rows where import_id = ${whole.body.id} order by line`,
    );
    // lines of file k are numbered after k; a line's part is its exact share rounded down, the summary's last line takes the rest
    expect(rows.map((r) => [Math.floor(r.line / 100_000_000), r.amount])).toEqual([
      [1, '0.300000000000'],
      [1, '0.095238095238'],
      [2, '0.300000000000'],
      [2, '0.095238095238'],
      [3, '0.400000000001'],
      [3, '0.142857142857'],
    ]);
    const problems = await ctx.request('GET', `/api/admin/royalties/imports/${whole.body.id}/rows?state=matched`, { cookie: admin.cookie });
    expect(((await problems.json()) as { items: { file: number; line: number }[] }).items.map((r) => [r.file, r.line])).toEqual([
      [1, 6],
      [1, 9],
      [2, 6],
      [2, 9],
      [3, 6],
      [3, 9],
    ]);
    const done = await confirm(ctx, admin, await importNow(ctx, admin, whole.body.id));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const { rows: booked } = await ctx.deps.db.execute<{ g: string }>(
      sql`select sum(gross)::text g from earnings_ledger where import_id = ${whole.body.id}`,
    );
    expect(booked[0]!.g).toBe('1.333333333334');
  });

  it('counts a waiting set’s lines file by file as counting its rows would, a line that matches nothing as unmatched', async () => {
    const lines = LINES.map((l, i) => (i === 3 ? { ...l, isrc: 'USXYZ2600009' } : l));
    const files = dsrReport({ messageId: 'MULTI-COUNT', summaries: SUMMARIES, lines, files: 3 });
    const recount = async (id: string) => {
      const { rows } = await ctx.deps.db.execute<ImportPreviewDto['rows']>(sql`
        select count(*)::int total, (count(*) filter (where state = 'matched'))::int matched,
               (count(*) filter (where state = 'unmatched'))::int unmatched, (count(*) filter (where state = 'refused'))::int refused,
               (count(*) filter (where state = 'duplicate'))::int duplicate
          from sales_import_rows where import_id = ${id}`);
      return rows[0]!;
    };
    const seen: ImportPreviewDto['rows'][] = [];
    for (const [k, body] of files.entries()) {
      const sent = await send(body, `count_${k + 1}of3.tsv`);
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      expect(sent.body.rows).toEqual(await recount(sent.body.id));
      seen.push(sent.body.rows);
    }
    expect(seen.map((r) => [r.total, r.matched, r.unmatched])).toEqual([
      [2, 2, 0],
      [4, 3, 1],
      [6, 5, 1],
    ]);
    // what confirming reads instead of the lines: the whole set's stores and periods, and its matched artists
    const { rows } = await ctx.deps.db.execute<{ kept: unknown; counted: unknown }>(sql`
      select jsonb_build_object('coverage', i.coverage, 'users', i.matched_users) kept,
             jsonb_build_object(
               'coverage', (select jsonb_agg(jsonb_build_object('store_key', k, 'first_day', s, 'last_day', e) order by k, s, e)
                              from (select distinct lower(store) k, usage_start s, usage_end e from sales_import_rows
                                     where import_id = i.id and state in ('matched','unmatched')) c),
               'users', (select array_agg(distinct user_id) from sales_import_rows where import_id = i.id and state = 'matched')) counted
        from sales_imports i where i.statement_id = 'MULTI-COUNT'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.kept).toEqual(rows[0]!.counted);
    expect(rows[0]!.kept).toMatchObject({ coverage: [{ store_key: expect.any(String) }], users: [expect.any(String)] });
  });

  it('refuses a file whose summary records differ from the set’s, naming the record, and keeps the files before', async () => {
    const [one] = dsrReport({ messageId: 'MULTI-2', summaries: SUMMARIES, lines: LINES, files: 3 });
    const changed = SUMMARIES.map((s) => (s.id === 'S2' ? { ...s, revenue: '0.4' } : s));
    const [, two] = dsrReport({ messageId: 'MULTI-2', summaries: changed, lines: LINES, files: 3 });
    const first = await send(one!, 'a_1of3.tsv');
    const bad = await send(two!, 'a_2of3.tsv');
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toBe(REPORT_TEXTS.dsrSetSummary('S2', 2, 1));
    expect((await importNow(ctx, admin, first.body.id)).files!.received.map((f) => f.number)).toEqual([1]);
  });

  it('refuses a file that counts the report’s files otherwise, and the last file when the usages do not add up across the set', async () => {
    const [one] = dsrReport({ messageId: 'MULTI-3', summaries: SUMMARIES, lines: LINES, files: 3 });
    const [, four] = dsrReport({ messageId: 'MULTI-3', summaries: SUMMARIES, lines: LINES, files: 4 });
    expect((await send(one!, 'b_1of3.tsv')).status).toBe(201);
    const count = await send(four!, 'b_2of4.tsv');
    expect(count.status).toBe(400);
    expect(count.body.error?.message).toBe(REPORT_TEXTS.dsrSetFileCount(4, 3));
    // a line fewer in the last file: summary S2 says 7 usages, the set's lines add up to 4
    const short = dsrReport({ messageId: 'MULTI-3', summaries: SUMMARIES, lines: LINES.slice(0, 5), files: 3 });
    expect((await send(short[1]!, 'b_2of3.tsv')).status).toBe(201);
    const last = await send(short[2]!, 'b_3of3.tsv');
    expect(last.status).toBe(400);
    expect(last.body.error?.message).toBe(REPORT_TEXTS.dsrSetUsages('S2', '7', '4', 3));
  });
});
