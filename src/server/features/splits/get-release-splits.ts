// A release's splits as its owner sees them: each split (the release's, and its tracks' by ISRC)
// in its latest version, every payee with their share, what is repaid to them first and how much
// of it is repaid, and everything booked to them; and the tracks that can have a split of their own.
import { sql } from 'drizzle-orm';
import { displayTotal } from '../../../domain/earnings-totals.ts';
import { units } from '../../../domain/earnings-decimal.ts';
import { formatShare, WHOLE } from '../../../domain/splits.ts';
import type { ReleaseSplitsDto, SplitDto } from '../../../domain/splits-dto.ts';
import { notFound } from '../../../domain/errors.ts';
import type { UserActor } from '../../actor.ts';
import type { DbOrTx } from '../../db/pool.ts';
import { readRecoupments, recoupStanding } from './read-recoupments.ts';

export const RELEASE_NOT_FOUND = 'Release not found';

type Row = {
  split_id: string;
  isrc: string | null;
  track_title: string | null;
  total: string;
  version: number;
  since: string;
  party_id: string | null;
  name: string | null;
  email: string | null;
  status: 'invited' | 'accepted' | 'declined' | null;
  share: number | null;
  earned: string | null;
};

/** The owner's release (else 404), its splits and its tracks with an ISRC. */
export async function getReleaseSplits(db: DbOrTx, { userId }: UserActor, releaseId: string): Promise<ReleaseSplitsDto> {
  const { rows: release } = await db.execute<{ title: string }>(
    sql`select title from music_releases where id = ${releaseId} and user_id = ${userId}`,
  );
  if (!release[0]) throw notFound(RELEASE_NOT_FOUND);
  const { rows } = await db.execute<Row>(sql`
    with latest as (
      select distinct on (v.split_id) v.split_id, v.id, v.number, v.created_at
        from split_versions v join splits s on s.id = v.split_id
       where s.release_id = ${releaseId} and v.status = 'in_force'
       order by v.split_id, v.number desc)
    select s.id split_id, s.isrc, (select t.title from release_tracks t where t.release_id = s.release_id and t.isrc = s.isrc limit 1) track_title,
           s.total::text, l.number version, l.created_at::text since,
           p.id party_id, p.name, p.email, p.status, sh.share, coalesce(t.amount, 0)::text earned
      from splits s
      join latest l on l.split_id = s.id
      left join split_parties p on p.split_id = s.id
                               and (exists (select 1 from split_shares x where x.version_id = l.id and x.party_id = p.id)
                                    or exists (select 1 from split_recoupments x where x.split_id = s.id and x.party_id = p.id))
      left join split_shares sh on sh.version_id = l.id and sh.party_id = p.id
      left join split_recoupments r on r.split_id = s.id and r.party_id = p.id
      left join split_party_totals t on t.party_id = p.id
     where s.release_id = ${releaseId}
     order by s.isrc nulls first, s.id, coalesce(sh.position, 1000 + r.position), p.email`);
  const recoupments = await readRecoupments(db, [...new Set(rows.map((r) => r.split_id))]);
  const standing = new Map(rows.map((r) => [r.split_id, recoupStanding(recoupments.get(r.split_id) ?? [], units(r.total))]));
  const { rows: tracks } = await db.execute<{ isrc: string; title: string }>(
    sql`select isrc, title from release_tracks where release_id = ${releaseId} and isrc is not null order by position`,
  );
  const splits = new Map<string, SplitDto>();
  const given = new Map<string, bigint>();
  for (const r of rows) {
    let split = splits.get(r.split_id);
    if (!split) {
      split = {
        id: r.split_id,
        isrc: r.isrc,
        trackTitle: r.track_title,
        version: r.version,
        since: new Date(r.since).toISOString(),
        ownerShare: formatShare(WHOLE),
        payees: [],
        total: displayTotal(units(r.total)),
        pending: null,
      };
      splits.set(r.split_id, split);
    }
    if (!r.party_id) continue;
    given.set(r.split_id, (given.get(r.split_id) ?? 0n) + BigInt(r.share ?? 0));
    const recoup = standing.get(r.split_id)!.get(r.party_id);
    split.payees.push({
      id: r.party_id,
      name: r.name!,
      email: r.email!,
      status: r.status!,
      share: formatShare(BigInt(r.share ?? 0)),
      recoup: displayTotal(recoup?.amount ?? 0n),
      recouped: displayTotal(recoup?.repaid ?? 0n),
      earned: displayTotal(units(r.earned ?? '0')),
    });
  }
  for (const split of splits.values()) split.ownerShare = formatShare(WHOLE - (given.get(split.id) ?? 0n));
  // changes waiting for the consent of the payees whose share (or amount repaid first) they lower
  const { rows: pending } = await db.execute<{
    split_id: string;
    until: string;
    name: string;
    email: string;
    before: number;
    after: number;
    recoup_before: string | null;
    recoup_after: string | null;
    answer: string | null;
  }>(sql`
    select v.split_id, v.pending_until::text until, p.name, p.email, c.before, c.after, c.recoup_before::text, c.recoup_after::text, c.answer
      from split_versions v join splits s on s.id = v.split_id join split_consents c on c.version_id = v.id join split_parties p on p.id = c.party_id
     where s.release_id = ${releaseId} and v.status = 'pending' order by p.email`);
  for (const r of pending) {
    const split = splits.get(r.split_id);
    if (!split) continue;
    split.pending ??= { until: new Date(r.until).toISOString(), lowered: [] };
    split.pending.lowered.push({
      name: r.name,
      email: r.email,
      before: formatShare(BigInt(r.before)),
      after: formatShare(BigInt(r.after)),
      recoupBefore: r.recoup_before === null ? null : displayTotal(units(r.recoup_before)),
      recoupAfter: r.recoup_after === null ? null : displayTotal(units(r.recoup_after)),
      answer: r.answer,
    });
  }
  return { releaseId, releaseTitle: release[0].title, splits: [...splits.values()], tracks };
}
