// The admin gives the rate to USD of a currency of an import in preview (one held for its rate, or
// a rate corrected before confirming): recorded as entered, the totals in USD counted again, audited.
import { sql } from 'drizzle-orm';
import { DomainError, invalid } from '../../../domain/errors.ts';
import type { ExchangeRateDto, ImportPreviewDto } from '../../../domain/royalty-imports-dto.ts';
import { IMPORT_TEXTS, type ImportRateInput } from '../../../domain/earnings.ts';
import { RATE_TEXTS } from '../../../domain/exchange-rates.ts';
import { RECORD_CHANGED } from '../../../domain/admin-list.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { notify } from '../../realtime/notify.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { countRows } from './count-rows.ts';
import { findImport, getImport } from './get-import.ts';

export async function setImportRate(deps: Deps, actor: UserActor, id: string, input: ImportRateInput): Promise<ImportPreviewDto> {
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from sales_imports where id = ${id} for update`);
    const record = await findImport(tx, id);
    if (record.version !== input.version) throw new DomainError('CONFLICT', RECORD_CHANGED);
    if (record.status !== 'preview') throw new DomainError('CONFLICT', IMPORT_TEXTS.notPreview);
    if (!record.currencies.includes(input.currency)) throw invalid(RATE_TEXTS.notInReport(input.currency, record.currencies), 'currency');
    const before = record.rates.find((r) => r.currency === input.currency) ?? null;
    const entered: ExchangeRateDto = { currency: input.currency, rate: input.rate, source: 'entered' };
    const rates = [...record.rates.filter((r) => r.currency !== input.currency), entered].sort((a, b) =>
      a.currency.localeCompare(b.currency),
    );
    await tx.execute(sql`update sales_imports set rates = ${JSON.stringify(rates)}::jsonb where id = ${id}`);
    await countRows(tx, id);
    await recordAudit(tx, actor, {
      action: 'sales_import.rate_set',
      entityType: 'sales_import',
      entityId: id,
      before: { rate: before },
      after: { rate: entered },
    });
    await notify(tx, { topic: 'royalties', id });
  });
  return getImport(deps, id);
}
