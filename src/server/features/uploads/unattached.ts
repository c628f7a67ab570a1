// The bytes one account keeps in uploads that no release uses yet. The daily sweep removes such
// files a day after upload; until then they count against the upload quota.
import type { DbOrTx } from '../../db/pool.ts';
import { sql } from 'drizzle-orm';

/**
 * An upload (`f`) nothing uses: releases refer to their files by id, the cover art
 * (music_releases.cover_file_id) and each track's audio (release_tracks.audio_file_id); so do an
 * artist profile's image and a label's logo. Each test is an index lookup.
 */
export const UNUSED_FILE = `not exists (select 1 from release_tracks t where t.audio_file_id = f.id)
        and not exists (select 1 from music_releases r where r.cover_file_id = f.id)
        and not exists (select 1 from artist_profiles p where p.image_file_id = f.id)
        and not exists (select 1 from account_branding b where b.logo_file_id = f.id)`;

export async function unattachedBytes(db: DbOrTx, userId: string): Promise<number> {
  const { rows } = await db.execute<{ bytes: string | number }>(sql`
    select coalesce(sum(f.size_bytes), 0) as bytes
      from uploaded_files f
     where f.user_id = ${userId}
       and ${sql.raw(UNUSED_FILE)}`);
  return Number(rows[0]?.bytes ?? 0);
}
