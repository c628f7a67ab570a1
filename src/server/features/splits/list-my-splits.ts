// The splits a signed-in user is a payee of (the parties they accepted, declined since or not):
// whose, of what, their part in the version in force, the amount repaid to them first and how
// much of it is repaid, and everything credited to them, which their balance counts.
import { sql } from 'drizzle-orm';
import { displayTotal } from '../../../domain/earnings-totals.ts';
import { units } from '../../../domain/earnings-decimal.ts';
import { formatShare, recoupedAt } from '../../../domain/splits.ts';
import type { MySplitDto } from '../../../domain/splits-dto.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';

type Row = {
  party_id: string;
  status: MySplitDto['status'];
  owner_name: string;
  release_title: string;
  track_title: string | null;
  share: number | null;
  total: string;
  recoupments: { party: string; amount: string }[] | null;
  earned: string;
};

export async function listMySplits(deps: Deps, { userId }: UserActor): Promise<MySplitDto[]> {
  const { rows } = await deps.db.execute<Row>(sql`
    select p.id party_id, p.status, coalesce(nullif(pr.full_name, ''), u.name, u.email) owner_name, m.title release_title,
           (select t.title from release_tracks t where t.release_id = s.release_id and t.isrc = s.isrc limit 1) track_title,
           (select sh.share from split_shares sh where sh.party_id = p.id
               and sh.version_id = (select v.id from split_versions v where v.split_id = s.id and v.status = 'in_force' order by v.number desc limit 1)) share,
           s.total::text,
           (select json_agg(json_build_object('party', r.party_id, 'amount', r.amount::text) order by r.position)
              from split_recoupments r where r.split_id = s.id) recoupments,
           coalesce((select t.amount from split_party_totals t where t.party_id = p.id), 0)::text earned
      from split_parties p join splits s on s.id = p.split_id join music_releases m on m.id = s.release_id
      join users u on u.id = s.owner_id left join profiles pr on pr.id = u.id
     where p.user_id = ${userId}
     order by p.answered_at desc nulls last, p.id`);
  return rows.map((r) => {
    const recoupments = (r.recoupments ?? []).map((x) => ({ payee: x.party, amount: units(x.amount) }));
    const i = recoupments.findIndex((x) => x.payee === r.party_id);
    const repaid = recoupedAt(recoupments, units(r.total));
    return {
      partyId: r.party_id,
      status: r.status,
      ownerName: r.owner_name,
      releaseTitle: r.release_title,
      trackTitle: r.track_title,
      share: formatShare(BigInt(r.share ?? 0)),
      recoup: displayTotal(i < 0 ? 0n : recoupments[i]!.amount),
      recouped: displayTotal(i < 0 ? 0n : repaid[i]!),
      earned: displayTotal(units(r.earned)),
    };
  });
}
