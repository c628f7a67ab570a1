// Releases with codes, sales report files built around today's date, and uploads through the API.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ImportListItemDto, ImportPreviewDto } from '../../../domain/earnings-dto.ts';
import { TUNELANE_COLUMNS } from '../../../domain/report-formats.ts';
import { ORIGIN, type TestContext } from '../../test/test-context.ts';
import type { TestUser } from '../../test/users.ts';

export async function releaseWithCodes(ctx: TestContext, user: TestUser, opts: { title: string; upc?: string; isrcs?: string[] }) {
  const { rows } = await ctx.deps.db.execute<{ id: string }>(
    sql`insert into music_releases (user_id, title, artist_name, status, upc) values (${user.id}, ${opts.title}, 'Ava', 'distributed', ${opts.upc ?? null}) returning id`,
  );
  const id = rows[0]!.id;
  for (const [i, isrc] of (opts.isrcs ?? []).entries())
    await ctx.deps.db.execute(
      sql`insert into release_tracks (release_id, position, title, isrc) values (${id}, ${i + 1}, ${`Track ${i + 1}`}, ${isrc})`,
    );
  return id;
}

/** YYYY-MM-DD, `days` before today (UTC). */
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

export type CsvLine = Partial<Record<(typeof TUNELANE_COLUMNS)[number], string>>;

/** Our CSV's required columns that a header of only `store` and `isrc` lacks, in the file's order (as the refusal names them). */
export const MISSING_BESIDE_STORE_AND_ISRC = [
  'source',
  'statement_id',
  'statement_period',
  'usage_start',
  'usage_end',
  'use_type',
  'country',
  'track_title',
  'artist_name',
  'quantity',
  'amount',
  'currency',
];

/** Our CSV: each line's usage day defaults to 3 days ago, one statement of Spotify. */
export function reportCsv(lines: CsvLine[], statementId = 'SPOT-1'): string {
  const day = daysAgo(3);
  const base: CsvLine = {
    source: 'Spotify',
    statement_id: statementId,
    statement_period: day.slice(0, 7),
    usage_start: day,
    usage_end: day,
    store: 'Spotify',
    use_type: 'stream',
    country: 'US',
    currency: 'USD',
    artist_name: 'Ava',
    track_title: 'Song',
  };
  const rows = lines.map((l, i) => TUNELANE_COLUMNS.map((c) => ({ ...base, line_id: String(i + 1), ...l })[c] ?? '').join(','));
  return [TUNELANE_COLUMNS.join(','), ...rows].join('\n') + '\n';
}

export async function upload(ctx: TestContext, admin: TestUser, body: string | Uint8Array<ArrayBuffer>, name = 'report.csv') {
  return ctx.app.request(`/api/admin/royalties/imports?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { Origin: ORIGIN, Cookie: admin.cookie, 'Content-Type': 'text/csv' },
    body,
  });
}

export async function preview(ctx: TestContext, admin: TestUser, body: string, name?: string): Promise<ImportPreviewDto> {
  const res = await upload(ctx, admin, body, name);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as ImportPreviewDto;
}

export async function confirm(ctx: TestContext, admin: TestUser, p: Pick<ImportListItemDto, 'id' | 'version'>) {
  const res = await ctx.request('POST', `/api/admin/royalties/imports/${p.id}/confirm`, {
    cookie: admin.cookie,
    body: { version: p.version },
  });
  return { status: res.status, body: (await res.json()) as ImportListItemDto & { error?: { message: string } } };
}

export async function importAndConfirm(ctx: TestContext, admin: TestUser, body: string, name?: string): Promise<ImportListItemDto> {
  const p = await preview(ctx, admin, body, name);
  const c = await confirm(ctx, admin, p);
  expect(c.status, JSON.stringify(c.body)).toBe(200);
  return c.body;
}
