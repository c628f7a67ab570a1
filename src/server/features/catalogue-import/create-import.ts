// A sheet uploaded into a new import: read, checked row by row as the release form checks a
// release and against the database (codes, artist profiles, an admin's storage folder), and kept
// with every problem found. Its releases are kept only when there is none: nothing is made from a
// sheet with problems, and the corrected sheet is a new import.
import { checkSheet } from '../../../domain/catalogue-import.ts';
import type { CatalogueImportDto } from '../../../domain/catalogue-import-dto.ts';
import { personOf, type UserActor } from '../../actor.ts';
import { catalogueImportRows, catalogueImports } from '../../db/schema-catalogue-imports.ts';
import type { Deps } from '../../deps.ts';
import { artistProblems, codeProblems, storageProblems } from './check-codes.ts';
import { loadImport } from './get-import.ts';
import { readSheet, type SheetBody } from './read-sheet.ts';

export type NewImport = { fileName: string; body: SheetBody; storagePrefix?: string };

const ROWS_PER_INSERT = 500;

export async function createImport(deps: Deps, actor: UserActor, input: NewImport): Promise<CatalogueImportDto> {
  const { header, records } = await readSheet(input.body);
  const sheet = checkSheet(header, records);
  const problems = [...sheet.problems];
  if (sheet.releases.length) {
    problems.push(...(await codeProblems(deps.db, sheet.releases)), ...(await artistProblems(deps.db, actor.userId, sheet.releases)));
    if (input.storagePrefix) problems.push(...(await storageProblems(deps.storage, input.storagePrefix, sheet.releases)));
  }
  problems.sort((a, b) => a.row - b.row);
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(catalogueImports)
      .values({
        userId: actor.userId,
        createdBy: personOf(actor),
        fileName: input.fileName,
        storagePrefix: input.storagePrefix || null,
        problems,
        trackCount: sheet.trackCount,
      })
      .returning({ id: catalogueImports.id });
    if (!problems.length) {
      const rows = sheet.releases.map((r, position) => ({ importId: row!.id, position, upc: r.upc, sheet: r }));
      for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
        await tx.insert(catalogueImportRows).values(rows.slice(i, i + ROWS_PER_INSERT));
    }
    return row!.id;
  });
  return loadImport(deps, actor.userId, id);
}
