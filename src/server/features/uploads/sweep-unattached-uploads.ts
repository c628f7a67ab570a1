// Uploads that no release uses a day after they were made are removed, rows and bytes, so files
// from abandoned forms do not pile up. A release refers to a file by its URL (cover art, audio)
// or, for tracks, by its id.
import type { Deps } from '../../deps.ts';
import { fileUrl } from './to-file-dto.ts';

export async function sweepUnattachedUploads(deps: Pick<Deps, 'pool' | 'storage' | 'log'>, olderThanHours = 24): Promise<{ removed: number }> {
  const { rows } = await deps.pool.query<{ storage_key: string; thumbnail_key: string | null }>(
    `delete from uploaded_files f
      where f.created_at < now() - make_interval(hours => $1)
        and not exists (select 1 from release_tracks t where t.audio_file_id = f.id)
        and not exists (select 1 from music_releases r
                         where r.user_id = f.user_id and (r.cover_art_url = $2 || f.id or r.audio_url = $2 || f.id))
      returning f.storage_key, f.thumbnail_key`,
    [olderThanHours, fileUrl('')],
  );
  for (const row of rows) {
    for (const key of [row.storage_key, row.thumbnail_key]) {
      if (key) await deps.storage.delete(key).catch((err: unknown) => deps.log.warn({ err, key }, 'could not delete an unattached upload'));
    }
  }
  return { removed: rows.length };
}
