// The catalogue an unmatched line can be booked to: tracks by ISRC or title (with their release)
// (a release's title finds its tracks too) and releases by UPC or title, each with the artist who owns it, the exact code first.
import { sql } from 'drizzle-orm';
import type { CatalogueMatchDto } from '../../../domain/unmatched-lines-dto.ts';
import { normaliseReportIsrc, upcAsEan13 } from '../../../domain/report-formats.ts';
import type { Deps } from '../../deps.ts';
import { likePattern } from '../../db/keyset.ts';
import type { UserActor } from '../../actor.ts';

const LIMIT = 20;

type MatchRecord = {
  release_id: string;
  release_title: string;
  artist_name: string;
  upc: string | null;
  status: string;
  owner_id: string;
  owner_name: string;
  track_id: string | null;
  track_title: string | null;
  isrc: string | null;
};

export async function searchCatalogue({ db }: Deps, _actor: UserActor, q: string): Promise<CatalogueMatchDto[]> {
  const term = likePattern(q);
  const isrc = normaliseReportIsrc(q);
  const digits = q.replace(/[\s-]/g, '');
  const ean = /^\d{12,13}$/.test(digits) ? upcAsEan13(digits) : null;
  const { rows } = await db.execute<MatchRecord>(sql`
    with found as (
      select t.release_id, t.id track_id, t.title track_title, t.isrc, (t.isrc = ${isrc}) exact, t.position
        from release_tracks t join music_releases r on r.id = t.release_id
       where t.isrc = ${isrc} or t.title ilike ${term} or t.isrc ilike ${term} or r.title ilike ${term}
      union all
      select m.id, null, null, null, (${ean}::text is not null and (case when length(m.upc) = 12 then '0' || m.upc else m.upc end) = ${ean}), 0
        from music_releases m
       where (${ean}::text is not null and (case when length(m.upc) = 12 then '0' || m.upc else m.upc end) = ${ean})
          or m.title ilike ${term} or m.upc like ${likePattern(digits)})
    select f.release_id, m.title release_title, m.artist_name, m.upc, m.status, m.user_id owner_id,
           coalesce(nullif(p.full_name, ''), p.email, 'An artist') owner_name, f.track_id, f.track_title, f.isrc
      from found f join music_releases m on m.id = f.release_id left join profiles p on p.id = m.user_id
     order by f.exact desc, m.title, f.release_id, f.track_id nulls first, f.position
     limit ${LIMIT}`);
  return rows.map((r) => ({
    releaseId: r.release_id,
    releaseTitle: r.release_title,
    artistName: r.artist_name,
    upc: r.upc,
    status: r.status,
    owner: { id: r.owner_id, name: r.owner_name },
    trackId: r.track_id,
    trackTitle: r.track_title,
    isrc: r.isrc,
  }));
}
