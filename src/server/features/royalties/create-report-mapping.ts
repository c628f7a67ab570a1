// An admin adds a report mapping (a store's own report format): its name may be no other
// mapping's, shipped or stored (case aside); the creation is audited in the same transaction.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DomainError } from '../../../domain/errors.ts';
import { BUILT_IN_MAPPINGS } from '../../../domain/built-in-report-mappings.ts';
import { MAPPING_TEXTS, type ReportMapping } from '../../../domain/report-mappings.ts';
import type { ReportMappingDto } from '../../../domain/report-mappings-dto.ts';
import type { UserActor } from '../../actor.ts';
import type { Tx } from '../../db/pool.ts';
import { reportMappings as rm } from '../../db/schema-royalties.ts';
import type { Deps } from '../../deps.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { mappingColumns, toMappingDto } from './list-report-mappings.ts';

/** Refuses a name another mapping has (the shipped ones', or a stored one's other than `self`), under a lock on the name. */
export async function checkMappingName(tx: Tx, name: string, self: string | null): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`report-mapping:${name.toLowerCase()}`}, 0))`);
  const builtIn = BUILT_IN_MAPPINGS.some((m) => m.name.toLowerCase() === name.toLowerCase());
  const [taken] = builtIn
    ? [{ id: '' }]
    : await tx
        .select({ id: rm.id })
        .from(rm)
        .where(sql`lower(${rm.name}) = lower(${name}) and ${self === null ? sql`true` : sql`${rm.id} <> ${self}`}`)
        .limit(1);
  if (taken) throw new DomainError('CONFLICT', MAPPING_TEXTS.nameTaken(name), 'name');
}

/** The stored columns of a mapping, as written in the table and the audit log. */
export const mappingValues = (m: ReportMapping) => ({
  name: m.name,
  source: m.source,
  delimiter: m.delimiter,
  skipTop: m.skipTop,
  skipBottom: m.skipBottom,
  dateFormat: m.dateFormat,
  decimal: m.decimal,
  columns: m.columns,
  store: m.store,
  currency: m.currency,
  useType: m.useType,
});

export async function createReportMapping(deps: Deps, actor: UserActor, input: ReportMapping): Promise<ReportMappingDto> {
  const id = randomUUID();
  return deps.db.transaction(async (tx) => {
    await checkMappingName(tx, input.name, null);
    const values = mappingValues(input);
    await tx.insert(rm).values({ id, ...values, createdBy: actor.userId });
    await recordAudit(tx, actor, { action: 'report_mapping.created', entityType: 'report_mapping', entityId: id, after: values });
    const [row] = await tx.select(mappingColumns).from(rm).where(eq(rm.id, id));
    return toMappingDto(row!);
  });
}
