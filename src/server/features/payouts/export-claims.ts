// The claims table as CSV: every claim matching the filters, in the table's order.
import { type ClaimFilters } from '../../../domain/claims.ts';
import { rejectionText } from '../../../domain/claim-review.ts';
import { eachPage, EXPORT_BATCH } from '../../db/keyset.ts';
import type { Deps } from '../../deps.ts';
import type { CsvCell } from '../../http/csv-response.ts';
import { claimPage } from './admin-claims.ts';
import type { UserActor } from '../../actor.ts';

export async function* claimsCsv({ db }: Deps, _actor: UserActor, f: ClaimFilters): AsyncGenerator<CsvCell[][]> {
  const pages = eachPage(async (cursor) => {
    const page = await claimPage(db, f, EXPORT_BATCH, cursor);
    return { items: page.rows, nextCursor: page.nextCursor };
  });
  for await (const rows of pages)
    yield rows.map((r) => [
      r.id,
      r.user_name,
      r.user_email,
      r.amount,
      r.fee,
      r.net,
      r.payment_method,
      r.payment_summary,
      r.status,
      r.request_date,
      r.processed_date,
      r.admin_notes,
      r.rejection_reason && rejectionText(r.rejection_reason, r.rejection_note),
      r.payment_reference,
    ]);
}

export const CLAIMS_CSV_HEADER = [
  'Id',
  'Artist',
  'Artist email',
  'Amount (USD)',
  'Fee (USD)',
  'Net (USD)',
  'Method',
  'Paid to',
  'Status',
  'Requested',
  'Processed',
  'Notes',
  'Rejection reason',
  'Payment reference',
];
