// Keyset pagination for large tables: a page continues after the last row of the previous one
// (by the sort key, then the id), so page 4,000 costs what page 1 costs. The cursor carries that
// row's key as PostgreSQL printed it (full precision), and counts stop at a cap so that counting
// never costs more than the page.
import { sql, type SQL } from 'drizzle-orm';
import { COUNT_CAP, type PageDto, type SortDir } from '../../domain/admin-list.ts';
import { isValidTimestamp } from '../../domain/dates.ts';
import { DomainError } from '../../domain/errors.ts';
import type { DbOrTx } from './pool.ts';
import { isUuid } from '../../domain/uuid.ts';

/** The sort of a page: a non-null expression, what kind of value it is, the unique id after it, and the direction. */
export type Keyset = { key: SQL; kind?: 'text' | 'number' | 'time'; id: SQL; dir: SortDir };

const NUMBER = /^-?\d{1,20}(\.\d{1,12})?$/;

function encodeCursor(key: string, id: string): string {
  return Buffer.from(JSON.stringify([key, id])).toString('base64url');
}

function decodeCursor(cursor: string): [string, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string')) return value as [string, string];
  } catch {
    // fall through
  }
  throw new DomainError('VALIDATION', 'Unknown page: start again from the first page', 'cursor');
}

/** The condition "after the cursor's row", or nothing for the first page. */
export function afterCursor(k: Keyset, cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [key, id] = decodeCursor(cursor);
  // A cursor of another table or sort must not reach the query as a value it cannot cast.
  const fits = k.kind === 'number' ? NUMBER.test(key) : k.kind === 'time' ? isValidTimestamp(key) : true;
  if (!fits || !isUuid(id)) throw new DomainError('VALIDATION', 'Unknown page: start again from the first page', 'cursor');
  return k.dir === 'desc' ? sql`(${k.key}, ${k.id}) < (${key}, ${id})` : sql`(${k.key}, ${k.id}) > (${key}, ${id})`;
}

export function orderOf(k: Keyset): SQL {
  return k.dir === 'desc' ? sql`${k.key} desc, ${k.id} desc` : sql`${k.key} asc, ${k.id} asc`;
}

/** The sort key as text, selected beside each row for the next cursor. */
export const keyText = (k: Keyset) => sql<string>`(${k.key})::text`;

/** Cuts the one extra row fetched (limit + 1) and makes the cursor of the next page. */
export function pageOf<R extends { cursorKey: string; cursorId: string }>(
  rows: R[],
  limit: number,
): { rows: R[]; nextCursor: string | null } {
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const last = page.at(-1);
  return { rows: page, nextCursor: more && last ? encodeCursor(last.cursorKey, last.cursorId) : null };
}

/** How many rows a FROM ... WHERE ... matches, counting no further than COUNT_CAP + 1. */
export async function cappedCount(db: DbOrTx, fromWhere: SQL): Promise<{ total: number; totalCapped: boolean }> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from (select 1 ${fromWhere} limit ${COUNT_CAP + 1}) s`);
  const n = rows[0]?.n ?? 0;
  return n > COUNT_CAP ? { total: COUNT_CAP, totalCapped: true } : { total: n, totalCapped: false };
}

export function toPage<T>(items: T[], nextCursor: string | null, count: { total: number; totalCapped: boolean }): PageDto<T> {
  return { items, nextCursor, ...count };
}

/** The id a page continues after (an artist's lists, domain/page-query.ts), refused when it is not one. */
export function cursorId(cursor: string | undefined): string | undefined {
  if (!cursor) return undefined;
  if (!isUuid(cursor)) throw new DomainError('VALIDATION', 'Unknown page: start again from the first page', 'cursor');
  return cursor;
}

/** Cuts the one extra row fetched (limit + 1); the next page continues after the last row's id. */
export function idPage<T extends { id: string }>(rows: T[], limit: number): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? items.at(-1)!.id : null };
}

/** `%term%` for ILIKE, with the pattern characters of the term taken literally. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The rows an export reads at a time. */
export const EXPORT_BATCH = 1000;

/** Every page of a keyset-paged read in turn, from the first (the exports): `page` reads the one after a cursor. */
export async function* eachPage<T>(
  page: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor: string | null }>,
): AsyncGenerator<T[]> {
  let cursor: string | undefined;
  do {
    const p = await page(cursor);
    yield p.items;
    cursor = p.nextCursor ?? undefined;
  } while (cursor);
}
