// Matching as the rows stream: a UPC-A in the report matches a release kept as EAN-13 and the
// other way round, an ISRC that names no track falls back to the line's UPC, and a report longer
// than one lookup batch, with new codes in later batches, is matched line for line.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ImportRowsPageDto } from '../../../domain/royalty-imports-dto.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { preview, releaseWithCodes, reportCsv, type CsvLine } from '../../test/royalties.ts';

let ctx: TestContext;
let admin: TestUser;
let ean: string;
let upcA: string;
let tracks: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const artist = await createUser(ctx, {});
  admin = await createUser(ctx, { admin: true });
  ean = await releaseWithCodes(ctx, artist, { title: 'Kept as EAN-13', upc: '0123456789012' });
  upcA = await releaseWithCodes(ctx, artist, { title: 'Kept as UPC-A', upc: '860000000001' });
  tracks = await releaseWithCodes(ctx, artist, { title: 'Tracks', isrcs: ['USABC2600001', 'USABC2600002'] });
});
afterAll(() => ctx.close());

async function rows(id: string) {
  const out: ImportRowsPageDto['items'] = [];
  let cursor = '';
  for (;;) {
    const res = await ctx.request('GET', `/api/admin/royalties/imports/${id}/rows?state=all&limit=100${cursor}`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const page = (await res.json()) as ImportRowsPageDto;
    out.push(...page.items);
    if (!page.nextCursor) return out;
    cursor = `&cursor=${encodeURIComponent(page.nextCursor)}`;
  }
}

it('matches UPC-A to EAN-13 both ways, and an unknown ISRC by its UPC', async () => {
  const p = await preview(
    ctx,
    admin,
    reportCsv(
      [
        { upc: '123456789012', quantity: '1', amount: '1' },
        { upc: '0860000000001', quantity: '1', amount: '1' },
        { isrc: 'QZZZZ2600009', upc: '0123456789012', quantity: '1', amount: '1' },
        { isrc: 'USABC2600002', upc: '860000000001', quantity: '1', amount: '1' },
        { upc: '999999999999', quantity: '1', amount: '1' },
      ],
      'MATCH-1',
    ),
  );
  expect(p.rows).toEqual({ total: 5, matched: 4, unmatched: 1, refused: 0, duplicate: 0 });
  const got = await rows(p.id);
  expect(got.map((r) => [r.line, r.state, r.releaseId, r.reason])).toEqual([
    [2, 'matched', ean, null],
    [3, 'matched', upcA, null],
    [4, 'matched', ean, null],
    [5, 'matched', tracks, null],
    [6, 'unmatched', null, 'No release with UPC 999999999999'],
  ]);
});

it('matches a report longer than one lookup batch, codes first seen in later batches included', async () => {
  const lines: CsvLine[] = Array.from({ length: 9_001 }, (_, i) => ({
    isrc: i < 5_000 ? 'USABC2600001' : i % 2 ? 'USABC2600002' : 'QZZZZ2600009',
    quantity: '1',
    amount: '0.001',
  }));
  const p = await preview(ctx, admin, reportCsv(lines, 'MATCH-2'));
  expect(p.rows).toEqual({ total: 9_001, matched: 5_000 + 2_000, unmatched: 2_001, refused: 0, duplicate: 0 });
  expect(p.problems[0]).toMatchObject({ line: 5_002, state: 'unmatched', reason: 'No track with ISRC QZZZZ2600009' });
});
