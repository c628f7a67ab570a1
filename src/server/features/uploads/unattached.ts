// The bytes one account keeps in uploads that no release uses yet: files no track plays, that
// none of the account's releases mentions (by id, however the release refers to it), and that are
// no artist profile's image or label's logo. The daily
// sweep removes such files a day after upload; until then they count against the upload quota.
import type { DbOrTx } from '../../db/pool.ts';
import { sql } from 'drizzle-orm';

export async function unattachedBytes(db: DbOrTx, userId: string): Promise<number> {
  const { rows } = await db.execute<{ bytes: string | number }>(sql`
    select coalesce(sum(f.size_bytes), 0) as bytes
      from uploaded_files f
     where f.user_id = ${userId}
       and not exists (select 1 from release_tracks t where t.audio_file_id = f.id)
       and not exists (select 1 from music_releases r where r.user_id = f.user_id and strpos(to_jsonb(r)::text, f.id::text) > 0)
       and not exists (select 1 from artist_profiles p where p.image_file_id = f.id)
       and not exists (select 1 from account_branding b where b.logo_file_id = f.id)`);
  return Number(rows[0]?.bytes ?? 0);
}
