// The holds table as CSV: every hold matching the filters, in the table's order.
import { HOLD_REASON_LABELS, HOLD_STATUS_LABELS, monthLabel, type HoldFilters } from '../../../domain/holds.ts';
import { eachPage, EXPORT_BATCH } from '../../db/keyset.ts';
import type { Deps } from '../../deps.ts';
import type { CsvCell } from '../../http/csv-response.ts';
import { withLines } from './hold-records.ts';
import { holdPage } from './list-holds.ts';
import type { UserActor } from '../../actor.ts';

export async function* holdsCsv({ db }: Deps, _actor: UserActor, f: HoldFilters): AsyncGenerator<CsvCell[][]> {
  const pages = eachPage(async (cursor) => {
    const page = await holdPage(db, f, EXPORT_BATCH, cursor);
    return { items: await withLines(db, page.rows), nextCursor: page.nextCursor };
  });
  for await (const holds of pages)
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
