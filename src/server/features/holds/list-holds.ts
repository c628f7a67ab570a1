// The console's table of holds (newest first, filtered by status, searched by the artist's name or
// email); its pages are the CSV's too (export-holds.ts). The artist's own: list-my-holds.ts,
// get-my-hold.ts.
import { sql, type SQL } from 'drizzle-orm';
import type { PageDto } from '../../../domain/admin-list.ts';
import type { HoldFilters } from '../../../domain/holds.ts';
import type { AdminHoldDto } from '../../../domain/holds-dto.ts';
import type { HoldListQuery } from '../../../domain/holds-schema.ts';
import type { Deps } from '../../deps.ts';
import { afterCursor, cappedCount, keyText, likePattern, orderOf, pageOf, toPage, type Keyset } from '../../db/keyset.ts';
import type { DbOrTx } from '../../db/pool.ts';
import { holdColumns, holdFrom, withLines, type HoldRecord } from './hold-records.ts';
import type { UserActor } from '../../actor.ts';

const keyset: Keyset = { key: sql`h.created_at`, kind: 'time', id: sql`h.id`, dir: 'desc' };

function filters(f: HoldFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.status !== 'all') parts.push(sql`h.status = ${f.status}`);
  if (f.q) parts.push(sql`(coalesce(p.full_name, '') || ' ' || u.email) ilike ${likePattern(f.q)}`);
  return sql.join(parts, sql` and `);
}

export async function holdPage(db: DbOrTx, f: HoldFilters, limit: number, cursor: string | undefined) {
  const after = afterCursor(keyset, cursor);
  const where = after ? sql`${filters(f)} and ${after}` : filters(f);
  const { rows } = await db.execute<HoldRecord & { cursorKey: string; cursorId: string }>(
    sql`select ${holdColumns}, ${keyText(keyset)} "cursorKey", h.id::text "cursorId" from ${holdFrom} where ${where} order by ${orderOf(keyset)} limit ${limit + 1}`,
  );
  return pageOf(rows, limit);
}

export async function listAdminHolds({ db }: Deps, _actor: UserActor, q: HoldListQuery): Promise<PageDto<AdminHoldDto>> {
  const [page, count] = await Promise.all([holdPage(db, q, q.limit, q.cursor), cappedCount(db, sql`from ${holdFrom} where ${filters(q)}`)]);
  return toPage(await withLines(db, page.rows), page.nextCursor, count);
}
