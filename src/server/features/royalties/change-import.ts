// What confirming, rematching, discarding and rolling back an import share (each is its own file:
// confirm-import.ts, rematch-import.ts, discard-import.ts, roll-back-import.ts), each in one
// transaction at the version the console loaded. Confirming books the matched rows (analytics, ledger, release totals) and records
// the countries the import reports; the confirmed statements of the same source, store and period
// whose countries overlap them are replaced: their entries reversed in the same transaction (a
// store's regional statements of a month name other countries and stay, domain/earnings.ts).
// Rolling back reverses the import's own entries. The ledger is never edited, and a crash anywhere
// leaves the import whole or absent. Every change of the booked money (confirmation, replacement,
// rematch, rollback: each can take earnings away, a report's negative adjustments too) runs through
// keepClaimsCovered, under the artists' balance locks, and is refused when it would leave an
// artist's claims, paid or not, above their net earnings.
// A trend report (kind estimate) moves no money: confirming it writes its estimates alone
// (book-estimates.ts), rolling it back removes them; each records the days it reports per store.
import { sql } from 'drizzle-orm';
import { DomainError } from '../../../domain/errors.ts';
import type { ClaimsShortfall } from '../../../domain/claims.ts';
import { IMPORT_TEXTS } from '../../../domain/earnings.ts';
import { RECORD_CHANGED } from '../../../domain/admin-list.ts';
import type { Tx } from '../../db/pool.ts';
import { countRows } from './count-rows.ts';
import { flagBookedLines } from './flag-duplicate-lines.ts';
import { findImport, type ImportRecord } from './get-import.ts';

export async function lockImport(tx: Tx, id: string, version: string): Promise<ImportRecord> {
  await tx.execute(sql`select 1 from sales_imports where id = ${id} for update`);
  const record = await findImport(tx, id);
  if (record.version !== version) throw new DomainError('CONFLICT', RECORD_CHANGED);
  return record;
}

/** The refusal of an import change that would leave claims uncovered, naming the artist and the shortfall. */
export const refusal = (what: string) => (s: ClaimsShortfall) => IMPORT_TEXTS.claimsNotCovered(what, s);

export const setStatus = (tx: Tx, id: string, status: string, extra = sql``) =>
  tx.execute(sql`update sales_imports set status = ${status}, updated_at = now() ${extra} where id = ${id}`);

/**
 * Lines another import booked since this preview was made are duplicates now, so two previews
 * sharing a line cannot both book it: the locks on the import's statements (in order, held to
 * commit) make confirmations that share one run one after the other, and the second sees the first.
 */
export async function flagLinesBookedSincePreview(tx: Tx, id: string): Promise<ImportRecord> {
  await tx.execute(sql`
    select pg_advisory_xact_lock(hashtextextended('import-statement:' || statement_key, 0))
      from (select statement_key from sales_import_statements where import_id = ${id} order by statement_key) s`);
  // the counts, totals and countries of the preview stand unless a line was flagged now
  if (await flagBookedLines(tx, id)) await countRows(tx, id);
  return findImport(tx, id);
}
