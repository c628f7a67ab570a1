// Booking lines of the unmatched queue: the admin names a line, or every line of an ISRC or UPC,
// and the track or release they belong to. In one transaction: the lines are read as the console
// saw them (another count is someone else's change: CONFLICT), their imports locked (as a
// confirmation, rollback or rematch locks them) and checked still confirmed, then each line is
// matched only if still unmatched, so two admins booking the same lines at once book them once:
// the second waits on the imports, finds them matched and is refused. The rows become `matched`
// to the track or release and are booked by the same sums as a confirmation (bookImport, only
// these lines: same conversion, plan share, periods and rollups), under the artist's balance lock
// (a negative adjustment must not leave claims uncovered); the imports' counts and the releases'
// totals follow, and each import gets its audit entry.
import { sql } from 'drizzle-orm';
import { DomainError, notFound } from '../../../domain/errors.ts';
import { formatUnits, units } from '../../../domain/earnings-decimal.ts';
import { IMPORT_TEXTS } from '../../../domain/import-texts.ts';
import type { BookUnmatchedInput } from '../../../domain/unmatched-lines.ts';
import { UNMATCHED_TEXTS } from '../../../domain/import-texts.ts';
import type { BookedLinesDto } from '../../../domain/unmatched-lines-dto.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import type { Tx } from '../../db/pool.ts';
import { notify } from '../../realtime/notify.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { emitImportBooked } from '../webhooks/money-events.ts';
import { keepClaimsCovered } from '../payouts/keep-claims-covered.ts';
import { bookImport, refreshReleaseTotals } from './book-import.ts';
import { countRows } from './count-rows.ts';
import { codeFilter, queueLines } from './list-unmatched-lines.ts';

type Target = { releaseId: string; releaseTitle: string; userId: string; trackId: string | null; trackTitle: string | null };

async function findTarget(tx: Tx, releaseId: string, trackId: string | null): Promise<Target> {
  const { rows } = await tx.execute<{ title: string; user_id: string }>(
    sql`select title, user_id from music_releases where id = ${releaseId}`,
  );
  if (!rows[0]) throw notFound(UNMATCHED_TEXTS.releaseNotFound);
  let trackTitle: string | null = null;
  if (trackId !== null) {
    const track = await tx.execute<{ title: string }>(
      sql`select title from release_tracks where id = ${trackId} and release_id = ${releaseId}`,
    );
    if (!track.rows[0]) throw notFound(UNMATCHED_TEXTS.trackNotFound);
    trackTitle = track.rows[0].title;
  }
  return { releaseId, releaseTitle: rows[0].title, userId: rows[0].user_id, trackId, trackTitle };
}

/** How the audit entry names the lines chosen. */
const selectionText = (s: BookUnmatchedInput['lines']) =>
  s.by === 'line' ? 'one line' : s.by === 'isrc' ? `ISRC ${s.isrc}` : `UPC ${s.upc}`;

export async function bookUnmatchedLines(deps: Deps, actor: UserActor, input: BookUnmatchedInput): Promise<BookedLinesDto> {
  const s = input.lines;
  return deps.db.transaction(async (tx) => {
    const target = await findTarget(tx, input.releaseId, input.trackId);
    const selection =
      s.by === 'line'
        ? sql`r.import_id = ${s.importId} and r.line = ${s.row}`
        : codeFilter(s.by === 'isrc' ? { isrc: s.isrc } : { upc: s.upc });
    const lines = await queueLines(tx, selection);
    const expected = s.by === 'line' ? 1 : s.count;
    if (lines.length !== expected)
      throw new DomainError(
        'CONFLICT',
        s.by === 'line' ? UNMATCHED_TEXTS.changed : UNMATCHED_TEXTS.groupChanged(s.count, selectionText(s)),
      );
    const byImport = new Map<string, number[]>();
    for (const l of lines) byImport.set(l.import_id, [...(byImport.get(l.import_id) ?? []), l.line]);
    const importIds = [...byImport.keys()].sort();
    // as a confirmation, rollback or rematch of each import does: whoever comes second sees the first's change
    const { rows: locked } = await tx.execute<{ id: string; status: string }>(
      sql`select id, status from sales_imports where id = any(${sql.param(importIds)}::uuid[]) order by id for update`,
    );
    if (locked.some((i) => i.status !== 'confirmed')) throw new DomainError('CONFLICT', UNMATCHED_TEXTS.changed);
    await keepClaimsCovered(
      tx,
      sql`select ${target.userId}::uuid user_id`,
      (short) => IMPORT_TEXTS.claimsNotCovered(UNMATCHED_TEXTS.bookRefused, short),
      async () => {
        for (const id of importIds) {
          const rows = byImport.get(id)!;
          const { rows: matched } = await tx.execute<{ line: number }>(sql`
            update sales_import_rows r
               set state = 'matched', reason = null, release_id = ${target.releaseId}, track_id = ${target.trackId}, user_id = ${target.userId}
             where r.import_id = ${id} and r.line = any(${sql.param(rows)}::int[]) and r.state = 'unmatched'
            returning r.line`);
          if (matched.length !== rows.length) throw new DomainError('CONFLICT', UNMATCHED_TEXTS.changed);
          await bookImport(tx, id, rows);
        }
      },
    );
    const usd = lines.reduce((n, l) => n + units(l.usd), 0n);
    for (const id of importIds) {
      const rows = byImport.get(id)!;
      await countRows(tx, id);
      await recordAudit(tx, actor, {
        action: 'sales_import.lines_booked',
        entityType: 'sales_import',
        entityId: id,
        before: { state: 'unmatched', lines: rows.length, selection: selectionText(s) },
        after: {
          state: 'matched',
          lines: rows.length,
          firstLines: rows.slice(0, 20),
          usd: formatUnits(lines.filter((l) => l.import_id === id).reduce((n, l) => n + units(l.usd), 0n)),
          releaseId: target.releaseId,
          release: target.releaseTitle,
          trackId: target.trackId,
          track: target.trackTitle,
        },
      });
    }
    await refreshReleaseTotals(tx, importIds);
    for (const id of importIds) await emitImportBooked(deps, tx, id, true);
    await notify(tx, { topic: 'royalties' });
    return { lines: lines.length, usd: formatUnits(usd), releaseTitle: target.releaseTitle, trackTitle: target.trackTitle };
  });
}
