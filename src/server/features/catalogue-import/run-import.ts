// Making an import's releases, a batch at a time, each in its own transaction with the import row
// that records it (make-release.ts); then each made release is submitted for review like any
// release. Whatever stopped a run (an instance stopped, a failure), running again continues where
// it stopped: made rows are skipped, and a release made but not yet submitted is submitted.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { DomainError } from '../../../domain/errors.ts';
import type { UserActor } from '../../actor.ts';
import { catalogueImportRows, catalogueImports } from '../../db/schema-catalogue-imports.ts';
import type { Deps } from '../../deps.ts';
import { submitRelease } from '../releases/submit-release.ts';
import { importFiles, releaseFileProblems } from './file-problems.ts';
import { makeRelease } from './make-release.ts';
import { fetchStorageFiles } from './storage-files.ts';

/** Releases made per batch: each batch reads the import's files once. */
export const IMPORT_BATCH = 25;
const SUBMIT_NOTE = 'Imported catalogue: already at the stores under these codes';

type Importing = { id: string; userId: string; createdBy: string | null; storagePrefix: string | null };

const ownerOf = (imp: Importing): UserActor => ({
  kind: 'user',
  userId: imp.userId,
  role: 'user',
  ip: null,
  personId: imp.createdBy ?? undefined,
});

async function importing(deps: Deps, importId: string): Promise<Importing | undefined> {
  const [imp] = await deps.db
    .select({
      id: catalogueImports.id,
      userId: catalogueImports.userId,
      createdBy: catalogueImports.createdBy,
      storagePrefix: catalogueImports.storagePrefix,
    })
    .from(catalogueImports)
    .where(and(eq(catalogueImports.id, importId), eq(catalogueImports.state, 'importing')));
  return imp;
}

/** Submits the import's releases still drafts (made by a run that stopped before submitting them). */
async function submitMade(deps: Deps, imp: Importing): Promise<void> {
  const { rows } = await deps.db.execute<{ id: string }>(sql`
    select m.id from catalogue_import_rows r join music_releases m on m.id = r.release_id
    where r.import_id = ${imp.id} and r.problem is null and m.status = 'draft' order by r.position`);
  for (const r of rows)
    await submitRelease(deps, ownerOf(imp), r.id, SUBMIT_NOTE).catch(async (err: unknown) => {
      if (!(err instanceof DomainError)) throw err;
      await deps.db.update(catalogueImportRows).set({ problem: err.message }).where(eq(catalogueImportRows.releaseId, r.id));
    });
}

/** Makes up to `limit` of the import's releases not made yet; returns how many rows it took. */
export async function importBatch(deps: Deps, importId: string, limit = IMPORT_BATCH): Promise<number> {
  const imp = await importing(deps, importId);
  if (!imp) return 0;
  const owner = ownerOf(imp);
  const rows = await deps.db
    .select()
    .from(catalogueImportRows)
    .where(and(eq(catalogueImportRows.importId, importId), isNull(catalogueImportRows.releaseId), isNull(catalogueImportRows.problem)))
    .orderBy(asc(catalogueImportRows.position))
    .limit(limit);
  const files = await importFiles(deps.db, importId);
  for (const row of rows) {
    try {
      if (imp.storagePrefix) await fetchStorageFiles(deps, owner, { importId, prefix: imp.storagePrefix, have: files }, row.sheet);
      const problems = releaseFileProblems(row.sheet, files);
      if (problems.length) throw new DomainError('VALIDATION', problems.map((p) => p.message).join(' '));
      await makeRelease(deps, owner, row.id, new Map([...files].map(([name, f]) => [name, f.id])));
    } catch (err) {
      // A release the stores would refuse (a file, a code taken since the check) is told on its row; the others go on.
      if (!(err instanceof DomainError)) throw err;
      await deps.db.update(catalogueImportRows).set({ problem: err.message }).where(eq(catalogueImportRows.id, row.id));
    }
  }
  await submitMade(deps, imp);
  return rows.length;
}

/** The whole import, batch after batch, then done. */
export async function runImport(deps: Deps, importId: string): Promise<void> {
  while ((await importBatch(deps, importId)) > 0);
  const imp = await importing(deps, importId);
  if (!imp) return;
  await submitMade(deps, imp);
  await deps.db
    .update(catalogueImports)
    .set({ state: 'done', finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(catalogueImports.id, importId), eq(catalogueImports.state, 'importing')));
}
