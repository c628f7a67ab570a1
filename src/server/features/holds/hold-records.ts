// Reading holds: one query's columns for the artist's view and the console's, their lines, and
// the DTOs (domain/holds-dto.ts). Every amount stays an exact decimal string; the one shown is
// rounded once to the cent (earnings-totals.ts).
import { sql } from 'drizzle-orm';
import { formatUnits, units } from '../../../domain/earnings-decimal.ts';
import { displayTotal } from '../../../domain/earnings-totals.ts';
import { HOLD_REASON_LABELS, HOLD_TEXTS, type HoldReason, type HoldStatus } from '../../../domain/holds.ts';
import type { AdminHoldDto, HoldDto, HoldLineDto } from '../../../domain/holds-dto.ts';
import { notFound } from '../../../domain/errors.ts';
import type { DbOrTx } from '../../db/pool.ts';
import { versionOf } from '../../db/version.ts';
import { isoTime } from '../../db/iso-time.ts';

export type HoldRecord = {
  id: string;
  user_id: string;
  user_name: string | null;
  user_email: string;
  status: HoldStatus;
  reason: HoldReason;
  note: string;
  answer_by: string;
  amount: string;
  answer: string | null;
  answered_at: string | null;
  created_at: string;
  created_by: string | null;
  released_at: string | null;
  released_by: string | null;
  release_note: string | null;
  version: string;
};

export const holdColumns = sql`
  h.id, h.user_id, nullif(p.full_name, '') user_name, u.email user_email, h.status, h.reason, h.note, h.answer_by::text answer_by,
  h.amount::text amount, h.answer, ${isoTime(sql`h.answered_at`)} answered_at, ${isoTime(sql`h.created_at`)} created_at,
  coalesce(nullif(cp.full_name, ''), cu.email) created_by, ${isoTime(sql`h.released_at`)} released_at,
  coalesce(nullif(rp.full_name, ''), ru.email) released_by, h.release_note, ${versionOf(sql`h.updated_at`)} version`;

export const holdFrom = sql`
  earnings_holds h join users u on u.id = h.user_id left join profiles p on p.id = h.user_id
  left join users cu on cu.id = h.created_by left join profiles cp on cp.id = h.created_by
  left join users ru on ru.id = h.released_by left join profiles rp on rp.id = h.released_by`;

type LineRecord = Omit<HoldLineDto, 'amount'> & { holdId: string; amount: string };

/** The lines of the holds given, in each hold's order. */
export async function holdLines(db: DbOrTx, holdIds: string[]): Promise<Map<string, HoldLineDto[]>> {
  const byHold = new Map<string, HoldLineDto[]>(holdIds.map((id) => [id, []]));
  if (!holdIds.length) return byHold;
  const { rows } = await db.execute<LineRecord>(sql`
    select hold_id "holdId", release_id "releaseId", release_title "releaseTitle", track_id "trackId", track_title "trackTitle", isrc,
           to_char(month, 'YYYY-MM') "month", amount::text amount
      from earnings_hold_lines where hold_id = any(${sql.param(holdIds)}::uuid[]) order by hold_id, line`);
  for (const { holdId, ...line } of rows) byHold.get(holdId)?.push({ ...line, amount: formatUnits(units(line.amount)) });
  return byHold;
}

export function toHoldDto(r: HoldRecord, lines: HoldLineDto[]): HoldDto {
  const amount = units(r.amount);
  return {
    id: r.id,
    status: r.status,
    reason: r.reason,
    reasonLabel: HOLD_REASON_LABELS[r.reason],
    note: r.note,
    answerBy: r.answer_by,
    amount: formatUnits(amount),
    amountShown: displayTotal(amount),
    months: [...new Set(lines.map((l) => l.month))].sort(),
    lines,
    answer: r.answer,
    answeredAt: r.answered_at,
    createdAt: r.created_at,
    releasedAt: r.released_at,
    releaseNote: r.release_note,
  };
}

export function toAdminHoldDto(r: HoldRecord, lines: HoldLineDto[]): AdminHoldDto {
  return {
    ...toHoldDto(r, lines),
    user: { id: r.user_id, name: r.user_name, email: r.user_email },
    createdBy: r.created_by,
    releasedBy: r.released_by,
    version: r.version,
  };
}

/** Holds with their lines, as the console sees them. */
export async function withLines(db: DbOrTx, records: HoldRecord[]): Promise<AdminHoldDto[]> {
  const lines = await holdLines(
    db,
    records.map((r) => r.id),
  );
  return records.map((r) => toAdminHoldDto(r, lines.get(r.id) ?? []));
}

/** One hold (any artist's: the console's), or not found. */
export async function findHold(db: DbOrTx, id: string): Promise<HoldRecord> {
  const { rows } = await db.execute<HoldRecord>(sql`select ${holdColumns} from ${holdFrom} where h.id = ${id}`);
  if (!rows[0]) throw notFound(HOLD_TEXTS.notFound);
  return rows[0];
}

export async function getAdminHold(db: DbOrTx, id: string): Promise<AdminHoldDto> {
  return (await withLines(db, [await findHold(db, id)]))[0]!;
}
