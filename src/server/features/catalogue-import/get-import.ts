// An import as the page shows it: the sheet's problems, its files and their problems, its releases
// and how many are made. Scoped to the account: another account's import is not found.
import { and, asc, eq } from 'drizzle-orm';
import type { CatalogueImportDto } from '../../../domain/catalogue-import-dto.ts';
import { CATALOGUE_IMPORT_TEXTS } from '../../../domain/catalogue-import-schema.ts';
import { notFound } from '../../../domain/errors.ts';
import type { UserActor } from '../../actor.ts';
import { catalogueImportRows, catalogueImports } from '../../db/schema-catalogue-imports.ts';
import type { Deps } from '../../deps.ts';
import { importFiles, releaseFileProblems } from './file-problems.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function loadImport(deps: Deps, accountId: string | null, id: string): Promise<CatalogueImportDto> {
  const [imp] = await deps.db
    .select()
    .from(catalogueImports)
    .where(and(eq(catalogueImports.id, id), accountId ? eq(catalogueImports.userId, accountId) : undefined));
  if (!imp) throw notFound(CATALOGUE_IMPORT_TEXTS.notFound);
  const rows = await deps.db
    .select()
    .from(catalogueImportRows)
    .where(eq(catalogueImportRows.importId, id))
    .orderBy(asc(catalogueImportRows.position));
  const fromStorage = imp.storagePrefix !== null;
  const files = fromStorage ? new Map() : await importFiles(deps.db, id);
  const pending = rows.filter((r) => !r.releaseId);
  const fileProblems = fromStorage
    ? rows.filter((r) => r.problem).map((r) => ({ row: r.sheet.rows[0]!, column: 'audio_file', message: r.problem! }))
    : pending.flatMap((r) => releaseFileProblems(r.sheet, files));
  const named = new Map<string, 'audio' | 'cover'>();
  for (const { sheet } of rows) {
    named.set(sheet.coverFile, 'cover');
    for (const t of sheet.tracks) named.set(t.audioFile, 'audio');
  }
  return {
    id: imp.id,
    accountId: imp.userId,
    fileName: imp.fileName,
    state: imp.state as CatalogueImportDto['state'],
    fromStorage,
    problems: imp.problems,
    fileProblems,
    files: [...named].map(([name, kind]) => ({ name, kind, present: fromStorage || files.get(name)?.kind === kind })),
    releases: rows.map((r) => ({
      upc: r.upc,
      title: r.sheet.values.title,
      artistName: r.sheet.values.artistName,
      releaseType: r.sheet.values.releaseType,
      trackCount: r.sheet.tracks.length,
      releaseId: r.releaseId,
      problem: r.problem,
    })),
    trackCount: imp.trackCount,
    createdCount: rows.length - pending.length,
    ready: imp.state === 'checked' && rows.length > 0 && !imp.problems.length && !fileProblems.length,
    createdAt: imp.createdAt.toISOString(),
    startedAt: iso(imp.startedAt),
    finishedAt: iso(imp.finishedAt),
  };
}

export function getImport(deps: Deps, actor: UserActor, id: string): Promise<CatalogueImportDto> {
  return loadImport(deps, actor.userId, id);
}
