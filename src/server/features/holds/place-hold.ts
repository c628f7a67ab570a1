// An admin holds the earnings of named tracks (or whole releases) in named statement months, never
// the whole balance: a hold without tracks and months is refused. What it keeps is computed here,
// exactly, from what those earned (a track's from the analytics rows of its usage, a whole
// release's from its ledger entries, usage without a track included), month by month: the usage
// start's month, as statements count it. All inside one transaction holding the artist's balance
// lock (payouts/lock-balance.ts), as a claim's is, so a claim and a hold at once see each other:
// a claim is then refused above what is neither claimed nor held (payouts/create-claim.ts), and a
// hold is refused when it would keep more than is neither claimed nor held already (a pending
// claim is rejected first). Refused too when a track and month it names is held already. Audited,
// announced, and mailed to the artist once it commits.
import { sql } from 'drizzle-orm';
import { floorToCents, formatUnits, units } from '../../../domain/earnings-decimal.ts';
import { displayTotal } from '../../../domain/earnings-totals.ts';
import { DomainError, invalid, notFound } from '../../../domain/errors.ts';
import { HOLD_TEXTS, monthLabel, placeHoldProblem } from '../../../domain/holds.ts';
import type { AdminHoldDto } from '../../../domain/holds-dto.ts';
import type { PlaceHoldInput } from '../../../domain/holds-schema.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import type { DbOrTx, Tx } from '../../db/pool.ts';
import { notify } from '../../realtime/notify.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { moneyFigures } from '../payouts/get-balance.ts';
import { lockBalance } from '../payouts/lock-balance.ts';
import { getAdminHold } from './hold-records.ts';
import { HOLD_MAIL } from './hold-mail-job.ts';
import { emitHoldPlaced } from '../webhooks/money-events.ts';

/** A track, or a whole release (trackId null), as the hold names it. */
type Target = { releaseId: string; releaseTitle: string; trackId: string | null; trackTitle: string | null; isrc: string | null };
type Line = Target & { month: string; amount: string };

export async function today(db: DbOrTx): Promise<string> {
  const { rows } = await db.execute<{ today: string }>(sql`select current_date::text today`);
  return rows[0]!.today;
}

const unique = (xs: readonly string[]) => [...new Set(xs.map((x) => x.toLowerCase()))];

/** The artist's releases and tracks the input names, whole releases first; refused when one is not theirs. */
async function targetsOf(tx: Tx, userId: string, releaseIds: string[], trackIds: string[]): Promise<Target[]> {
  const { rows: releases } = await tx.execute<Target>(sql`
    select r.id "releaseId", r.title "releaseTitle", null "trackId", null "trackTitle", null isrc
      from music_releases r where r.id = any(${sql.param(releaseIds)}::uuid[]) and r.user_id = ${userId}
     order by r.title, r.id`);
  const { rows: tracks } = await tx.execute<Target>(sql`
    select r.id "releaseId", r.title "releaseTitle", t.id "trackId", t.title "trackTitle", t.isrc
      from release_tracks t join music_releases r on r.id = t.release_id
     where t.id = any(${sql.param(trackIds)}::uuid[]) and r.user_id = ${userId}
     order by r.title, r.id, t.position, t.id`);
  if (releases.length !== releaseIds.length || tracks.length !== trackIds.length) throw invalid(HOLD_TEXTS.trackNotFound, 'trackIds');
  const whole = new Set(releases.map((r) => r.releaseId));
  // a track of a release held whole is in it already
  return [...releases, ...tracks.filter((t) => !whole.has(t.releaseId))];
}

/**
 * What each target earned the artist in each month, exactly: a track's net from its analytics rows
 * (usage reported for that track), a whole release's from its ledger entries. By the usage's first
 * day, as statements are. One row per target and month, 0 where nothing was earned.
 */
async function linesOf(tx: Tx, userId: string, targets: Target[], months: string[]): Promise<Line[]> {
  const { rows } = await tx.execute<{ i: number; month: string; amount: string }>(sql`
    with t as (select * from unnest(${sql.param(targets.map((t) => t.releaseId))}::uuid[], ${sql.param(targets.map((t) => t.trackId))}::uuid[])
                      with ordinality as t(release_id, track_id, i)),
         m as (select to_date(m, 'YYYY-MM') first_day from unnest(${sql.param(months)}::text[]) m)
    select t.i::int i, to_char(m.first_day, 'YYYY-MM') "month",
           case when t.track_id is null
                then (select coalesce(sum(e.net), 0) from earnings_ledger e
                       where e.user_id = ${userId} and e.release_id = t.release_id
                         and e.period_start >= m.first_day and e.period_start < m.first_day + interval '1 month')
                else (select coalesce(sum(a.net_revenue), 0) from release_analytics a
                       where a.user_id = ${userId} and a.track_id = t.track_id
                         and a.date >= m.first_day and a.date < m.first_day + interval '1 month')
           end::text amount
      from t cross join m
     order by t.i, m.first_day`);
  return rows.map((r) => ({ ...targets[r.i - 1]!, month: r.month, amount: r.amount }));
}

/** The first line another active hold of the artist has already (the same track, or its release whole, in the same month). */
async function overlap(tx: Tx, userId: string, lines: Line[]): Promise<{ what: string; month: string } | null> {
  const { rows } = await tx.execute<{ what: string; month: string }>(sql`
    with n as (select * from unnest(${sql.param(lines.map((l) => l.releaseId))}::uuid[], ${sql.param(lines.map((l) => l.trackId))}::uuid[],
                                    ${sql.param(lines.map((l) => `${l.month}-01`))}::date[]) as n(release_id, track_id, month))
    select coalesce('“' || l.track_title || '” (' || l.release_title || ')', '“' || l.release_title || '”') what, to_char(l.month, 'YYYY-MM') "month"
      from earnings_hold_lines l join earnings_holds h on h.id = l.hold_id
      join n on n.month = l.month and n.release_id = l.release_id and (l.track_id is null or n.track_id is null or l.track_id = n.track_id)
     where h.user_id = ${userId} and h.status = 'active'
     order by l.month, l.release_title, l.track_title nulls first
     limit 1`);
  return rows[0] ?? null;
}

export async function placeHold(deps: Deps, actor: UserActor, input: PlaceHoldInput): Promise<AdminHoldDto> {
  const months = [...new Set(input.months)].sort();
  const trackIds = unique(input.trackIds);
  const releaseIds = unique(input.releaseIds);
  const note = input.note.trim();
  const problem = placeHoldProblem(
    { trackIds, releaseIds, months, reason: input.reason, note, answerBy: input.answerBy },
    await today(deps.db),
  );
  if (problem) throw invalid(problem.message, problem.field);
  const id = await deps.db.transaction(async (tx) => {
    const { rows: artist } = await tx.execute<{ id: string }>(sql`select id from users where id = ${input.userId}`);
    if (!artist[0]) throw notFound(HOLD_TEXTS.artistNotFound);
    const userId = artist[0].id;
    await lockBalance(tx, userId);
    const targets = await targetsOf(tx, userId, releaseIds, trackIds);
    const lines = await linesOf(tx, userId, targets, months);
    const total = lines.reduce((a, l) => a + units(l.amount), 0n);
    if (total <= 0n) throw invalid(HOLD_TEXTS.nothingEarned, 'trackIds');
    const taken = await overlap(tx, userId, lines);
    if (taken) throw new DomainError('CONFLICT', HOLD_TEXTS.overlap(taken.what, taken.month));
    // never more than is neither claimed nor held: claims and holds together stay within earnings
    const f = await moneyFigures(tx, userId);
    const free = units(f.net) - units(f.held) - units(f.onHold);
    if (total > free)
      throw new DomainError('CLAIMS_NOT_COVERED', HOLD_TEXTS.notCovered(displayTotal(total), floorToCents(free > 0n ? free : 0n)));
    const amount = formatUnits(total);
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into earnings_holds (user_id, reason, note, answer_by, amount, created_by)
      values (${userId}, ${input.reason}, ${note}, ${input.answerBy}::date, ${amount}::numeric, ${actor.userId})
      returning id`);
    const holdId = rows[0]!.id;
    const col = <K extends keyof Line>(k: K) => sql.param(lines.map((l) => l[k]));
    await tx.execute(sql`
      insert into earnings_hold_lines (hold_id, line, release_id, track_id, release_title, track_title, isrc, month, amount)
      select ${holdId}::uuid, n, release_id, track_id, release_title, track_title, isrc, to_date(month, 'YYYY-MM'), amount
        from unnest(${col('releaseId')}::uuid[], ${col('trackId')}::uuid[], ${col('releaseTitle')}::text[], ${col('trackTitle')}::text[],
                    ${col('isrc')}::text[], ${col('month')}::text[], ${col('amount')}::numeric[])
             with ordinality as l(release_id, track_id, release_title, track_title, isrc, month, amount, n)`);
    await recordAudit(tx, actor, {
      action: 'hold.placed',
      entityType: 'hold',
      entityId: holdId,
      before: null,
      after: {
        userId,
        reason: input.reason,
        note,
        answerBy: input.answerBy,
        amount,
        months,
        releaseIds: targets.filter((t) => !t.trackId).map((t) => t.releaseId),
        trackIds: targets.flatMap((t) => (t.trackId ? [t.trackId] : [])),
        lines: lines.map((l) => ({ release: l.releaseTitle, track: l.trackTitle, month: monthLabel(l.month), amount: l.amount })),
      },
    });
    await deps.jobs.send(HOLD_MAIL, { holdId, event: 'placed' }, { db: tx });
    await emitHoldPlaced(deps, tx, holdId);
    await notify(tx, { topic: 'holds', id: holdId });
    return holdId;
  });
  return getAdminHold(deps.db, id);
}
