// Reading a sales report into a preview: every row kept as written (text the database's COPY must
// escape, the codes of refused rows, the reason of an unmatched one), a report of more rows than
// one batch, the statement's source, store and period as the file gives them, who handed it in,
// and the size cap.
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreviewDto, ImportRowsPageDto } from '../../../domain/royalty-imports-dto.ts';
import { IMPORT_TEXTS } from '../../../domain/earnings.ts';
import { REPORT_TEXTS } from '../../../domain/report-formats.ts';
import { systemActor } from '../../actor.ts';
import { ORIGIN, createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { createImport } from './create-import.ts';
import { preview, releaseWithCodes, reportCsv, upload } from '../../test/royalties.ts';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  const artist = await createUser(ctx, {});
  admin = await createUser(ctx, { admin: true });
  await releaseWithCodes(ctx, artist, { title: 'Night Drive', upc: '0123456789012', isrcs: ['USABC2600001'] });
});
afterAll(() => ctx.close());

const rows = async (id: string, state = 'all') => {
  const res = await ctx.request('GET', `/api/admin/royalties/imports/${id}/rows?state=${state}&limit=100`, { cookie: admin.cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as ImportRowsPageDto).items;
};
const quoted = (s: string) => `"${s.replaceAll('"', '""')}"`;

describe('a report read into a preview', () => {
  it('keeps backslashes, tabs, line breaks and carriage returns in the text as written', async () => {
    const titles = ['Back\\slash \\N', 'Tab\there', 'Two\nlines', 'Carriage\rreturn', 'All \\\t\n\r four'];
    const p = await preview(
      ctx,
      admin,
      reportCsv(
        titles.map((t, i) => ({ isrc: 'USABC2600001', quantity: '1', amount: '1', line_id: String(i + 1), track_title: quoted(t) })),
        'ESC-1',
      ),
    );
    expect(p.rows).toMatchObject({ total: 5, matched: 5 });
    expect((await rows(p.id)).map((r) => r.title)).toEqual(titles);
  });

  it('keeps a refused row with its codes and title, and says why a row is unmatched', async () => {
    const p = await preview(
      ctx,
      admin,
      reportCsv(
        [
          { isrc: 'USABC2600001', upc: '0123456789012', quantity: 'many', amount: '1', track_title: quoted('Tab\tbed') },
          { isrc: 'QZZZZ2600009', quantity: '1', amount: '1' },
          { upc: '0999999999999', quantity: '1', amount: '1' },
        ],
        'REF-1',
      ),
    );
    expect(p.rows).toEqual({ total: 3, matched: 0, unmatched: 2, refused: 1, duplicate: 0 });
    const all = await rows(p.id);
    expect(all.map((r) => [r.line, r.state, r.isrc, r.upc, r.title, r.artist, r.store])).toEqual([
      [2, 'refused', 'USABC2600001', '0123456789012', 'Tab\tbed', null, 'Spotify'],
      [3, 'unmatched', 'QZZZZ2600009', null, 'Song', 'Ava', 'Spotify'],
      [4, 'unmatched', null, '0999999999999', 'Song', 'Ava', 'Spotify'],
    ]);
    expect(all[0]!.reason).toBeTruthy();
    expect(all.slice(1).map((r) => r.reason)).toEqual(['No track with ISRC QZZZZ2600009', 'No release with UPC 0999999999999']);
  });

  it('keeps a title of a lone backslash, and matches a row by its UPC alone to the release, with no track', async () => {
    const p = await preview(
      ctx,
      admin,
      reportCsv(
        [
          { isrc: 'USABC2600001', quantity: '1', amount: '1', track_title: '\\' },
          { upc: '0123456789012', quantity: '1', amount: '1' },
        ],
        'ESC-2',
      ),
    );
    expect(p.rows).toMatchObject({ total: 2, matched: 2 });
    expect((await rows(p.id)).map((r) => [r.title, r.releaseTitle])).toEqual([
      ['\\', 'Night Drive'],
      ['Song', 'Night Drive'],
    ]);
    const { rows: stored } = await ctx.deps.db.execute<{ line: number; track: boolean }>(
      sql`select line, track_id is not null track from sales_import_rows where import_id = ${p.id} order by line`,
    );
    expect(stored).toEqual([
      { line: 2, track: true },
      { line: 3, track: false },
    ]);
  });

  it('leaves nothing behind on its connection when the file is refused part-way', async () => {
    // one connection: a transaction left open or not rolled back would show here
    const pool = new pg.Pool({ ...ctx.deps.pool.options, max: 1 });
    try {
      const deps = { ...ctx.deps, pool };
      // the rows arrive first, then a byte that is no UTF-8: refused after the import was begun
      const body = [Buffer.from(reportCsv([{ isrc: 'USABC2600001', quantity: '1', amount: '1' }], 'HALF-1')), Buffer.from([0xe9, 0x0a])];
      await expect(
        createImport(deps, systemActor('royalties.pick-up'), { body: Readable.from(body), fileName: 'half.csv' }),
      ).rejects.toThrow(REPORT_TEXTS.notUtf8);
      const { rows: left } = await pool.query<{ n: number; open: boolean }>(
        `select (select count(*)::int from sales_imports where file_name = 'half.csv') n, now() <> statement_timestamp() open`,
      );
      expect(left[0]).toEqual({ n: 0, open: false });
    } finally {
      await pool.end();
    }
  });

  it('reads a report of more rows than one batch, each row once', async () => {
    const n = 4_500;
    const lines = Array.from({ length: n }, (_, i) => ({
      isrc: i % 2 ? 'USABC2600001' : 'QZZZZ2600009',
      quantity: '1',
      amount: '0.01',
      line_id: String(i + 1),
      track_title: `Song ${i + 1}`,
    }));
    const p = await preview(ctx, admin, reportCsv(lines, 'BIG-1'));
    expect(p.rows).toEqual({ total: n, matched: n / 2, unmatched: n / 2, refused: 0, duplicate: 0 });
    const { rows: stored } = await ctx.deps.db.execute<{ n: number; lines: number; first: number; last: number }>(
      sql`select count(*)::int n, count(distinct line)::int lines, min(line) first, max(line) last from sales_import_rows where import_id = ${p.id}`,
    );
    expect(stored[0]).toEqual({ n, lines: n, first: 2, last: n + 1 });
  });

  it('holds no header-only file', async () => {
    const res = await upload(ctx, admin, reportCsv([], 'NONE-1'));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(IMPORT_TEXTS.empty);
  });
});

describe("the statement's source, store and period", () => {
  it("takes the source asked for, else the rows', else the format's name", async () => {
    const asked = await upload(ctx, admin, reportCsv([{ isrc: 'USABC2600001', quantity: '1', amount: '1' }], 'SRC-1'), 'a.csv');
    expect(asked.status).toBe(201);
    expect(((await asked.json()) as ImportPreviewDto).source).toBe('Spotify');
    const res = await ctx.app.request('/api/admin/royalties/imports?name=b.csv&source=Label%20Feed', {
      method: 'POST',
      headers: { Origin: ORIGIN, Cookie: admin.cookie, 'Content-Type': 'text/csv' },
      body: reportCsv([{ isrc: 'USABC2600001', quantity: '1', amount: '2' }], 'SRC-2'),
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as ImportPreviewDto).source).toBe('Label Feed');
    // a row without a source leaves the others' source the file's
    const blank = await preview(
      ctx,
      admin,
      reportCsv(
        [
          { isrc: 'USABC2600001', quantity: '1', amount: '3' },
          { isrc: 'USABC2600001', quantity: '1', amount: '4', source: '' },
        ],
        'SRC-4',
      ),
    );
    expect(blank.source).toBe('Spotify');
    // every row refused: no source read from the rows
    const refused = await preview(ctx, admin, reportCsv([{ isrc: 'USABC2600001', quantity: 'x', amount: '1' }], 'SRC-3'));
    expect(refused.source).toBe('Tunelane CSV');
    const dsr = await preview(ctx, admin, fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'dsr-good.tsv'), 'utf8'), 'dsr.tsv');
    expect(dsr.source).toBe('StreamCo');
    // every row of a DSR refused: still its HEAD's sender
    const refusedDsr = fs
      .readFileSync(path.join(import.meta.dirname, 'fixtures', 'dsr-good.tsv'), 'utf8')
      .replace('MSG-2026-10-001', 'MSG-REFUSED')
      .replace('US-ABC-26-00001', 'USABC26')
      .replace('USABC2600002', 'USABC27');
    const allRefused = await preview(ctx, admin, refusedDsr, 'dsr-refused.tsv');
    expect(allRefused.rows).toMatchObject({ matched: 0, refused: 4 });
    expect(allRefused.source).toBe('StreamCo');
  });

  it('gives the store and period of a statement of one, and neither for a file of several', async () => {
    const day = (d: string) => ({ usage_start: d, usage_end: d, statement_period: d.slice(0, 7) });
    const one = await preview(
      ctx,
      admin,
      reportCsv([{ isrc: 'USABC2600001', quantity: '1', amount: '1', store: 'Tidal', ...day('2026-09-10') }], 'ONE-1'),
    );
    expect([one.store, one.period]).toEqual(['Tidal', '2026-09']);
    const several = await preview(
      ctx,
      admin,
      reportCsv(
        [
          { isrc: 'USABC2600001', quantity: '1', amount: '1', store: 'Tidal', ...day('2026-09-10') },
          { isrc: 'USABC2600001', quantity: '1', amount: '1', store: 'Deezer', ...day('2026-08-10') },
          { isrc: 'USABC2600001', quantity: '1', amount: '1', store: 'Qobuz', ...day('2026-07-10') },
        ],
        'SEV-1',
      ),
    );
    expect([several.store, several.period]).toEqual(['Several', null]);
    const { rows: stored } = await ctx.deps.db.execute<{ store: string | null; period: string | null }>(
      sql`select store, period from sales_imports where id = ${several.id}`,
    );
    expect(stored[0]).toEqual({ store: null, period: null });
  });

  it('records the admin who handed the file in, and no one for a report the service picked up', async () => {
    const p = await preview(ctx, admin, reportCsv([{ isrc: 'USABC2600001', quantity: '1', amount: '1' }], 'WHO-1'));
    expect(p.createdBy?.id).toBe(admin.id);
    const picked = await createImport(ctx.deps, systemActor('royalties.pick-up'), {
      body: Readable.from([Buffer.from(reportCsv([{ isrc: 'USABC2600001', quantity: '1', amount: '1' }], 'WHO-2'))]),
      fileName: 'picked.csv',
    });
    expect(picked.createdBy).toBeNull();
  });
});

describe('the size cap', () => {
  const withLength = (length: number, body: string) =>
    ctx.app.request('/api/admin/royalties/imports?name=sized.csv', {
      method: 'POST',
      headers: { Origin: ORIGIN, Cookie: admin.cookie, 'Content-Type': 'text/csv', 'Content-Length': String(length) },
      body,
    });

  it('reads a file of 2 GB or less, and refuses a larger one unread with the reason', async () => {
    const csv = reportCsv([{ isrc: 'USABC2600001', quantity: '1', amount: '1' }], 'CAP-1');
    expect((await withLength(Buffer.byteLength(csv), csv)).status).toBe(201);
    // declared at the cap exactly: read (and refused for what it holds, not its size)
    expect((await withLength(2 * 1024 ** 3, '')).status).toBe(400);
    const over = await withLength(2 * 1024 ** 3 + 1, csv);
    expect(over.status).toBe(413);
    expect(((await over.json()) as { error: { message: string } }).error.message).toBe(IMPORT_TEXTS.tooLarge('2 GB'));
  });
});
