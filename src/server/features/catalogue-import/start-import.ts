// Starts an import whose sheet and files have no problem left: its releases are made by a
// background job (run-import.ts), enqueued in the transaction that marks the import started, so a
// second start finds it started and nothing is made twice.
import { and, eq, sql } from 'drizzle-orm';
import type { CatalogueImportDto } from '../../../domain/catalogue-import-dto.ts';
import { CATALOGUE_IMPORT_TEXTS } from '../../../domain/catalogue-import-schema.ts';
import { DomainError } from '../../../domain/errors.ts';
import { catalogueImports } from '../../db/schema-catalogue-imports.ts';
import type { Deps } from '../../deps.ts';
import { loadImport } from './get-import.ts';
import { CATALOGUE_IMPORT_RUN } from './job-names.ts';

/** `accountId`: the account the import must belong to; null for an admin. */
export async function startImport(deps: Deps, accountId: string | null, id: string): Promise<CatalogueImportDto> {
  const before = await loadImport(deps, accountId, id);
  if (before.state !== 'checked') throw new DomainError('CONFLICT', CATALOGUE_IMPORT_TEXTS.started);
  if (!before.ready) throw new DomainError('VALIDATION', CATALOGUE_IMPORT_TEXTS.notReady);
  await deps.db.transaction(async (tx) => {
    const moved = await tx
      .update(catalogueImports)
      .set({ state: 'importing', startedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(catalogueImports.id, id), eq(catalogueImports.state, 'checked')))
      .returning({ id: catalogueImports.id });
    if (!moved.length) throw new DomainError('CONFLICT', CATALOGUE_IMPORT_TEXTS.started);
    await deps.jobs.send(CATALOGUE_IMPORT_RUN, { importId: id }, { db: tx });
  });
  return loadImport(deps, accountId, id);
}
