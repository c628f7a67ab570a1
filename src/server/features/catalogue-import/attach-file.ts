// A file uploaded (through the uploads' own route, with its checks) into an import: matched to the
// sheet by its name, of the kind the sheet names it as. Uploading a name again replaces the file.
import { and, eq } from 'drizzle-orm';
import type { CatalogueImportDto } from '../../../domain/catalogue-import-dto.ts';
import { CATALOGUE_IMPORT_TEXTS } from '../../../domain/catalogue-import-schema.ts';
import { DomainError, invalid, notFound } from '../../../domain/errors.ts';
import type { UserActor } from '../../actor.ts';
import { catalogueImportFiles, catalogueImportRows, catalogueImports } from '../../db/schema-catalogue-imports.ts';
import { uploadedFiles } from '../../db/schema-uploads.ts';
import type { Deps } from '../../deps.ts';
import { loadImport } from './get-import.ts';

export async function attachFile(deps: Deps, actor: UserActor, importId: string, fileId: string): Promise<CatalogueImportDto> {
  const [imp] = await deps.db
    .select({ state: catalogueImports.state, storagePrefix: catalogueImports.storagePrefix })
    .from(catalogueImports)
    .where(and(eq(catalogueImports.id, importId), eq(catalogueImports.userId, actor.userId)));
  if (!imp) throw notFound(CATALOGUE_IMPORT_TEXTS.notFound);
  if (imp.state !== 'checked' || imp.storagePrefix !== null) throw new DomainError('CONFLICT', CATALOGUE_IMPORT_TEXTS.started);
  const [file] = await deps.db
    .select({ name: uploadedFiles.originalName, kind: uploadedFiles.kind })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.userId, actor.userId)));
  if (!file) throw invalid('That file was not found. Please upload it again.', 'fileId');
  const rows = await deps.db
    .select({ sheet: catalogueImportRows.sheet })
    .from(catalogueImportRows)
    .where(eq(catalogueImportRows.importId, importId));
  const kind = rows.some((r) => r.sheet.coverFile === file.name)
    ? 'cover'
    : rows.some((r) => r.sheet.tracks.some((t) => t.audioFile === file.name))
      ? 'audio'
      : null;
  if (!kind) throw invalid(CATALOGUE_IMPORT_TEXTS.notNamed(file.name), 'fileId');
  if (kind !== file.kind) throw invalid(CATALOGUE_IMPORT_TEXTS.wrongKind(file.name, kind), 'fileId');
  await deps.db
    .insert(catalogueImportFiles)
    .values({ importId, name: file.name, fileId })
    .onConflictDoUpdate({ target: [catalogueImportFiles.importId, catalogueImportFiles.name], set: { fileId } });
  return loadImport(deps, actor.userId, importId);
}
