// Matches an import's unmatched rows in the database, after the file is read (a rematch).
import { sql } from 'drizzle-orm';
import type { SqlRunner } from './count-rows.ts';

/** Matches the import's unmatched rows: tracks by ISRC first, then releases by UPC (a UPC-A matches its EAN-13). */
export async function matchRows(db: SqlRunner, importId: string): Promise<void> {
  await db.execute(sql`
    update sales_import_rows r set state = 'matched', reason = null, track_id = t.id, release_id = t.release_id, user_id = m.user_id
      from release_tracks t join music_releases m on m.id = t.release_id
     where r.import_id = ${importId} and r.state = 'unmatched' and r.isrc is not null and t.isrc = r.isrc`);
  await db.execute(sql`
    update sales_import_rows r set state = 'matched', reason = null, release_id = m.id, user_id = m.user_id
      from music_releases m
     where r.import_id = ${importId} and r.state = 'unmatched' and r.upc is not null and m.upc is not null
       and (case when length(m.upc) = 12 then '0' || m.upc else m.upc end) = (case when length(r.upc) = 12 then '0' || r.upc else r.upc end)`);
}
