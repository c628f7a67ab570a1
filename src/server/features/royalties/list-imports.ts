// The console's imports list, newest first, a page at a time (keyset on created_at, id).
import { sql } from 'drizzle-orm';
import type { ImportListItemDto } from '../../../domain/royalty-imports-dto.ts';
import type { ImportListQuery } from '../../../domain/earnings.ts';
import type { PageDto } from '../../../domain/admin-list.ts';
import type { Deps } from '../../deps.ts';
import { afterCursor, cappedCount, keyText, orderOf, pageOf, toPage, type Keyset } from '../../db/keyset.ts';
import { importColumns, toImportItem, type ImportRecord } from './get-import.ts';
import type { UserActor } from '../../actor.ts';

export async function listImports({ db }: Deps, _actor: UserActor, q: ImportListQuery): Promise<PageDto<ImportListItemDto>> {
  const k: Keyset = { key: sql`i.created_at`, kind: 'time', id: sql`i.id`, dir: 'desc' };
  const filter = q.status === 'all' ? sql`true` : sql`i.status = ${q.status}`;
  const after = afterCursor(k, q.cursor);
  const where = after ? sql`${filter} and ${after}` : filter;
  const [{ rows }, count] = await Promise.all([
    db.execute<ImportRecord & { cursorKey: string; cursorId: string }>(
      sql`select ${importColumns}, ${keyText(k)} "cursorKey", i.id::text "cursorId" from sales_imports i where ${where} order by ${orderOf(k)} limit ${q.limit + 1}`,
    ),
    cappedCount(db, sql`from sales_imports i where ${filter}`),
  ]);
  const page = pageOf(rows, q.limit);
  return toPage(page.rows.map(toImportItem), page.nextCursor, count);
}
