// An admin changes a report mapping they or another admin made, at the version the console
// loaded (a change since is CONFLICT); the shipped ones are read only (copied to be changed).
// Audited with the fields before and after, in the same transaction. Imports already read keep
// their rows: a mapping changes how the next reports are read.
import { eq, sql } from 'drizzle-orm';
import { RECORD_CHANGED } from '../../../domain/admin-list.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import { BUILT_IN_MAPPING_IDS } from '../../../domain/built-in-report-mappings.ts';
import { MAPPING_TEXTS, type ReportMapping } from '../../../domain/report-mappings.ts';
import type { ReportMappingDto } from '../../../domain/report-mappings-dto.ts';
import type { UserActor } from '../../actor.ts';
import { reportMappings as rm } from '../../db/schema-royalties.ts';
import type { Deps } from '../../deps.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { checkMappingName, mappingValues } from './create-report-mapping.ts';
import { mappingColumns, toMappingDto } from './list-report-mappings.ts';

export async function changeReportMapping(
  deps: Deps,
  actor: UserActor,
  id: string,
  input: { version: string; mapping: ReportMapping },
): Promise<ReportMappingDto> {
  if (BUILT_IN_MAPPING_IDS.includes(id)) throw new DomainError('CONFLICT', MAPPING_TEXTS.builtIn);
  return deps.db.transaction(async (tx) => {
    const [had] = await tx.select(mappingColumns).from(rm).where(eq(rm.id, id)).for('update');
    if (!had) throw notFound(MAPPING_TEXTS.notFound);
    if (had.version !== input.version) throw new DomainError('CONFLICT', RECORD_CHANGED);
    await checkMappingName(tx, input.mapping.name, id);
    const before = mappingValues(toMappingDto(had));
    const after = mappingValues(input.mapping);
    await tx
      .update(rm)
      .set({ ...after, updatedAt: sql`now()` })
      .where(eq(rm.id, id));
    await recordAudit(tx, actor, { action: 'report_mapping.changed', entityType: 'report_mapping', entityId: id, before, after });
    const [row] = await tx.select(mappingColumns).from(rm).where(eq(rm.id, id));
    return toMappingDto(row!);
  });
}
