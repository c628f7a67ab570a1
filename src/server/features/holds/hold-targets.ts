// What the console's hold form offers: the artists with earnings (searched by name or email), and
// for one artist the months their statements have, their releases and tracks with what each earned
// in each of those months (exactly: a release's from its ledger entries, a track's from its
// analytics rows), what is held already, and their money (earnings, claims, holds, what is free).
import { sql } from 'drizzle-orm';
import { floorToCents, formatUnits, units } from '../../../domain/earnings-decimal.ts';
import { displayTotal } from '../../../domain/earnings-totals.ts';
import { notFound } from '../../../domain/errors.ts';
import { heldKey, HOLD_LIMITS, HOLD_TEXTS } from '../../../domain/holds.ts';
import type { HoldArtistDto, HoldTargetsDto } from '../../../domain/holds-dto.ts';
import type { Deps } from '../../deps.ts';
import { likePattern } from '../../db/keyset.ts';
import { moneyFigures } from '../payouts/get-balance.ts';
import type { UserActor } from '../../actor.ts';

/** Up to 8 artists with earnings booked, by name or email, the highest earning first. */
export async function findHoldArtists({ db }: Deps, _actor: UserActor, q: string): Promise<HoldArtistDto[]> {
  const match = q ? sql`(coalesce(p.full_name, '') || ' ' || u.email) ilike ${likePattern(q)}` : sql`true`;
  const { rows } = await db.execute<HoldArtistDto>(sql`
    select u.id, nullif(p.full_name, '') "name", u.email, e.net::text net
      from users u left join profiles p on p.id = u.id
      join lateral (select sum(m.net) net from earnings_rollup_months m where m.user_id = u.id) e on e.net is not null
     where ${match}
     order by e.net desc, u.id limit 8`);
  return rows.map((r) => ({ ...r, net: displayTotal(units(r.net)) }));
}

export async function getHoldTargets(deps: Deps, _actor: UserActor, userId: string): Promise<HoldTargetsDto> {
  const { db } = deps;
  const { rows: who } = await db.execute<HoldTargetsDto['artist']>(
    sql`select u.id, nullif(p.full_name, '') "name", u.email from users u left join profiles p on p.id = u.id where u.id = ${userId}`,
  );
  if (!who[0]) throw notFound(HOLD_TEXTS.artistNotFound);
  const { rows: monthRows } = await db.execute<{ month: string }>(sql`
    select distinct to_char(period_start, 'YYYY-MM') "month" from earnings_ledger where user_id = ${userId}
     order by 1 desc limit ${HOLD_LIMITS.months}`);
  const months = monthRows.map((r) => r.month);
  const since = months.length ? `${months.at(-1)}-01` : '2999-12-01';
  const [releases, tracks, byRelease, byTrack, held, figures] = await Promise.all([
    db.execute<{ id: string; title: string }>(
      sql`select id, title from music_releases where user_id = ${userId} and status <> 'draft' order by title, id`,
    ),
    db.execute<{ id: string; release_id: string; title: string; isrc: string | null }>(sql`
      select t.id, t.release_id, t.title, t.isrc from release_tracks t join music_releases r on r.id = t.release_id
       where r.user_id = ${userId} and r.status <> 'draft' order by t.release_id, t.position, t.id`),
    db.execute<{ key: string; month: string; net: string }>(sql`
      select release_id::text "key", to_char(period_start, 'YYYY-MM') "month", sum(net)::text net from earnings_ledger
       where user_id = ${userId} and period_start >= ${since}::date group by 1, 2`),
    db.execute<{ key: string; month: string; net: string }>(sql`
      select track_id::text "key", to_char(date, 'YYYY-MM') "month", sum(net_revenue)::text net from release_analytics
       where user_id = ${userId} and track_id is not null and date >= ${since}::date group by 1, 2`),
    db.execute<{ release_id: string; track_id: string | null; month: string }>(sql`
      select l.release_id, l.track_id, to_char(l.month, 'YYYY-MM') "month" from earnings_hold_lines l
        join earnings_holds h on h.id = l.hold_id where h.user_id = ${userId} and h.status = 'active'`),
    moneyFigures(db, userId),
  ]);
  const sums = (rows: { key: string; month: string; net: string }[]) => {
    const out = new Map<string, Record<string, string>>();
    for (const r of rows) out.set(r.key, { ...out.get(r.key), [r.month]: formatUnits(units(r.net)) });
    return out;
  };
  const releaseSums = sums(byRelease.rows);
  const trackSums = sums(byTrack.rows);
  const free = units(figures.net) - units(figures.held) - units(figures.onHold);
  return {
    artist: who[0],
    months,
    releases: releases.rows.map((r) => ({
      id: r.id,
      title: r.title,
      byMonth: releaseSums.get(r.id) ?? {},
      tracks: tracks.rows
        .filter((t) => t.release_id === r.id)
        .map((t) => ({ id: t.id, title: t.title, isrc: t.isrc, byMonth: trackSums.get(t.id) ?? {} })),
    })),
    money: {
      net: displayTotal(units(figures.net)),
      claimed: displayTotal(units(figures.held)),
      onHold: displayTotal(units(figures.onHold)),
      free: floorToCents(free > 0n ? free : 0n),
    },
    held: held.rows.map((h) => heldKey(h.release_id, h.track_id, h.month)),
  };
}
