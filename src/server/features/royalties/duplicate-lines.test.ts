// A line is booked once however often it is reported. A line is known by its source, statement and
// line id (our CSV's line_id, a DSR usage record's SalesTransactionId): repeated within one report,
// or already booked by a confirmed import, it is shown in the preview as a duplicate (with the line
// that has it first, or the import that booked it) and never booked. A rolled-back import books
// nothing, and the import a correction replaces does not count against it. DistroKid-style lines
// have no line id, so nothing says two of them are one.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportListItemDto, ImportPreviewDto, ImportRowDto, ImportRowsPageDto } from '../../../domain/royalty-imports-dto.ts';
import { REPORT_TEXTS, lineKey } from '../../../domain/report-formats.ts';
import { ORIGIN, createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { settleRepeats } from './flag-duplicate-lines.ts';
import { confirm, preview, releaseWithCodes, reportCsv, type CsvLine } from '../../test/royalties.ts';

let ctx: TestContext;
let admin: TestUser;
let releaseId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const artist = await createUser(ctx, {});
  admin = await createUser(ctx, { admin: true });
  releaseId = await releaseWithCodes(ctx, artist, { title: 'Night Drive', upc: '0123456789012', isrcs: ['USABC2600001'] });
});
afterAll(() => ctx.close());

const quoted = (s: string) => `"${s.replaceAll('"', '""')}"`;

/** A line of our CSV for the release's track. Each case has its own source: a confirmed import of the same source, store and period would be replaced. */
const line = (source: string, statement: string, lineId: string, amount = '1', more: CsvLine = {}): CsvLine => ({
  source,
  statement_id: statement,
  line_id: lineId,
  isrc: 'USABC2600001',
  quantity: '1',
  amount,
  ...more,
});

const rows = async (id: string, state = 'all'): Promise<ImportRowDto[]> => {
  const res = await ctx.request('GET', `/api/admin/royalties/imports/${id}/rows?state=${state}&limit=100`, { cookie: admin.cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as ImportRowsPageDto).items;
};

/** What an import booked: the gross of its ledger entries, reversals included. */
const booked = async (id: string) =>
  (
    await ctx.deps.db.execute<{ gross: string }>(
      sql`select coalesce(sum(gross), 0)::text gross from earnings_ledger where import_id = ${id}`,
    )
  ).rows[0]!.gross;

async function confirmed(p: Pick<ImportListItemDto, 'id' | 'version'>) {
  const c = await confirm(ctx, admin, p);
  expect(c.status, JSON.stringify(c.body)).toBe(200);
  return c.body;
}

async function rollBack(item: Pick<ImportListItemDto, 'id' | 'version'>) {
  const res = await ctx.request('POST', `/api/admin/royalties/imports/${item.id}/rollback`, {
    cookie: admin.cookie,
    body: { version: item.version },
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** An upload with the source given by the admin (which names the import, not its lines). */
async function previewAs(body: string, name: string, source: string): Promise<ImportPreviewDto> {
  const res = await ctx.app.request(`/api/admin/royalties/imports?name=${name}&source=${encodeURIComponent(source)}`, {
    method: 'POST',
    headers: { Origin: ORIGIN, Cookie: admin.cookie, 'Content-Type': 'text/plain' },
    body,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as ImportPreviewDto;
}

describe('lines repeated in one report', () => {
  it('books three identical lines of our CSV once, and the preview shows the other two as duplicates of the first', async () => {
    const p = await preview(ctx, admin, reportCsv([line('Dup', 'D-1', '7'), line('Dup', 'D-1', '7'), line('Dup', 'D-1', '7')]));
    expect(p.rows).toEqual({ total: 3, matched: 1, unmatched: 0, refused: 0, duplicate: 2 });
    expect(p.totals).toMatchObject([{ store: 'Spotify', rows: 1, amount: '1.000000000000' }]);
    const dups = await rows(p.id, 'duplicate');
    expect(dups.map((r) => [r.line, r.state, r.duplicateOf, r.releaseTitle])).toEqual([
      [3, 'duplicate', { line: 2, importId: null, fileName: null }, 'Night Drive'],
      [4, 'duplicate', { line: 2, importId: null, fileName: null }, 'Night Drive'],
    ]);
    expect(dups[0]!.reason).toBe(REPORT_TEXTS.repeatedLine(2));
    expect(p.problems.map((r) => [r.line, r.state])).toEqual([
      [3, 'duplicate'],
      [4, 'duplicate'],
    ]);
    await confirmed(p);
    expect(await booked(p.id)).toBe('1.000000000000');
  });

  it('tells lines apart by source, statement and line id, and gives no key to a line without a line id', async () => {
    const p = await preview(
      ctx,
      admin,
      reportCsv(
        [
          line('Apart', 'A-1', '1'),
          line('Apart', 'A-2', '1'),
          line('Apart2', 'A-1', '1', '1', { store: 'Elsewhere' }),
          // the source's length keeps ("Apart", "X-1") and ("ApartX", "-1") apart
          line('ApartX', '-1', '1', '1', { store: 'Elsewhere' }),
          line('Apart', 'X-1', '1'),
          line('Apart', 'A-1', '2'),
          line('Apart', 'A-1', ''),
          line('Apart', 'A-1', ''),
        ],
        'A-1',
      ),
    );
    expect(p.rows).toEqual({ total: 8, matched: 8, unmatched: 0, refused: 0, duplicate: 0 });
  });

  it('stores each line key as the domain makes it, characters COPY escapes included', async () => {
    const lines = [line('Esc\\Co', 'E\t1', 'L\\1'), line('Esc\\Co', 'E\t1', 'L\\1'), line('Esc\\Co', 'E\t1', 'L\t2')];
    const p = await preview(
      ctx,
      admin,
      reportCsv(
        lines.map((l) => ({ ...l, source: quoted(l.source!), statement_id: quoted(l.statement_id!), line_id: quoted(l.line_id!) })),
      ),
    );
    expect(p.rows).toMatchObject({ matched: 2, duplicate: 1 });
    const { rows: stored } = await ctx.deps.db.execute<{ line_key: string }>(
      sql`select line_key from sales_import_rows where import_id = ${p.id} order by line`,
    );
    expect(stored.map((r) => r.line_key)).toEqual(
      lines.map((l) => lineKey({ source: l.source!, statementId: l.statement_id!, lineId: l.line_id! })),
    );
  });

  it('books a DSR usage line repeated with its SalesTransactionId once', async () => {
    const p = await preview(
      ctx,
      admin,
      dsr({
        sender: 'RepeatCo',
        messageId: 'MSG-R1',
        lines: [
          ['T1', 4],
          ['T2', 2],
          ['T1', 4],
        ],
      }),
      'repeat.tsv',
    );
    expect(p.rows).toEqual({ total: 3, matched: 2, unmatched: 0, refused: 0, duplicate: 1 });
    expect((await rows(p.id, 'duplicate')).map((r) => [r.line, r.duplicateOf?.line])).toEqual([[7, 5]]);
    await confirmed(p);
    // the summary's 1.00 over 10 usages: 0.40 and 0.20 booked, the repeated 0.40 not
    expect(await booked(p.id)).toBe('0.600000000000');
  });

  it('does not tell DistroKid-style lines apart: they have no line id', async () => {
    const tsv =
      'Reporting Date\tSale Month\tStore\tArtist\tTitle\tISRC\tUPC\tQuantity\tTeam Percentage\tSong/Album\tCountry of Sale\tSongwriter Royalties Withheld\tEarnings (USD)\n' +
      '2026-11-15\t2026-10\tDK Store\tAva\tNight Drive\tUSABC2600001\t\t3\t100\tSong\tUS\t0\t0.30\n'.repeat(2);
    const p = await preview(ctx, admin, tsv, 'dk.tsv');
    expect(p.rows).toEqual({ total: 2, matched: 2, unmatched: 0, refused: 0, duplicate: 0 });
  });
});

describe('lines an earlier import booked', () => {
  it('flags a line a confirmed import booked, names that import and its line, and books only the new lines', async () => {
    // two statements over two stores: the import has no one statement (so the statement check lets the next file in) and replaces nothing
    const earlier = await preview(
      ctx,
      admin,
      reportCsv([line('Booked', 'B-A', '1'), line('Booked', 'B-A', '2', '2'), line('Booked', 'B-B', '1', '1', { store: 'Apple Music' })]),
      'earlier.csv',
    );
    expect(earlier.store).toBe('Several');
    await confirmed(earlier);
    const p = await preview(ctx, admin, reportCsv([line('Booked', 'B-A', '2', '2'), line('Booked', 'B-A', '3', '3')], 'B-A'), 'later.csv');
    expect(p.rows).toEqual({ total: 2, matched: 1, unmatched: 0, refused: 0, duplicate: 1 });
    const [dup] = await rows(p.id, 'duplicate');
    expect(dup).toMatchObject({ line: 2, duplicateOf: { line: 3, importId: earlier.id, fileName: 'earlier.csv' } });
    expect(dup!.reason).toBe(REPORT_TEXTS.bookedLine('earlier.csv', 3));
    await confirmed(p);
    expect(await booked(p.id)).toBe('3.000000000000');
  });

  it('books a line two open previews share once, whichever is confirmed first, even when both are confirmed at once', async () => {
    const report = (n: string) =>
      reportCsv([line('Twice', 'T-A', '1'), line('Twice', 'T-A', n, '2'), line('Twice', 'T-B', n, '1', { store: 'Apple Music' })]);
    const first = await preview(ctx, admin, report('2'), 'first.csv');
    const second = await preview(ctx, admin, report('3'), 'second.csv');
    expect([first.rows.duplicate, second.rows.duplicate]).toEqual([0, 0]);
    const answers = await Promise.all([confirm(ctx, admin, first), confirm(ctx, admin, second)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const [a, b] = [await booked(first.id), await booked(second.id)];
    // line T-A 1 is booked by whichever came first; the other books only its own two lines
    expect([a, b].sort()).toEqual(['3.000000000000', '4.000000000000']);
    const later = a === '3.000000000000' ? first : second;
    const [dup] = await rows(later.id, 'duplicate');
    expect(dup).toMatchObject({ line: 2, duplicateOf: { line: 2, importId: later === first ? second.id : first.id } });
  });

  it('flags an unmatched line a confirmed import holds too (Match again would book it there)', async () => {
    const unmatched = { isrc: 'QZZZZ2600009' };
    const earlier = await preview(
      ctx,
      admin,
      reportCsv([line('Held', 'H-A', '1', '1', unmatched), line('Held', 'H-B', '1', '1', { store: 'Apple Music' })]),
    );
    await confirmed(earlier);
    const p = await preview(ctx, admin, reportCsv([line('Held', 'H-A', '1', '1', unmatched), line('Held', 'H-A', '2')], 'H-A'));
    expect(p.rows).toEqual({ total: 2, matched: 1, unmatched: 0, refused: 0, duplicate: 1 });
  });

  it('books the line normally once that import is rolled back', async () => {
    const earlier = await preview(
      ctx,
      admin,
      reportCsv([line('Rolled', 'R-A', '1'), line('Rolled', 'R-B', '1', '1', { store: 'Apple Music' })]),
    );
    const done = await confirmed(earlier);
    const before = await preview(ctx, admin, reportCsv([line('Rolled', 'R-A', '1', '1.25')], 'R-A'));
    expect(before.rows).toMatchObject({ matched: 0, duplicate: 1 });
    await rollBack(done);
    const after = await preview(ctx, admin, reportCsv([line('Rolled', 'R-A', '1', '1.5')], 'R-A'));
    expect(after.rows).toEqual({ total: 1, matched: 1, unmatched: 0, refused: 0, duplicate: 0 });
    await confirmed(after);
    expect(await booked(after.id)).toBe('1.500000000000');
  });

  it('does not count the lines of the import a correction replaces', async () => {
    // one source, store and period, two statements: the correction of the same lines replaces it
    const first = await preview(
      ctx,
      admin,
      reportCsv([line('Fixed', 'F-A', '1'), line('Fixed', 'F-A', '2'), line('Fixed', 'F-B', '1')]),
      'first.csv',
    );
    await confirmed(first);
    const fix = await preview(
      ctx,
      admin,
      reportCsv([
        line('Fixed', 'F-A', '1', '2'),
        line('Fixed', 'F-A', '2', '2'),
        line('Fixed', 'F-B', '1', '2'),
        line('Fixed', 'F-A', '2', '2'),
      ]),
      'fix.csv',
    );
    expect(fix.wouldReplace).toMatchObject({ id: first.id });
    expect(fix.rows).toEqual({ total: 4, matched: 3, unmatched: 0, refused: 0, duplicate: 1 });
    expect((await rows(fix.id, 'duplicate')).map((r) => r.duplicateOf)).toEqual([{ line: 3, importId: null, fileName: null }]);
    await confirmed(fix);
    // the first import's 3.00 reversed, the correction's three lines booked once each
    expect([await booked(first.id), await booked(fix.id)]).toEqual(['0.000000000000', '6.000000000000']);
  });

  it('flags a DSR usage line a confirmed import booked, whatever source the admin named either import by', async () => {
    const lines: [string, number][] = [
      ['T1', 6],
      ['T2', 4],
    ];
    const earlier = await previewAs(dsr({ sender: 'BookedCo', messageId: 'MSG-B1', lines }), 'earlier.tsv', 'BookedCo via FTP');
    await confirmed(earlier);
    // the same statement, with one more line: the file is not the same, and the import's source is the sender's
    const p = await preview(ctx, admin, dsr({ sender: 'BookedCo', messageId: 'MSG-B1', lines: [...lines, ['T3', 10]] }), 'again.tsv');
    expect(p.source).toBe('BookedCo');
    expect(p.rows).toEqual({ total: 3, matched: 1, unmatched: 0, refused: 0, duplicate: 2 });
    expect((await rows(p.id, 'duplicate')).map((r) => [r.line, r.duplicateOf])).toEqual([
      [5, { line: 5, importId: earlier.id, fileName: 'earlier.tsv' }],
      [6, { line: 6, importId: earlier.id, fileName: 'earlier.tsv' }],
    ]);
    await confirmed(p);
    expect(await booked(p.id)).toBe('0.500000000000');
  });

  it('finds the earlier import among the statements of a file of very many', async () => {
    const many = Array.from({ length: 300 }, (_, i) => line('Many', `M-${i}`, '1', '1', { store: i % 2 ? 'Apple Music' : 'Spotify' }));
    const earlier = await preview(ctx, admin, reportCsv(many), 'many.csv');
    await confirmed(earlier);
    const p = await preview(ctx, admin, reportCsv([line('Many', 'M-299', '1'), line('Many', 'M-299', '2')], 'M-299'));
    expect(p.rows).toMatchObject({ matched: 1, duplicate: 1 });
    expect((await rows(p.id, 'duplicate'))[0]!.duplicateOf).toMatchObject({ importId: earlier.id, line: 301 });
  });
});

describe('candidates the hashes gave', () => {
  it('keeps a line whose key only shares a hash, and points a repeat of it at it, not at the first line with the hash', async () => {
    // as the stream wrote them had every key the same hash: each line after the first a candidate of line 2
    const importId = crypto.randomUUID();
    const written: [number, string, string, string | null, number | null][] = [
      [2, 'matched', 'A', releaseId, null],
      [3, 'duplicate', 'B', null, 2],
      [4, 'duplicate', 'B', releaseId, 2],
      [5, 'duplicate', 'A', releaseId, 2],
      [6, 'duplicate', 'C', releaseId, 2],
    ];
    for (const [line, state, key, release, first] of written)
      await ctx.deps.db.execute(sql`
        insert into sales_import_rows (import_id, line, state, reason, line_key, release_id, duplicate_of_line)
        values (${importId}, ${line}, ${state}, ${release ? null : 'No track with ISRC QZZZZ2600009'}, ${key}, ${release}, ${first})`);
    await settleRepeats(ctx.deps.db, importId);
    const { rows: settled } = await ctx.deps.db.execute<{ line: number; state: string; duplicate_of_line: number | null }>(
      sql`select line, state, duplicate_of_line from sales_import_rows where import_id = ${importId} order by line`,
    );
    expect(settled.map((r) => [r.line, r.state, r.duplicate_of_line])).toEqual([
      [2, 'matched', null],
      [3, 'unmatched', null],
      [4, 'duplicate', 3],
      [5, 'duplicate', 2],
      [6, 'matched', null],
    ]);
  });
});

/**
 * A DSR flat file of one release and track (the artist's ISRC), one streaming summary of 1.00
 * over the lines' usages, and a usage line (SU02) per [SalesTransactionId, usages].
 */
function dsr(opts: { sender: string; messageId: string; lines: [string, number][] }): string {
  const usages = opts.lines.reduce((n, [, u]) => n + u, 0);
  const records = [
    [
      'HEAD',
      'dsrf/1.1',
      'BasicAudioProfile',
      '1.1',
      opts.messageId,
      '2026-11-02T10:00:00Z',
      '1',
      '1',
      '2026-10-01',
      '2026-10-31',
      'PADPIDA0000000001',
      opts.sender,
    ],
    [
      'SY02',
      'S1',
      opts.sender,
      'DPID1',
      'SubscriptionModel',
      'OnDemandStream',
      'US',
      `${opts.sender} Premium`,
      String(usages),
      '1',
      'USD',
      '1.00',
    ],
    ['RE01', 'B1', 'R1', 'dsp-r1', '', 'CAT1', '0123456789012', 'Ava', '', 'Night Drive'],
    ['AS02', 'B1', 'A1', 'dsp-a1', 'USABC2600001', 'Night Drive', '', 'Ava'],
    ...opts.lines.map(([tx, n]) => ['SU02', 'B1', 'S1', tx, '', 'A1', 'true', String(n)]),
  ];
  records.push(['FOOT', String(records.length + 1), String(records.length + 1), '1', '1', '1']);
  return records.map((r) => r.join('\t')).join('\n') + '\n';
}
