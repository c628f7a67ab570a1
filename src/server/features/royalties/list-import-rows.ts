// An import's rows, by line, filtered by state (matched, unmatched, refused, duplicate): the preview's
// full list of problems. The cursor is the last line shown.
import { sql } from 'drizzle-orm';
import { invalid } from '../../../domain/errors.ts';
import type { ImportRowsPageDto } from '../../../domain/royalty-imports-dto.ts';
import type { ImportRowsQuery } from '../../../domain/earnings.ts';
import type { Deps } from '../../deps.ts';
import { cappedCount } from '../../db/keyset.ts';
import { findImport, rowColumns, toImportRow, type ImportRowRecord } from './get-import.ts';
import type { UserActor } from '../../actor.ts';

export async function listImportRows({ db }: Deps, _actor: UserActor, id: string, q: ImportRowsQuery): Promise<ImportRowsPageDto> {
  await findImport(db, id);
  if (q.cursor !== undefined && !/^\d{1,10}$/.test(q.cursor)) throw invalid('Unknown page: start again from the first page', 'cursor');
  const after = Number(q.cursor ?? 0);
  const filter = q.state === 'all' ? sql`r.import_id = ${id}` : sql`r.import_id = ${id} and r.state = ${q.state}`;
  const [{ rows }, count] = await Promise.all([
    db.execute<ImportRowRecord>(
      sql`select ${rowColumns} from sales_import_rows r where ${filter} and r.line > ${after} order by r.line limit ${q.limit + 1}`,
    ),
    cappedCount(db, sql`from sales_import_rows r where ${filter}`),
  ]);
  const more = rows.length > q.limit;
  const page = more ? rows.slice(0, q.limit) : rows;
  return { items: page.map(toImportRow), nextCursor: more ? String(page.at(-1)!.line) : null, ...count };
}
