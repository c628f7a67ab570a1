// Uploads that no release uses a day after they were made are removed, rows and bytes, so files
// from abandoned forms do not pile up. Releases refer to their files by id: the cover art
// (music_releases.cover_file_id) and each track's audio (release_tracks.audio_file_id); so do an
// artist profile's image and a label's logo.
import type { Deps } from '../../deps.ts';

export async function sweepUnattachedUploads(
  deps: Pick<Deps, 'pool' | 'storage' | 'log'>,
  olderThanHours = 24,
): Promise<{ removed: number }> {
  const { rows } = await deps.pool.query<{ storage_key: string; thumbnail_key: string | null }>(
    `delete from uploaded_files f
      where f.created_at < now() - make_interval(hours => $1)
        and not exists (select 1 from release_tracks t where t.audio_file_id = f.id)
        and not exists (select 1 from music_releases r where r.cover_file_id = f.id)
        and not exists (select 1 from artist_profiles p where p.image_file_id = f.id)
        and not exists (select 1 from account_branding b where b.logo_file_id = f.id)
      returning f.storage_key, f.thumbnail_key`,
    [olderThanHours],
  );
  for (const row of rows) {
    for (const key of [row.storage_key, row.thumbnail_key]) {
      if (key) await deps.storage.delete(key).catch((err: unknown) => deps.log.warn({ err, key }, 'could not delete an unattached upload'));
    }
  }
  return { removed: rows.length };
}
