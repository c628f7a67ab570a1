// A payee's answer to an invitation, by the link's token (invitation-token.ts). Whoever holds the
// link sees the invitation; accepting takes a signed-in account (signing in or up first), which
// from then on holds what was credited to the party, and takes the account's balance lock so the
// money arrives whole. Declining needs no account: the split gets a new version without the payee,
// in force for the bookings from then on (their share is the owner's again), an amount being
// repaid to them stops at what is repaid, nothing already credited moves, and both are mailed.
import { sql } from 'drizzle-orm';
import { displayTotal } from '../../../domain/earnings-totals.ts';
import { formatUnits, units } from '../../../domain/earnings-decimal.ts';
import { DomainError, invalid } from '../../../domain/errors.ts';
import { formatShare } from '../../../domain/splits.ts';
import type { SplitInvitationDto } from '../../../domain/splits-dto.ts';
import { systemActor, type UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import type { Tx } from '../../db/pool.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { lockBalance } from '../payouts/lock-balance.ts';
import { answerChange, pendingFor } from './consent.ts';
import { tokenId, tokenMatches } from '../../crypto/invitation-token.ts';
import { readRecoupments, recoupStanding } from './read-recoupments.ts';
import { findParty, lockSplitOf, type PartyRecord } from './party-records.ts';
import { SPLIT_MAIL } from './split-mail-job.ts';

export const INVITATION_TEXTS = {
  invalid: 'This invitation link is not valid any more. Ask for a new invitation.',
  taken: 'This invitation was accepted by another account.',
  declined: 'You declined this invitation. Ask for a new one to join the split.',
  own: 'This is your own split: you keep the rest of it already.',
} as const;

/** The party a token names, checked against their current key (else INVALID_TOKEN). */
export async function partyOf(deps: Deps, token: string): Promise<PartyRecord> {
  const id = tokenId(token);
  const p = id ? await findParty(deps, id) : null;
  if (!p || !tokenMatches(deps.env, 'split-invitation v1', token, p.id, p.invite_key))
    throw new DomainError('INVALID_TOKEN', INVITATION_TEXTS.invalid);
  return p;
}

/** The invitation as its link shows it: the party's terms, the change waiting for them, and how much of their amount repaid first is repaid. */
async function toDto(deps: Deps, p: PartyRecord): Promise<SplitInvitationDto> {
  const [change, recoupments] = await Promise.all([pendingFor(deps.db, p.id), readRecoupments(deps.db, [p.split_id])]);
  return {
    change,
    status: p.status,
    name: p.name,
    email: p.email,
    ownerName: p.owner_name,
    releaseTitle: p.release_title,
    trackTitle: p.track_title,
    share: formatShare(BigInt(p.share ?? 0)),
    recoup: displayTotal(units(p.recoup ?? '0')),
    recouped: displayTotal(recoupStanding(recoupments.get(p.split_id) ?? [], units(p.total)).get(p.id)?.repaid ?? 0n),
    earned: displayTotal(units(p.earned)),
  };
}

export async function getInvitation(deps: Deps, token: string): Promise<SplitInvitationDto> {
  const p = await partyOf(deps, token);
  return toDto(deps, p);
}

/** The payee's answer to a change that lowers their share, by their link (no account needed). */
export async function answerInvitationChange(deps: Deps, token: string, answer: 'agreed' | 'objected'): Promise<SplitInvitationDto> {
  const p = await partyOf(deps, token);
  await answerChange(deps, p.id, answer);
  return toDto(deps, (await findParty(deps, p.id))!);
}

export async function acceptInvitation(deps: Deps, actor: UserActor, token: string): Promise<SplitInvitationDto> {
  const p = await partyOf(deps, token);
  await deps.db.transaction(async (tx) => {
    await lockBalance(tx, actor.userId);
    const { rows } = await tx.execute<{ status: string; user_id: string | null; owner_id: string }>(sql`
      select p.status, p.user_id, s.owner_id from split_parties p join splits s on s.id = p.split_id where p.id = ${p.id} for update of p`);
    const now = rows[0]!;
    if (now.owner_id === actor.userId) throw invalid(INVITATION_TEXTS.own);
    if (now.status === 'accepted') {
      if (now.user_id === actor.userId) return; // accepted already: the same answer again
      throw new DomainError('CONFLICT', INVITATION_TEXTS.taken);
    }
    if (now.status === 'declined') throw new DomainError('CONFLICT', INVITATION_TEXTS.declined);
    // a party that accepted before with another account (then declined, then was asked again) stays that account's
    if (now.user_id && now.user_id !== actor.userId) throw new DomainError('CONFLICT', INVITATION_TEXTS.taken);
    await tx.execute(sql`update split_parties set status = 'accepted', user_id = ${actor.userId}, answered_at = now() where id = ${p.id}`);
    await recordAudit(tx, actor, {
      action: 'split.accepted',
      entityType: 'split',
      entityId: p.id,
      before: { status: now.status },
      after: { status: 'accepted', email: p.email },
    });
  });
  return toDto(deps, (await findParty(deps, p.id))!);
}

/** A new version of the split without the party, and their amount repaid first stopped at what is repaid. */
async function withoutParty(tx: Tx, split: { id: string; total: string }, partyId: string): Promise<void> {
  const theirs = recoupStanding((await readRecoupments(tx, [split.id])).get(split.id) ?? [], units(split.total)).get(partyId);
  if (theirs) {
    if (theirs.repaid > 0n)
      await tx.execute(
        sql`update split_recoupments set amount = ${formatUnits(theirs.repaid)} where split_id = ${split.id} and party_id = ${partyId}`,
      );
    else await tx.execute(sql`delete from split_recoupments where split_id = ${split.id} and party_id = ${partyId}`);
  }
  const { rows: latest } = await tx.execute<{ id: string; number: number }>(sql`
    select id, (select max(number) from split_versions where split_id = ${split.id}) number
      from split_versions where split_id = ${split.id} and status = 'in_force' order by number desc limit 1`);
  // a change waiting for consent was made with the payee in it: it is replaced
  await tx.execute(
    sql`update split_versions set status = 'replaced', pending_until = null where split_id = ${split.id} and status = 'pending'`,
  );
  const { rows: inIt } = await tx.execute(sql`select 1 from split_shares where version_id = ${latest[0]!.id} and party_id = ${partyId}`);
  if (!inIt[0]) return;
  const { rows: version } = await tx.execute<{ id: string }>(
    sql`insert into split_versions (split_id, number) values (${split.id}, ${latest[0]!.number + 1}) returning id`,
  );
  await tx.execute(sql`
    insert into split_shares (version_id, party_id, position, share)
    select ${version[0]!.id}::uuid, party_id, position, share from split_shares where version_id = ${latest[0]!.id} and party_id <> ${partyId}`);
}

export async function declineInvitation(deps: Deps, token: string): Promise<SplitInvitationDto> {
  const p = await partyOf(deps, token);
  await deps.db.transaction(async (tx) => {
    const split = await lockSplitOf(tx, p.id);
    const { rows } = await tx.execute<{ status: string }>(sql`
      update split_parties set status = 'declined', answered_at = now() where id = ${p.id} and status <> 'declined' returning status`);
    if (!rows[0]) return; // declined already
    await withoutParty(tx, split, p.id);
    await recordAudit(tx, systemActor('split-invitation'), {
      action: 'split.declined',
      entityType: 'split',
      entityId: p.id,
      before: { status: p.status },
      after: { status: 'declined', email: p.email },
    });
    await deps.jobs.send(SPLIT_MAIL, { partyId: p.id, event: 'declined' }, { db: tx });
  });
  return toDto(deps, (await findParty(deps, p.id))!);
}
