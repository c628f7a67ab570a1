// Reading holds: the artist's own (the revenue page: those in force first, then the released ones,
// newest first; another artist's is not found), and the console's table (newest first, filtered by
// status, searched by the artist's name or email), its CSV, and one hold.
import { sql, type SQL } from 'drizzle-orm';
import type { PageDto } from '../../../domain/admin-list.ts';
import { notFound } from '../../../domain/errors.ts';
import {
  HOLD_REASON_LABELS,
  HOLD_STATUS_LABELS,
  HOLD_TEXTS,
  monthLabel,
  type AdminHoldDto,
  type HoldDto,
  type HoldFilters,
} from '../../../domain/holds.ts';
import type { HoldListQuery } from '../../../domain/holds-schema.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { afterCursor, cappedCount, keyText, likePattern, orderOf, pageOf, toPage, type Keyset } from '../../db/keyset.ts';
import type { DbOrTx } from '../../db/pool.ts';
import type { CsvCell } from '../../http/csv-response.ts';
import { holdColumns, holdFrom, holdLines, toHoldDto, withLines, type HoldRecord } from './hold-records.ts';

/** The artist's holds: in force first, then released, newest first (the latest 50). */
export async function listMyHolds(deps: Deps, { userId }: UserActor): Promise<HoldDto[]> {
  const { rows } = await deps.db.execute<HoldRecord>(sql`
    select ${holdColumns} from ${holdFrom} where h.user_id = ${userId}
     order by h.status = 'active' desc, h.created_at desc, h.id desc limit 50`);
  const lines = await holdLines(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toHoldDto(r, lines.get(r.id) ?? []));
}

/** One of the artist's own holds; another artist's is not found. */
export async function getMyHold(deps: Deps, { userId }: UserActor, id: string): Promise<HoldDto> {
  const { rows } = await deps.db.execute<HoldRecord>(
    sql`select ${holdColumns} from ${holdFrom} where h.id = ${id} and h.user_id = ${userId}`,
  );
  if (!rows[0]) throw notFound(HOLD_TEXTS.notFound);
  const lines = await holdLines(deps.db, [id]);
  return toHoldDto(rows[0], lines.get(id) ?? []);
}

const keyset: Keyset = { key: sql`h.created_at`, kind: 'time', id: sql`h.id`, dir: 'desc' };

function filters(f: HoldFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.status !== 'all') parts.push(sql`h.status = ${f.status}`);
  if (f.q) parts.push(sql`(coalesce(p.full_name, '') || ' ' || u.email) ilike ${likePattern(f.q)}`);
  return sql.join(parts, sql` and `);
}

async function holdPage(db: DbOrTx, f: HoldFilters, limit: number, cursor: string | undefined) {
  const after = afterCursor(keyset, cursor);
  const where = after ? sql`${filters(f)} and ${after}` : filters(f);
  const { rows } = await db.execute<HoldRecord & { cursorKey: string; cursorId: string }>(
    sql`select ${holdColumns}, ${keyText(keyset)} "cursorKey", h.id::text "cursorId" from ${holdFrom} where ${where} order by ${orderOf(keyset)} limit ${limit + 1}`,
  );
  return pageOf(rows, limit);
}

export async function listAdminHolds({ db }: Deps, q: HoldListQuery): Promise<PageDto<AdminHoldDto>> {
  const [page, count] = await Promise.all([holdPage(db, q, q.limit, q.cursor), cappedCount(db, sql`from ${holdFrom} where ${filters(q)}`)]);
  return toPage(await withLines(db, page.rows), page.nextCursor, count);
}

export const HOLDS_CSV_HEADER = [
  'Id',
  'Artist',
  'Artist email',
  'Status',
  'Amount (USD)',
  'Reason',
  'What we found',
  'Tracks',
  'Months',
  'Answer by',
  'Answer',
  'Placed',
  'Placed by',
  'Released',
  'Released by',
  'Release note',
];

export async function* holdsCsv({ db }: Deps, f: HoldFilters): AsyncGenerator<CsvCell[][]> {
  let cursor: string | undefined;
  do {
    const page = await holdPage(db, f, 500, cursor);
    const holds = await withLines(db, page.rows);
    yield holds.map((h) => [
      h.id,
      h.user.name,
      h.user.email,
      HOLD_STATUS_LABELS[h.status],
      h.amount,
      HOLD_REASON_LABELS[h.reason],
      h.note,
      [...new Set(h.lines.map((l) => (l.trackTitle ? `${l.trackTitle} (${l.releaseTitle})` : `${l.releaseTitle} (whole release)`)))].join(
        '; ',
      ),
      h.months.map(monthLabel).join('; '),
      h.answerBy,
      h.answer,
      h.createdAt,
      h.createdBy,
      h.releasedAt,
      h.releasedBy,
      h.releaseNote,
    ]);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}
