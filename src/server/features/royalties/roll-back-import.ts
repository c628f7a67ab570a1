// An admin rolls back a confirmed import: reversing entries take back what it booked.
import { sql } from 'drizzle-orm';
import { DomainError } from '../../../domain/errors.ts';
import type { ImportListItemDto } from '../../../domain/royalty-imports-dto.ts';
import { IMPORT_TEXTS, type ImportActionInput } from '../../../domain/earnings.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { notify } from '../../realtime/notify.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { keepClaimsCovered } from '../payouts/keep-claims-covered.ts';
import { importUsers, refreshReleaseTotals, reverseImport } from './book-import.ts';
import { reverseEstimates } from './book-estimates.ts';
import { findImport, toImportItem } from './get-import.ts';
import { lockImport, refusal, setStatus } from './change-import.ts';

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
