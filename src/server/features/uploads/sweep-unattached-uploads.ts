// Uploads that no release uses a day after they were made are removed, rows and bytes, so files
// from abandoned forms do not pile up (what counts as used: unattached.ts). The rows' keys become
// storage intents in the same statement, so a sweep killed before it deleted the bytes leaves them
// to the orphan sweep.
import type { Deps } from '../../deps.ts';
import { settleObjects } from './storage-intents.ts';
import { UNUSED_FILE } from './unattached.ts';

export async function sweepUnattachedUploads(
  deps: Pick<Deps, 'pool' | 'db' | 'storage' | 'log'>,
  olderThanHours = 24,
): Promise<{ removed: number }> {
  const { rows } = await deps.pool.query<{ storage_key: string; thumbnail_key: string | null }>(
    `with gone as (
      delete from uploaded_files f
      where f.created_at < now() - make_interval(hours => $1)
        and ${UNUSED_FILE}
      returning f.storage_key, f.thumbnail_key),
     intended as (
       insert into storage_intents (key)
       select k from gone, unnest(array[storage_key, thumbnail_key]) k where k is not null
       on conflict do nothing)
     select storage_key, thumbnail_key from gone`,
    [olderThanHours],
  );
  for (const row of rows) {
    const keys = [row.storage_key, row.thumbnail_key].filter((k): k is string => k !== null);
    try {
      for (const key of keys) await deps.storage.delete(key);
      await settleObjects(deps.db, keys);
    } catch (err) {
      deps.log.warn({ err, keys }, 'could not delete an unattached upload'); // its intents stay for the orphan sweep
    }
  }
  return { removed: rows.length };
}
