// The splits a signed-in user is a payee of (the parties they accepted, declined since or not):
// whose, of what, their part in the version in force, the amount repaid to them first and how
// much of it is repaid, and everything credited to them, which their balance counts.
import { sql } from 'drizzle-orm';
import { displayTotal } from '../../../domain/earnings-totals.ts';
import { units } from '../../../domain/earnings-decimal.ts';
import { formatShare } from '../../../domain/splits.ts';
import type { MySplitDto } from '../../../domain/splits-dto.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { partyRecords } from './party-records.ts';
import { readRecoupments, recoupStanding } from './read-recoupments.ts';

export async function listMySplits(deps: Deps, { userId }: UserActor): Promise<MySplitDto[]> {
  const parties = await partyRecords(deps.db, sql`p.user_id = ${userId}`);
  const recoupments = await readRecoupments(deps.db, [...new Set(parties.map((p) => p.split_id))]);
  return parties.map((p) => {
    const recoup = recoupStanding(recoupments.get(p.split_id) ?? [], units(p.total)).get(p.id);
    return {
      partyId: p.id,
      status: p.status,
      ownerName: p.owner_name,
      releaseTitle: p.release_title,
      trackTitle: p.track_title,
      share: formatShare(BigInt(p.share ?? 0)),
      recoup: displayTotal(recoup?.amount ?? 0n),
      recouped: displayTotal(recoup?.repaid ?? 0n),
      earned: displayTotal(units(p.earned)),
    };
  });
}
