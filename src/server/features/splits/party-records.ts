// A split party as the mails, the invitation page and the payee's list read it: with their split's
// release (and track), owner, share in the version in force, amount repaid first and money so far.
import { sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { DbOrTx, Tx } from '../../db/pool.ts';

export type PartyRecord = {
  id: string;
  split_id: string;
  total: string;
  email: string;
  name: string;
  status: 'invited' | 'accepted' | 'declined';
  invite_key: string;
  release_title: string;
  track_title: string | null;
  owner_id: string;
  owner_name: string;
  owner_email: string;
  share: number | null;
  recoup: string | null;
  earned: string;
};

/** The parties `where` picks (over split_parties p), each with their split's release, owner, share in the version in force, amount repaid first and money so far. */
export async function partyRecords(db: DbOrTx, where: SQL): Promise<PartyRecord[]> {
  const { rows } = await db.execute<PartyRecord>(sql`
    select p.id, s.id split_id, s.total::text, p.email, p.name, p.status, p.invite_key, m.title release_title,
           (select t.title from release_tracks t where t.release_id = s.release_id and t.isrc = s.isrc limit 1) track_title,
           s.owner_id, coalesce(nullif(pr.full_name, ''), u.name, u.email) owner_name, u.email owner_email,
           (select sh.share from split_shares sh join split_versions v on v.id = sh.version_id
             where v.split_id = s.id and sh.party_id = p.id and v.number = (select max(number) from split_versions where split_id = s.id and status = 'in_force')) share,
           (select r.amount::text from split_recoupments r where r.split_id = s.id and r.party_id = p.id) recoup,
           coalesce((select t.amount from split_party_totals t where t.party_id = p.id), 0)::text earned
      from split_parties p join splits s on s.id = p.split_id join music_releases m on m.id = s.release_id
      join users u on u.id = s.owner_id left join profiles pr on pr.id = u.id
     where ${where}
     order by p.answered_at desc nulls last, p.id`);
  return rows;
}

/** One party's record; null when gone with its split. */
export async function findParty(deps: Pick<Deps, 'db'>, partyId: string): Promise<PartyRecord | null> {
  return (await partyRecords(deps.db, sql`p.id = ${partyId}`))[0] ?? null;
}

/** The party's split, locked for update first, as saving a version and booking take it. */
export async function lockSplitOf(tx: Tx, partyId: string): Promise<{ id: string; total: string }> {
  const { rows } = await tx.execute<{ id: string; total: string }>(sql`
    select s.id, s.total::text from splits s join split_parties p on p.split_id = s.id where p.id = ${partyId} for update of s`);
  return rows[0]!;
}
