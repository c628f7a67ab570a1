// Confirming, discarding and rolling back an import, each in one transaction at the version the
// console loaded. Confirming books the matched rows (analytics, ledger, release totals) and records
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
import type { ImportListItemDto, ImportPreviewDto } from '../../../domain/earnings-dto.ts';
import type { ClaimsShortfall } from '../../../domain/claims.ts';
import { IMPORT_TEXTS, type ImportActionInput } from '../../../domain/earnings.ts';
import { RECORD_CHANGED } from '../../../domain/admin-list.ts';
import type { UserActor, Actor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import type { Tx } from '../../db/pool.ts';
import { notify } from '../../realtime/notify.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { keepClaimsCovered } from '../payouts/keep-claims-covered.ts';
import { bookImport, importUsers, refreshReleaseTotals, reverseImport } from './book-import.ts';
import { bookEstimates, recordCoverage, reverseEstimates } from './book-estimates.ts';
import { countRows } from './count-rows.ts';
import { flagBookedLines, importCountries } from './flag-duplicate-lines.ts';
import { filesMissing, findImport, getImport, ratesNeeded, toImportItem, type ImportRecord } from './get-import.ts';

async function lockImport(tx: Tx, id: string, version: string): Promise<ImportRecord> {
  await tx.execute(sql`select 1 from sales_imports where id = ${id} for update`);
  const record = await findImport(tx, id);
  if (record.version !== version) throw new DomainError('CONFLICT', RECORD_CHANGED);
  return record;
}

/** The refusal of an import change that would leave claims uncovered, naming the artist and the shortfall. */
const refusal = (what: string) => (s: ClaimsShortfall) => IMPORT_TEXTS.claimsNotCovered(what, s);

const setStatus = (tx: Tx, id: string, status: string, extra = sql``) =>
  tx.execute(sql`update sales_imports set status = ${status}, updated_at = now() ${extra} where id = ${id}`);

/**
 * Lines another import booked since this preview was made are duplicates now, so two previews
 * sharing a line cannot both book it: the locks on the import's statements (in order, held to
 * commit) make confirmations that share one run one after the other, and the second sees the first.
 */
async function flagLinesBookedSincePreview(tx: Tx, id: string): Promise<ImportRecord> {
  await tx.execute(sql`
    select pg_advisory_xact_lock(hashtextextended('import-statement:' || statement_key, 0))
      from (select statement_key from sales_import_statements where import_id = ${id} order by statement_key) s`);
  await flagBookedLines(tx, id);
  await countRows(tx, id);
  return findImport(tx, id);
}

export async function confirmImport(deps: Deps, actor: Actor, id: string, input: ImportActionInput): Promise<ImportListItemDto> {
  await deps.db.transaction(async (tx) => {
    const locked = await lockImport(tx, id, input.version);
    if (locked.status !== 'preview') throw new DomainError('CONFLICT', IMPORT_TEXTS.notPreview);
    const record = await flagLinesBookedSincePreview(tx, id);
    // unmatched lines are not booked but kept: confirmed, they wait in the unmatched queue
    if (record.rows_matched + record.rows_unmatched === 0) throw new DomainError('VALIDATION', IMPORT_TEXTS.nothingToImport);
    const missing = filesMissing(record);
    if (missing.length) throw new DomainError('VALIDATION', IMPORT_TEXTS.filesMissing(missing, record.files_expected!));
    const needed = ratesNeeded(record);
    if (needed.length) throw new DomainError('VALIDATION', IMPORT_TEXTS.ratesNeeded(needed));
    const { rows: dup } = await tx.execute<{ why: string }>(sql`
      select case when b.file_hash = i.file_hash then 'file' else 'statement' end why
        from sales_imports i join sales_imports b on b.status in ('confirmed','replaced') and b.id <> i.id
             and (b.file_hash = i.file_hash or (b.source = i.source and b.statement_id = i.statement_id))
       where i.id = ${id} limit 1`);
    if (dup[0]) throw new DomainError('CONFLICT', dup[0].why === 'file' ? IMPORT_TEXTS.duplicateFile : IMPORT_TEXTS.duplicateStatement);
    // after the lines booked since the preview are flagged: a duplicate line reports no country here
    await tx.execute(sql`update sales_imports set countries = ${importCountries(id)} where id = ${id}`);
    if (record.kind === 'estimate') {
      await bookEstimates(tx, id);
      await recordCoverage(tx, id);
      await setStatus(tx, id, 'confirmed', sql`, confirmed_at = now()`);
      await recordAudit(tx, actor, {
        action: 'sales_import.confirmed',
        entityType: 'sales_import',
        entityId: id,
        before: { status: 'preview' },
        after: { status: 'confirmed', kind: 'estimate', rowsMatched: record.rows_matched },
      });
      await notify(tx, { topic: 'royalties', id });
      return;
    }
    // No index can refuse two confirmed statements of overlapping countries, so the confirmations of
    // a source, store and period run one at a time: the second sees the first and replaces it.
    await tx.execute(sql`
      select pg_advisory_xact_lock(hashtextextended('import-period:' || source || chr(31) || store || chr(31) || period, 0))
        from sales_imports where id = ${id} and store is not null and period is not null`);
    const { rows: old } = await tx.execute<{ id: string }>(sql`
      select b.id from sales_imports i join sales_imports b on b.status = 'confirmed' and b.kind = 'statement'
             and b.source = i.source and b.store = i.store and b.period = i.period and b.countries && i.countries
       where i.id = ${id} and i.store is not null and i.period is not null
       order by b.confirmed_at, b.id for update of b`);
    const replaced = old.map((o) => o.id);
    const users = sql.join([importUsers(id), ...replaced.map(importUsers)], sql` union `);
    await keepClaimsCovered(tx, users, refusal(replaced.length ? IMPORT_TEXTS.replaceRefused : IMPORT_TEXTS.confirmRefused), async () => {
      for (const r of replaced) {
        await reverseImport(tx, r);
        await setStatus(tx, r, 'replaced');
      }
      await bookImport(tx, id);
    });
    await recordCoverage(tx, id);
    // replaces_id names the first it replaced; each replaced import's audit entry names this one
    const replaces = replaced[0] ?? null;
    await setStatus(tx, id, 'confirmed', sql`, confirmed_at = now(), replaces_id = ${replaces}`);
    await refreshReleaseTotals(tx, [id, ...replaced]);
    await recordAudit(tx, actor, {
      action: 'sales_import.confirmed',
      entityType: 'sales_import',
      entityId: id,
      before: { status: 'preview' },
      after: { status: 'confirmed', rowsMatched: record.rows_matched, replaces },
    });
    for (const r of replaced)
      await recordAudit(tx, actor, {
        action: 'sales_import.replaced',
        entityType: 'sales_import',
        entityId: r,
        before: { status: 'confirmed' },
        after: { status: 'replaced', replacedBy: id },
      });
    await notify(tx, { topic: 'royalties', id });
  });
  return toImportItem(await findImport(deps.db, id));
}

export async function rollBackImport(deps: Deps, actor: UserActor, id: string, input: ImportActionInput): Promise<ImportListItemDto> {
  await deps.db.transaction(async (tx) => {
    const record = await lockImport(tx, id, input.version);
    if (record.status !== 'confirmed') throw new DomainError('CONFLICT', IMPORT_TEXTS.notRollbackable);
    // a statement's coverage stays with it and stops counting now, so the estimates it retired count again
    if (record.kind === 'estimate') await reverseEstimates(tx, id);
    else await keepClaimsCovered(tx, importUsers(id), refusal(IMPORT_TEXTS.rollBackRefused), () => reverseImport(tx, id));
    await setStatus(tx, id, 'rolled_back', sql`, rolled_back_at = now()`);
    if (record.kind === 'statement') await refreshReleaseTotals(tx, [id]);
    await recordAudit(tx, actor, {
      action: 'sales_import.rolled_back',
      entityType: 'sales_import',
      entityId: id,
      before: { status: 'confirmed' },
      after: { status: 'rolled_back' },
    });
    await notify(tx, { topic: 'royalties', id });
  });
  return toImportItem(await findImport(deps.db, id));
}

export async function discardImport(deps: Deps, actor: UserActor, id: string, input: ImportActionInput): Promise<ImportListItemDto> {
  await deps.db.transaction(async (tx) => {
    const record = await lockImport(tx, id, input.version);
    if (record.status !== 'preview') throw new DomainError('CONFLICT', IMPORT_TEXTS.notPreview);
    // the rows of a discarded preview are of no further use
    await tx.execute(sql`delete from sales_import_rows where import_id = ${id}`);
    await setStatus(tx, id, 'discarded');
    await notify(tx, { topic: 'royalties', id });
  });
  return toImportItem(await findImport(deps.db, id));
}

/**
 * Matches an import's unmatched rows again, against the ISRCs and UPCs releases have now. For a
 * confirmed import the booking follows: its entries are reversed and the import booked anew with
 * the rows now matched, in one transaction, so the ledger is still only added to.
 */
export async function rematchImport(deps: Deps, actor: UserActor, id: string, input: ImportActionInput): Promise<ImportPreviewDto> {
  await deps.db.transaction(async (tx) => {
    const record = await lockImport(tx, id, input.version);
    if (record.status !== 'preview' && record.status !== 'confirmed') throw new DomainError('CONFLICT', IMPORT_TEXTS.notRematchable);
    const before = record.rows_matched;
    const { matchRows } = await import('./create-import.ts'); // loaded on first use
    await matchRows(tx, id);
    await countRows(tx, id);
    const after = (await findImport(tx, id)).rows_matched;
    if (record.status === 'confirmed' && after !== before && record.kind === 'estimate') {
      await reverseEstimates(tx, id);
      await bookEstimates(tx, id);
    } else if (record.status === 'confirmed' && after !== before) {
      // the balances are locked once the rows are matched: the artists newly matched are among them
      await keepClaimsCovered(tx, importUsers(id), refusal(IMPORT_TEXTS.rematchRefused), async () => {
        await reverseImport(tx, id);
        await bookImport(tx, id);
      });
      await refreshReleaseTotals(tx, [id]);
      await recordAudit(tx, actor, {
        action: 'sales_import.rematched',
        entityType: 'sales_import',
        entityId: id,
        before: { rowsMatched: before },
        after: { rowsMatched: after },
      });
    }
    await notify(tx, { topic: 'royalties', id });
  });
  return getImport(deps, id);
}
