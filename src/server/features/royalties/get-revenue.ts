// /dashboard/revenue and the monthly statements, from the earnings ledger: net earnings over the
// period (entries dated by the start of their usage period), the balance and claim sums, the top
// earning releases, the latest payouts, earnings per month and store, and any month's statement
// with which plan and share applied to which of its usage days (get-share-periods.ts). Every total is an exact sum rounded once to the
// cent (domain/earnings-totals.ts), so the balance shown is the earnings shown less the claims.
// The page reads a period's whole months from the ledger's monthly rollups (exactly its entries'
// sums) and only the partial months at either end from its daily rollup (rollup-ranges.ts); an
// entry of a usage period of several days counts by its parts of the period's days, and the page
// names such periods (reportedPeriods). A statement is of the entries whose usage starts in its month.
// The period's earnings count what the artist's accepted split parties were credited in it too.
import { sql, type SQL } from 'drizzle-orm';
import type { MonthlyStatementDto, RevenuePageDto } from '../../../domain/earnings-dto.ts';
import { TOP_LIMIT, type EarningsPeriod } from '../../../domain/earnings-options.ts';
import { formatUnits, units } from '../../../domain/earnings-decimal.ts';
import { displayTotal, sumExact } from '../../../domain/earnings-totals.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { listMyClaims } from '../payouts/list-my-claims.ts';
import { balanceFigures, moneyFigures } from '../payouts/get-balance.ts';
import { payoutMinimum } from '../settings/settings-store.ts';
import { sharePeriodsIn } from './get-share-periods.ts';
import { ledgerRows, periodRange, today } from './rollup-ranges.ts';
import { splitNetIn } from '../splits/party-money.ts';
import { isoTime } from '../../db/iso-time.ts';
import { notFound } from '../../../domain/errors.ts';

/** The ids of an artist profile's releases, as text (the rollups' keys); the profile must be the account's. */
async function artistReleases(deps: Deps, userId: string, artist: string): Promise<SQL> {
  const { rows } = await deps.db.execute(sql`select 1 from artist_profiles where id = ${artist} and user_id = ${userId}`);
  if (!rows.length) throw notFound('Artist profile not found');
  return sql`(select id::text from music_releases where artist_profile_id = ${artist})`;
}

/**
 * The revenue page; with `artist`, the period's earnings, top releases and months of that artist
 * profile's releases (no split income: that is the account's), each month by the month its usage
 * starts, as statements count it. The balance, claims and payouts are the account's either way.
 */
export async function getRevenue(deps: Deps, actor: UserActor, period: EarningsPeriod, artist?: string): Promise<RevenuePageDto> {
  const { db } = deps;
  const { userId } = actor;
  const theirs = artist ? await artistReleases(deps, userId, artist) : null;
  const { from, to } = periodRange(await today(db), period);
  const range = { from, to };
  // the monthly earnings per store run from the first day of the period's first month
  const sinceFirstMonth = { from: `${from.slice(0, 8)}01`, to };
  const [earned, figures, releases, payouts, monthly, months, minimum, periods] = await Promise.all([
    db.execute<{ net: string }>(
      theirs
        ? sql`select coalesce(sum(e.net), 0)::text net from (${ledgerRows('release', range, userId)}) e where e.key in ${theirs}`
        : sql`select (coalesce(sum(e.net), 0) + ${splitNetIn(userId, from, to)})::text net from (${ledgerRows(null, range, userId)}) e`,
    ),
    moneyFigures(db, userId),
    db.execute<{ id: string; title: string; artist_name: string; status: string; streams: string; revenue: string }>(sql`
      select m.id, m.title, m.artist_name, m.status, t.streams::text streams, round(t.net, 2)::text revenue
        from (select e.key::uuid release_id, sum(e.quantity) streams, sum(e.net) net from (${ledgerRows('release', range, userId)}) e
               ${theirs ? sql`where e.key in ${theirs}` : sql``}
               group by e.key having sum(e.net) > 0 order by net desc, release_id limit ${TOP_LIMIT}) t
        join music_releases m on m.id = t.release_id
       order by t.net desc, m.id`),
    listMyClaims(deps, actor, { limit: TOP_LIMIT }).then((p) => p.items),
    db.execute<{ month: string; store: string; streams: string; revenue: string }>(sql`
      select to_char(m.month, 'YYYY-MM') as month, m.store, m.streams::text streams, m.net::text revenue
        from (select e.month, e.key as store, sum(e.quantity) streams, sum(e.net) net from (${theirs ? artistMonths(sinceFirstMonth, userId, theirs) : ledgerRows('store', sinceFirstMonth, userId)}) e
               group by 1, 2 having sum(e.net) <> 0 or sum(e.quantity) <> 0) m
       order by m.month desc, m.net desc, m.store`),
    // the months with a statement: those its standing entries' usage periods start in (a row a period and share)
    db.execute<{ month: string }>(sql`
      select distinct to_char(period_start, 'YYYY-MM') as month from earnings_rollup_periods
       where user_id = ${userId} and entries > 0 order by month desc limit 60`),
    payoutMinimum(deps),
    // the usage periods of several days reaching into the period: its totals count their parts in it
    db.execute<{ from: string; to: string }>(sql`
      select period_start::text "from", period_end::text "to" from earnings_rollup_periods
       where user_id = ${userId} and period_end >= ${from}::date and period_start <= ${to}::date and period_end > period_start and entries > 0
       group by period_start, period_end order by period_start, period_end`),
  ]);
  // each month's stores and total from the exact sums, each rounded once
  const byMonth = new Map<string, { month: string; stores: { store: string; streams: number; exact: string }[] }>();
  for (const r of monthly.rows) {
    const m = byMonth.get(r.month) ?? { month: r.month, stores: [] };
    m.stores.push({ store: r.store, streams: Number(r.streams), exact: r.revenue });
    byMonth.set(r.month, m);
  }
  const net = units(figures.net);
  const held = units(figures.held);
  const { balance, payable } = balanceFigures(figures);
  return {
    period,
    from,
    to,
    stats: {
      totalEarned: displayTotal(units(earned.rows[0]!.net)),
      earnedAllTime: displayTotal(net),
      claimed: displayTotal(held),
      onHold: displayTotal(units(figures.onHold)),
      availableBalance: balance,
      payable,
      pendingPayouts: displayTotal(units(figures.pending)),
      paidOut: displayTotal(units(figures.paid)),
    },
    payoutMinimum: minimum,
    releases: releases.rows.map((r) => ({
      id: r.id,
      title: r.title,
      artistName: r.artist_name,
      status: r.status,
      streams: Number(r.streams),
      revenue: r.revenue,
    })),
    payouts,
    monthly: [...byMonth.values()].map((m) => ({
      month: m.month,
      stores: m.stores.map((s) => ({ store: s.store, streams: s.streams, revenue: displayTotal(units(s.exact)) })),
      total: displayTotal(sumExact(m.stores.map((s) => s.exact))),
    })),
    statementMonths: months.rows.map((r) => r.month),
    reportedPeriods: periods.rows,
  };
}

/**
 * A month's statement: the account's, or with `artist` one of its artist profiles' (the lines of
 * that artist's releases, under the artist's name), as a label hands it to the artist.
 */
export async function getStatement(deps: Deps, { userId }: UserActor, month: string, artist?: string): Promise<MonthlyStatementDto> {
  const start = `${month}-01`;
  const profile = artist
    ? (await deps.db.execute<{ name: string }>(sql`select name from artist_profiles where id = ${artist} and user_id = ${userId}`)).rows[0]
    : undefined;
  if (artist && !profile) throw notFound('Artist profile not found');
  const theirs = artist ? sql`and e.release_id in (select id from music_releases where artist_profile_id = ${artist})` : sql``;
  const [lines, who, sharePeriods, rates] = await Promise.all([
    deps.db.execute<{ release_id: string; title: string; store: string; streams: string; gross: string; share: string; net: string }>(sql`
      select e.release_id, coalesce(m.title, 'Deleted release') title, e.store, sum(e.quantity)::text streams, sum(e.gross)::text gross,
             e.share_percent::text share, sum(e.net)::text net
        from earnings_ledger e left join music_releases m on m.id = e.release_id
       where e.user_id = ${userId} and e.period_start >= ${start}::date and e.period_start < (${start}::date + interval '1 month') ${theirs}
       group by e.release_id, m.title, e.store, e.share_percent
      having sum(e.net) <> 0 or sum(e.quantity) <> 0 or sum(e.gross) <> 0
       order by m.title, e.store`),
    deps.db.execute<{ name: string | null; at: string }>(sql`
      select coalesce(full_name, email) as name, ${isoTime(sql`now()`)} at from profiles where id = ${userId}`),
    sharePeriodsIn(deps.db, userId, { from: start, to: lastDayOf(month) }, 'starting'),
    // the rates the month's money in other currencies was booked at, with the report each came with
    deps.db.execute<MonthlyStatementDto['exchangeRates'][number]>(sql`
      select distinct r.currency, r.rate, r.source, i.file_name "fileName"
        from earnings_ledger e join sales_imports i on i.id = e.import_id and i.status = 'confirmed'
       cross join jsonb_to_recordset(i.rates) as r(currency text, rate text, source text)
       where e.user_id = ${userId} and e.kind = 'earning' and e.period_start >= ${start}::date and e.period_start < (${start}::date + interval '1 month') ${theirs}
       order by 1, 4, 2`),
  ]);
  let streams = 0;
  let gross = 0n;
  let net = 0n;
  for (const l of lines.rows) {
    streams += Number(l.streams);
    gross += units(l.gross);
    net += units(l.net);
  }
  return {
    month,
    artistName: profile?.name ?? who.rows[0]?.name ?? 'Artist',
    generatedAt: who.rows[0]?.at ?? new Date().toISOString(),
    lines: lines.rows.map((l) => ({
      releaseId: l.release_id,
      releaseTitle: l.title,
      store: l.store,
      streams: Number(l.streams),
      gross: formatUnits(units(l.gross)),
      sharePercent: l.share,
      net: formatUnits(units(l.net)),
    })),
    totals: { streams, gross: formatUnits(gross), net: formatUnits(net), netRounded: displayTotal(net) },
    sharePeriods,
    exchangeRates: rates.rows,
  };
}

/** An artist's ledger entries by the month their usage starts and store (the columns ledgerRows gives). */
const artistMonths = (range: { from: string; to: string }, userId: string, releases: SQL) => sql`
  select date_trunc('month', e.period_start)::date as month, e.store as key, e.quantity, e.net from earnings_ledger e
   where e.user_id = ${userId} and e.period_start between ${range.from}::date and ${range.to}::date and e.release_id::text in ${releases}`;

/** The last day of a month "YYYY-MM" (YYYY-MM-DD). */
function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

export const STATEMENT_CSV_HEADER = ['Month', 'Release', 'Store', 'Streams', 'Gross (USD)', 'Your share (%)', 'Net (USD)'];

export async function* statementCsv(deps: Deps, actor: UserActor, month: string, artist?: string): AsyncGenerator<(string | number)[][]> {
  const s = await getStatement(deps, actor, month, artist);
  yield [
    ...s.lines.map((l) => [month, l.releaseTitle, l.store, l.streams, l.gross, l.sharePercent, l.net]),
    [month, 'Total', '', s.totals.streams, s.totals.gross, '', s.totals.net],
  ];
}
