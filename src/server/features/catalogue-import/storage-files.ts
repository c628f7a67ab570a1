// An admin's import takes a release's files from the storage folder the admin named: each one goes
// through the upload's own checks (type, size, readable audio or image) as the account's upload,
// once (kept with the import by its name, so a run again reuses it).
import type { SheetRelease } from '../../../domain/catalogue-import-texts.ts';
import type { UserActor } from '../../actor.ts';
import { catalogueImportFiles } from '../../db/schema-catalogue-imports.ts';
import type { Deps } from '../../deps.ts';
import { uploadFile } from '../uploads/upload-file.ts';
import type { ImportFile } from './file-problems.ts';
import { storageKey } from './check-codes.ts';

/** Adds the release's files to `have` (the import's files by name), fetching those it lacks. */
export async function fetchStorageFiles(
  deps: Deps,
  owner: UserActor,
  o: { importId: string; prefix: string; have: Map<string, ImportFile> },
  r: SheetRelease,
): Promise<void> {
  const { importId, prefix, have } = o;
  const wanted = [{ name: r.coverFile, kind: 'cover' as const }, ...r.tracks.map((t) => ({ name: t.audioFile, kind: 'audio' as const }))];
  for (const f of wanted) {
    if (have.has(f.name)) continue;
    const key = storageKey(prefix, f.name)!;
    const size = await deps.storage.size(key);
    const file = await uploadFile(deps, owner, {
      kind: f.kind,
      name: f.name,
      contentLength: size ?? undefined,
      body: await deps.storage.get(key),
    });
    await deps.db.insert(catalogueImportFiles).values({ importId, name: f.name, fileId: file.id }).onConflictDoNothing();
    have.set(f.name, { id: file.id, kind: f.kind });
  }
}
