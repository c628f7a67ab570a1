// An admin matches an import's preview again against the catalogue as it is now.
import { DomainError } from '../../../domain/errors.ts';
import type { ImportPreviewDto } from '../../../domain/royalty-imports-dto.ts';
import { IMPORT_TEXTS, type ImportActionInput } from '../../../domain/earnings.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { notify } from '../../realtime/notify.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { keepClaimsCovered } from '../payouts/keep-claims-covered.ts';
import { bookImport, importUsers, refreshReleaseTotals, reverseImport } from './book-import.ts';
import { bookEstimates, reverseEstimates } from './book-estimates.ts';
import { countRows } from './count-rows.ts';
import { findImport, getImport } from './get-import.ts';
import { lockImport, refusal } from './change-import.ts';

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
    const { matchRows } = await import('./match-rows.ts'); // loaded on first use
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
