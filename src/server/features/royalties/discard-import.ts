// An admin discards an import's preview.
import { sql } from 'drizzle-orm';
import { DomainError } from '../../../domain/errors.ts';
import type { ImportListItemDto } from '../../../domain/royalty-imports-dto.ts';
import { IMPORT_TEXTS, type ImportActionInput } from '../../../domain/earnings.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { notify } from '../../realtime/notify.ts';
import { findImport, toImportItem } from './get-import.ts';
import { lockImport, setStatus } from './change-import.ts';

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
