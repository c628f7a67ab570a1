// An admin confirms an import's preview: its matched lines are booked.
import { sql } from 'drizzle-orm';
import { DomainError } from '../../../domain/errors.ts';
import type { ImportListItemDto } from '../../../domain/royalty-imports-dto.ts';
import { IMPORT_TEXTS, type ImportActionInput } from '../../../domain/earnings.ts';
import type { Actor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { notify } from '../../realtime/notify.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { keepClaimsCovered } from '../payouts/keep-claims-covered.ts';
import { bookImport, importUsers, refreshReleaseTotals, reverseImport } from './book-import.ts';
import { bookEstimates, recordCoverage } from './book-estimates.ts';
import { filesMissing, findImport, ratesNeeded, toImportItem } from './get-import.ts';
import { flagLinesBookedSincePreview, lockImport, refusal, setStatus } from './change-import.ts';
import { emitImportBooked } from '../webhooks/money-events.ts';

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
    await recordCoverage(tx, id);
    const users = sql.join([id, ...replaced].map(importUsers), sql` union `);
    await keepClaimsCovered(tx, users, refusal(replaced.length ? IMPORT_TEXTS.replaceRefused : IMPORT_TEXTS.confirmRefused), async () => {
      for (const r of replaced) {
        await reverseImport(tx, r);
        await setStatus(tx, r, 'replaced');
      }
      await bookImport(tx, id);
    });
    // replaces_id names the first it replaced; each replaced import's audit entry names this one
    const replaces = replaced[0] ?? null;
    await setStatus(tx, id, 'confirmed', sql`, confirmed_at = now(), replaces_id = ${replaces}`);
    await refreshReleaseTotals(tx, [id, ...replaced]);
    await emitImportBooked(deps, tx, id);
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
