// The owner saves a new version of a release's split, or a track's (by ISRC): checked by readSplit,
// its payees found or added by email (each new or declined one invited by mail, with no account
// needed to be credited), in force for every usage day of the bookings after it. Under the split's
// lock, so a confirmation booking under it sees the old version or the new, whole. An amount being
// repaid first is the split's agreement: once part of it is repaid it can be neither changed nor
// removed (the repayments booked stay what the terms give). A version from an earlier month moves
// what was earned since by transfers, shown to the owner first (the preview), and only ever from
// the owner: what is credited to a payee is never taken back. Saving the version in force again
// changes nothing.
import { sql } from 'drizzle-orm';
import { invalid, notFound } from '../../../domain/errors.ts';
import { formatUnits, units } from '../../../domain/earnings-decimal.ts';
import { CONSENT_DAYS, readSplit, SPLIT_TEXTS, type Recoupment } from '../../../domain/splits.ts';
import type { SaveSplitInput } from '../../../domain/splits-schema.ts';
import { SPLIT_FIELD_TEXTS } from '../../../domain/splits-schema.ts';
import type { ReleaseSplitsDto, SplitPreviewDto } from '../../../domain/splits-dto.ts';
import { displayTotal } from '../../../domain/earnings-totals.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import type { Tx } from '../../db/pool.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { getReleaseSplits, RELEASE_NOT_FOUND } from './get-release-splits.ts';
import { newInviteKey } from '../../crypto/invitation-token.ts';
import { nextRecoupments, writeRecoupments } from './next-recoupments.ts';
import { keepClaimsCovered } from '../payouts/keep-claims-covered.ts';
import { SPLIT_MAIL } from './split-mail-job.ts';
import { transferFrom } from './transfer-split.ts';

type Party = { id: string; email: string; name: string; status: string };

/** The split of the release (or track), made when it has none, locked for update. */
async function lockSplit(tx: Tx, releaseId: string, isrc: string | null, ownerId: string): Promise<{ id: string; total: bigint }> {
  const match = isrc === null ? sql`isrc is null` : sql`isrc = ${isrc}`;
  await tx.execute(sql`
    insert into splits (release_id, isrc, owner_id) values (${releaseId}, ${isrc}, ${ownerId})
    on conflict (release_id${isrc === null ? sql`` : sql`, isrc`}) where ${match} do nothing`);
  const { rows } = await tx.execute<{ id: string; total: string }>(
    sql`select id, total::text from splits where release_id = ${releaseId} and ${match} for update`,
  );
  return { id: rows[0]!.id, total: units(rows[0]!.total) };
}

/** The split's party of each payee, by email: found (its name updated), asked again when declined, or added; and those to invite. */
async function findOrInvite(tx: Tx, splitId: string, payees: SaveSplitInput['payees']) {
  const { rows: known } = await tx.execute<Party>(
    sql`select id, lower(email) email, name, status from split_parties where split_id = ${splitId}`,
  );
  const byEmail = new Map(known.map((p) => [p.email, p]));
  const invite: string[] = [];
  const partyOf = new Map<string, string>();
  for (const p of payees) {
    const found = byEmail.get(p.email);
    if (!found) {
      const { rows } = await tx.execute<{ id: string }>(sql`
          insert into split_parties (split_id, email, name, invite_key) values (${splitId}, ${p.email}, ${p.name}, ${newInviteKey()}) returning id`);
      invite.push(rows[0]!.id);
      partyOf.set(p.email, rows[0]!.id);
      continue;
    }
    partyOf.set(p.email, found.id);
    if (found.status === 'declined') {
      // asked again: a new invitation, whose link ends the old one's
      await tx.execute(sql`
          update split_parties set status = 'invited', name = ${p.name}, invite_key = ${newInviteKey()}, answered_at = null, reminded_at = null,
                 created_at = now() where id = ${found.id}`);
      invite.push(found.id);
    } else if (found.name !== p.name) await tx.execute(sql`update split_parties set name = ${p.name} where id = ${found.id}`);
  }

  return { partyOf, invite };
}

/** What a version moves when it takes effect from an earlier month: each party's gain or loss, by party id ('owner' for the owner). */
export type Moves = Map<string, bigint>;

/**
 * Writes the version in `tx`: the checks, the payees, the recoupments, the version and its
 * shares, the transfers of a back-dated one, the audit entry and the invitations. A back-dated
 * version runs under the balance locks of the owner and their payees with accounts, taken first
 * (as a booking takes them before the split), and is refused when it would take back what a
 * payee has claimed.
 */
async function applyVersion(deps: Deps, tx: Tx, actor: UserActor, releaseId: string, input: SaveSplitInput): Promise<Moves> {
  const read = readSplit(input.payees.map((p) => ({ payee: p.email, share: p.share, recoup: p.recoup })));
  if ('error' in read) throw invalid(read.error, 'payees');
  if (input.effectiveFrom === null) return writeVersion(deps, tx, actor, releaseId, input, read);
  if (input.isrc !== null) throw invalid(SPLIT_TEXTS.trackFromNow, 'effectiveFrom');
  const { rows: today } = await tx.execute<{ month: string }>(sql`select to_char(current_date, 'YYYY-MM') as month`);
  if (input.effectiveFrom > today[0]!.month) throw invalid(SPLIT_TEXTS.futureMonth, 'effectiveFrom');
  return keepClaimsCovered(
    tx,
    sql`select ${actor.userId}::uuid user_id`,
    (short) => SPLIT_TEXTS.claimed(short.name),
    () => writeVersion(deps, tx, actor, releaseId, input, read),
  );
}

type Lowered = { party: string; before: number; after: number; recoupBefore: bigint | null; recoupAfter: bigint | null };

/** Each payee whose share, or amount repaid first, a version lowers (or removes): they are asked first. */
function loweredBy(
  wasShares: { party: string; share: number | bigint }[],
  shares: { party: string; share: number | bigint }[],
  old: Recoupment[],
  ordered: Recoupment[],
): Lowered[] {
  const shareOf = (list: typeof shares, party: string) => Number(list.find((x) => x.party === party)?.share ?? 0);
  const recoupOf = (list: Recoupment[], party: string) => list.find((r) => r.payee === party)?.amount ?? 0n;
  return [...new Set([...wasShares.map((s) => s.party), ...old.map((r) => r.payee)])].flatMap((party) => {
    const [before, after] = [shareOf(wasShares, party), shareOf(shares, party)];
    const [recoupBefore, recoupAfter] = [recoupOf(old, party), recoupOf(ordered, party)];
    const recoupLowered = recoupAfter < recoupBefore;
    if (after >= before && !recoupLowered) return [];
    return [{ party, before, after, recoupBefore: recoupLowered ? recoupBefore : null, recoupAfter: recoupLowered ? recoupAfter : null }];
  });
}

async function writeVersion(
  deps: Deps,
  tx: Tx,
  actor: UserActor,
  releaseId: string,
  input: SaveSplitInput,
  read: Exclude<ReturnType<typeof readSplit>, { error: string }>,
): Promise<Moves> {
  const { rows: release } = await tx.execute<{ email: string }>(sql`
      select u.email from music_releases m join users u on u.id = m.user_id where m.id = ${releaseId} and m.user_id = ${actor.userId}`);
  if (!release[0]) throw notFound(RELEASE_NOT_FOUND);
  if (input.payees.some((p) => p.email === release[0]!.email.toLowerCase())) throw invalid(SPLIT_TEXTS.ownerListed, 'payees');
  if (input.isrc !== null) {
    const { rows } = await tx.execute(sql`select 1 from release_tracks where release_id = ${releaseId} and isrc = ${input.isrc}`);
    if (!rows[0]) throw invalid(SPLIT_FIELD_TEXTS.isrc, 'isrc');
  }
  const split = await lockSplit(tx, releaseId, input.isrc, actor.userId);

  const { partyOf, invite } = await findOrInvite(tx, split.id, input.payees);

  const { old, ordered } = await nextRecoupments(tx, split, read.recoupments, (email) => partyOf.get(email)!);
  const shares = read.shares.map((s) => ({ party: partyOf.get(s.payee)!, share: s.share }));

  const { rows: current } = await tx.execute<{ id: string; number: number; shares: { party: string; share: number }[] | null }>(sql`
      select v.id, v.number, (select json_agg(json_build_object('party', s.party_id, 'share', s.share) order by s.position)
                                from split_shares s where s.version_id = v.id) shares
        from split_versions v where v.split_id = ${split.id} and v.status = 'in_force' order by v.number desc limit 1`);
  const was = current[0];
  // a change waiting for consent is replaced by this one
  const { rows: last } = await tx.execute<{ n: number | null }>(sql`
    with replaced as (update split_versions set status = 'replaced', pending_until = null where split_id = ${split.id} and status = 'pending')
    select max(number) n from split_versions where split_id = ${split.id}`);
  const lowered = loweredBy(was?.shares ?? [], shares, old, ordered);
  if (lowered.length > 0 && input.effectiveFrom !== null) throw invalid(SPLIT_TEXTS.lowerFromNow, 'effectiveFrom');
  const sameShares =
    was !== undefined &&
    JSON.stringify((was.shares ?? []).map((s) => [s.party, String(s.share)])) ===
      JSON.stringify(shares.map((s) => [s.party, String(s.share)]));
  const sameRecoup =
    JSON.stringify(old.map((r) => [r.payee, String(r.amount)])) === JSON.stringify(ordered.map((r) => [r.payee, String(r.amount)]));
  if (sameShares && sameRecoup && invite.length === 0 && input.effectiveFrom === null) return new Map();

  // a version waiting for consent keeps its amounts repaid first until it takes effect (consent.ts)
  const pending = lowered.length > 0;
  if (!pending) await writeRecoupments(tx, split.id, ordered);
  const number = (last[0]?.n ?? 0) + 1;
  const from = input.effectiveFrom === null ? null : `${input.effectiveFrom}-01`;
  const { rows: version } = await tx.execute<{ id: string }>(sql`
      insert into split_versions (split_id, number, effective_from, created_by, status, pending_until, recoupments)
      values (${split.id}, ${number}, ${from}, ${actor.userId}, ${pending ? 'pending' : 'in_force'},
              ${pending ? sql`now() + make_interval(days => ${CONSENT_DAYS})` : null},
              ${pending ? JSON.stringify(ordered.map((r) => ({ party: r.payee, amount: formatUnits(r.amount) }))) : null}::jsonb)
      returning id`);
  // a lower share or amount repaid first waits for its payee: they agree, or it takes effect once the window ends without an objection
  if (pending)
    await tx.execute(sql`
      insert into split_consents (version_id, party_id, before, after, recoup_before, recoup_after)
      select ${version[0]!.id}::uuid, p, b, a, rb, ra from unnest(${sql.param(lowered.map((l) => l.party))}::uuid[],
             ${sql.param(lowered.map((l) => l.before))}::int[], ${sql.param(lowered.map((l) => l.after))}::int[],
             ${sql.param(lowered.map((l) => (l.recoupBefore === null ? null : formatUnits(l.recoupBefore))))}::numeric[],
             ${sql.param(lowered.map((l) => (l.recoupAfter === null ? null : formatUnits(l.recoupAfter))))}::numeric[]) as x(p, b, a, rb, ra)`);
  if (shares.length > 0)
    await tx.execute(sql`
        insert into split_shares (version_id, party_id, position, share)
        select ${version[0]!.id}::uuid, p, o::int, s from unnest(${sql.param(shares.map((s) => s.party))}::uuid[],
               ${sql.param(shares.map((s) => Number(s.share)))}::int[]) with ordinality as x(p, s, o)`);
  const moves =
    from === null
      ? new Map<string, bigint>()
      : await transferFrom(tx, { id: split.id, releaseId, ownerId: actor.userId }, version[0]!.id, from);
  // what is credited to a payee is never taken back: a back-dated version only gives (a payee's
  // share falls from now on, with their consent)
  if ([...moves].some(([party, amount]) => party !== 'owner' && amount < 0n)) throw invalid(SPLIT_TEXTS.lowerFromNow, 'effectiveFrom');
  await recordAudit(tx, actor, {
    action: 'split.version_saved',
    entityType: 'split',
    entityId: split.id,
    before: was
      ? {
          version: was.number,
          shares: was.shares ?? [],
          recoupments: old.map((r) => ({ party: r.payee, amount: formatUnits(r.amount) })),
        }
      : null,
    after: {
      version: number,
      releaseId,
      isrc: input.isrc,
      payees: input.payees.map((p) => ({ name: p.name, email: p.email, share: p.share, recoup: p.recoup })),
      effectiveFrom: from,
      waitsForConsentOf: lowered.map((l) => l.party),
      transfers: Object.fromEntries([...moves].map(([party, amount]) => [party, formatUnits(amount)])),
    },
  });
  for (const partyId of invite) await deps.jobs.send(SPLIT_MAIL, { partyId, event: 'invited' }, { db: tx });
  for (const l of lowered) await deps.jobs.send(SPLIT_MAIL, { partyId: l.party, event: 'lowered' }, { db: tx });
  // a payee already asked is told what moved to them (an invitation says what is credited so far)
  for (const [partyId, amount] of moves)
    if (partyId !== 'owner' && amount > 0n && !invite.includes(partyId))
      await deps.jobs.send(
        SPLIT_MAIL,
        { partyId, event: 'transferred', amount: formatUnits(amount), from: input.effectiveFrom! },
        { db: tx },
      );
  return moves;
}

export async function saveSplit(deps: Deps, actor: UserActor, releaseId: string, input: SaveSplitInput): Promise<ReleaseSplitsDto> {
  await deps.db.transaction((tx) => applyVersion(deps, tx, actor, releaseId, input));
  return getReleaseSplits(deps.db, actor, releaseId);
}

type PartyName = { id: string; name: string; email: string };

/** Thrown out of the preview's transaction so that it rolls back, carrying what it worked out. */
class Preview extends Error {
  readonly moves: Moves;
  readonly parties: PartyName[];
  constructor(moves: Moves, parties: PartyName[]) {
    super('preview');
    this.moves = moves;
    this.parties = parties;
  }
}

/** What saving would move, each party's gain or loss, worked out in a transaction that is then rolled back: nothing is saved or sent. */
export async function previewSplit(deps: Deps, actor: UserActor, releaseId: string, input: SaveSplitInput): Promise<SplitPreviewDto> {
  const outcome = await deps.db
    .transaction(async (tx) => {
      const moves = await applyVersion(deps, tx, actor, releaseId, input);
      const ids = [...moves].filter(([k, amount]) => k !== 'owner' && amount !== 0n).map(([k]) => k);
      const { rows } = await tx.execute<PartyName>(
        sql`select id, name, email from split_parties where id = any(${sql.param(ids)}::uuid[])`,
      );
      throw new Preview(moves, rows);
    })
    .catch((err: unknown) => {
      if (err instanceof Preview) return err;
      throw err;
    });
  return {
    owner: displayTotal(outcome.moves.get('owner') ?? 0n),
    payees: outcome.parties
      .map((r) => ({ name: r.name, email: r.email, amount: displayTotal(outcome.moves.get(r.id)!) }))
      .sort((a, b) => a.email.localeCompare(b.email)),
  };
}
