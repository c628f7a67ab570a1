// The stored bytes of every file an account uploaded (originals, thumbnails and the parts of
// resumable uploads not yet complete), for removing the account's data: deleting a missing file
// is no error, so a purge that stopped half-way can run again. The rows go with the account (on delete cascade).
import { eq } from 'drizzle-orm';
import { uploadedFiles } from '../../db/schema-uploads.ts';
import { accountPartsPrefix } from './upload-session-row.ts';
import type { DbOrTx } from '../../db/pool.ts';
import type { Deps } from '../../deps.ts';

export async function deleteUserFiles(deps: { db: DbOrTx; storage: Deps['storage'] }, userId: string): Promise<number> {
  const rows = await deps.db
    .select({ key: uploadedFiles.storageKey, thumb: uploadedFiles.thumbnailKey })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.userId, userId));
  for (const row of rows) {
    await deps.storage.delete(row.key);
    if (row.thumb) await deps.storage.delete(row.thumb);
  }
  // every resumable upload's parts, those a killed process left unrecorded too
  await deps.storage.deletePrefix(accountPartsPrefix(userId));
  return rows.length;
}
