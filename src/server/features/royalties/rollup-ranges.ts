// Reading the rollups over a range of days. Five levels nest: calendar years, quarters, months,
// the weeks of a month (days 1-7, 8-14, 15-21, 22-28 and 29 to its end) and days. A range is read
// as its whole years, the whole quarters and then months around them, then in each partial month
// at either end its whole weeks, then the days left (at most 6 at each end of each week run). A
// period's end is read through the end of its year, less what is dated after it (normally
// nothing: throughEnd), so the last 365 days cost about 1 year, 1 month, 1 week and 5 days of rows
// per key, whatever the raw rows number. The analytics rollups (migrations 0020, 0023, 0024, 0029)
// have all five levels; the ledger's (0022, 0023, 0028, 0029, 0035) has days and months, and
// quarters and years per release. A row or entry of a usage period of several days is in them
// spread over its days (0035), so a range counts the part of it that falls in the range.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/pool.ts';
import { USE_TYPES } from '../../../domain/use-types.ts';
import { isFiltered, type SalesFilter } from '../../../domain/sales-filter.ts';
import type { SalesFilterOptionsDto } from '../../../domain/earnings-dto.ts';
import { DAY_MS } from '../../../domain/dates.ts';

/** A range of days, both ends included (YYYY-MM-DD); `to` null is open-ended. */
export type DayRange = { from: string; to: string | null };
/** A run of whole units (months or weeks): `from` their first day, `to` the day after the last (null: open-ended). */
export type UnitRun = { from: string; to: string | null };

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ms = (day: string) => Date.parse(`${day}T00:00:00Z`);
const addDays = (day: string, n: number) => iso(ms(day) + n * DAY_MS);
const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;
const nextMonth = (day: string) => {
  const d = new Date(ms(firstOfMonth(day)));
  d.setUTCMonth(d.getUTCMonth() + 1);
  return iso(d.getTime());
};
/** The first day of the week of the month holding `day` (the 1st, 8th, 15th, 22nd or 29th). */
const weekStart = (day: string) => addDays(day, -((Number(day.slice(8)) - 1) % 7));
/** The day after the week of the month holding `day`. */
const weekEnd = (day: string) => (weekStart(day).endsWith('-29') ? nextMonth(day) : addDays(weekStart(day), 7));

/** The last `days` days up to `today` (the database's current date). */
export function periodRange(today: string, days: number): { from: string; to: string } {
  return { from: iso(ms(today) - (days - 1) * DAY_MS), to: today };
}

/**
 * Splits a range into the whole months inside it (`monthsFrom` included, `monthsTo` excluded)
 * and the partial months at either end, each a range of days within one month.
 */
export function splitMonths({ from, to }: DayRange): { months: UnitRun | null; partial: { from: string; to: string }[] } {
  const monthsFrom = firstOfMonth(from) === from ? from : nextMonth(from);
  // the first day after the last whole month: to's month, or the next one when to is its last day
  const monthsTo = to === null ? null : nextMonth(to) === addDays(to, 1) ? addDays(to, 1) : firstOfMonth(to);
  if (to !== null && monthsTo! <= monthsFrom) {
    // no whole month: the range lies in one month or across the end of one
    const cut = nextMonth(from);
    return {
      months: null,
      partial:
        to < cut
          ? [{ from, to }]
          : [
              { from, to: addDays(cut, -1) },
              { from: cut, to },
            ],
    };
  }
  const partial = [];
  if (from < monthsFrom) partial.push({ from, to: addDays(monthsFrom, -1) });
  if (to !== null && monthsTo! <= to) partial.push({ from: monthsTo!, to });
  return { months: { from: monthsFrom, to: monthsTo }, partial };
}

/** The first day of the calendar quarter at or after the first of a month. */
const quarterAtOrAfter = (month: string) => {
  let m = month;
  while (![1, 4, 7, 10].includes(Number(m.slice(5, 7)))) m = nextMonth(m);
  return m;
};
/** The first day of the calendar quarter holding the first of a month. */
const quarterOf = (month: string) =>
  `${month.slice(0, 5)}${String(Number(month.slice(5, 7)) - ((Number(month.slice(5, 7)) - 1) % 3)).padStart(2, '0')}-01`;

/** The first of January at or after the first day of a quarter. */
const yearAtOrAfter = (quarter: string) => (quarter.slice(5) === '01-01' ? quarter : `${Number(quarter.slice(0, 4)) + 1}-01-01`);

/**
 * Splits a run of whole months into the whole calendar years inside it, the whole quarters around
 * them and the months around those.
 */
export function splitQuarters(whole: UnitRun): { months: UnitRun[]; quarters: UnitRun[]; years: UnitRun | null } {
  const qFrom = quarterAtOrAfter(whole.from);
  const qTo = whole.to === null ? null : quarterOf(whole.to);
  if (qTo !== null && qTo <= qFrom) return { months: [whole], quarters: [], years: null };
  const months = [];
  if (whole.from < qFrom) months.push({ from: whole.from, to: qFrom });
  if (qTo !== null && qTo < whole.to!) months.push({ from: qTo, to: whole.to });
  const yFrom = yearAtOrAfter(qFrom);
  const yTo = qTo === null ? null : `${qTo.slice(0, 4)}-01-01`;
  if (yTo !== null && yTo <= yFrom) return { months, quarters: [{ from: qFrom, to: qTo }], years: null };
  const quarters = [];
  if (qFrom < yFrom) quarters.push({ from: qFrom, to: yFrom });
  if (yTo !== null && yTo < qTo!) quarters.push({ from: yTo, to: qTo });
  return { months, quarters, years: { from: yFrom, to: yTo } };
}

/**
 * Splits a range into whole years, the whole quarters and months around them, whole weeks of the
 * partial months, and the days left.
 */
export function splitRange(range: DayRange): {
  days: { from: string; to: string }[];
  weeks: UnitRun[];
  months: UnitRun[];
  quarters: UnitRun[];
  years: UnitRun | null;
} {
  const { months: whole, partial } = splitMonths(range);
  const days = [];
  const weeks = [];
  for (const p of partial) {
    const wFrom = weekStart(p.from) === p.from ? p.from : weekEnd(p.from);
    const wTo = weekEnd(p.to) === addDays(p.to, 1) ? addDays(p.to, 1) : weekStart(p.to);
    if (wTo <= wFrom) {
      days.push(p);
      continue;
    }
    if (p.from < wFrom) days.push({ from: p.from, to: addDays(wFrom, -1) });
    weeks.push({ from: wFrom, to: wTo });
    if (wTo <= p.to) days.push({ from: wTo, to: p.to });
  }
  if (!whole) return { days, weeks, months: [], quarters: [], years: null };
  return { days, weeks, ...splitQuarters(whole) };
}

const before = (col: SQL, to: string | null) => (to === null ? sql`` : sql` and ${col} < ${to}::date`);

/** The last day of the calendar year holding `day`. */
const yearEnd = (day: string) => `${day.slice(0, 4)}-12-31`;
/** The last day of the month holding `day`. */
const monthEnd = (day: string) => addDays(nextMonth(day), -1);

/**
 * A range ending on `to` read as the range through `end` (the end of to's year or month, so its
 * last part is one whole year or month) less the days after `to`: a period ends today and nothing
 * is normally dated after today, so the part taken off reads no rows. Exact whatever is dated
 * after `to`.
 */
function throughEnd(range: DayRange, end: (day: string) => string, read: (r: { from: string; to: string }) => SQL, negate: SQL): SQL {
  if (range.to === null || end(range.to) === range.to) return read(range as { from: string; to: string });
  const last = end(range.to);
  return sql`${read({ from: range.from, to: last })} union all select ${negate} from (${read({ from: addDays(range.to, 1), to: last })}) after_to`;
}

/**
 * The rollup rows of one dimension over a range (columns key, rows, streams, revenue,
 * net_revenue), for one artist or, with `userId` null, for everyone. (The totals, 'all', are
 * kept by day only: read them with `dailyTotals`.)
 */
export function rollupRows(dim: 'platform' | 'country' | 'release', range: DayRange, userId: string | null, filter: SalesFilter = {}): SQL {
  if (isFiltered(filter)) {
    const key = dim === 'release' ? sql`release_id::text` : sql.identifier(dim);
    return sql`select ${key} as key, 1 as rows, streams, revenue, net_revenue from (${filteredDays(range, userId, filter)}) f`;
  }
  return throughEnd(range, yearEnd, (r) => rollupPieces(dim, r, userId), sql`key, -rows, -streams, -revenue, -net_revenue`);
}

/** The rollup rows of one dimension over exactly a range: its years, quarters, months, weeks and days. */
function rollupPieces(dim: 'platform' | 'country' | 'release', range: DayRange, userId: string | null): SQL {
  const { days, weeks, months, quarters, years } = splitRange(range);
  const who = userId === null ? sql`` : sql`user_id = ${userId} and `;
  const cols = sql`select key, rows, streams, revenue, net_revenue`;
  const parts = [
    ...days.map((d) => sql`${cols} from analytics_rollup_days where ${who}dim = ${dim} and day between ${d.from}::date and ${d.to}::date`),
    ...weeks.map(
      (w) => sql`${cols} from analytics_rollup_weeks where ${who}dim = ${dim} and week >= ${w.from}::date${before(sql`week`, w.to)}`,
    ),
  ];
  for (const m of months)
    parts.push(sql`${cols} from analytics_rollup_months where ${who}dim = ${dim} and month >= ${m.from}::date${before(sql`month`, m.to)}`);
  for (const q of quarters)
    parts.push(
      sql`${cols} from analytics_rollup_quarters where ${who}dim = ${dim} and quarter >= ${q.from}::date${before(sql`quarter`, q.to)}`,
    );
  if (years)
    parts.push(
      sql`${cols} from analytics_rollup_years where ${who}dim = ${dim} and year >= ${years.from}::date${before(sql`year`, years.to)}`,
    );
  return sql.join(parts, sql` union all `);
}

/** The totals of each day with rows (none left: no day, as with the raw rows) in a range of days (columns day, rows, streams, revenue, net_revenue), one artist's or everyone's. */
export function dailyTotals(from: string, to: string, userId: string | null, filter: SalesFilter = {}): SQL {
  if (isFiltered(filter))
    return sql`select day, count(*) rows, sum(streams) streams, sum(revenue) revenue, sum(net_revenue) net_revenue
      from (${filteredDays({ from, to }, userId, filter)}) f group by day`;
  const who = userId === null ? sql`` : sql`user_id = ${userId} and `;
  return sql`select day, sum(rows) rows, sum(streams) streams, sum(revenue) revenue, sum(net_revenue) net_revenue
    from analytics_rollup_days where ${who}dim = 'all' and day between ${from}::date and ${to}::date and rows > 0 group by day`;
}

/**
 * One artist's ledger over a range of days (columns month, key, quantity, net; `key` the release
 * id or the store, '' with `dim` null for the artist's totals), each entry counted by its parts of
 * the range's days (spread over its usage period): the whole months from the ledger's monthly
 * rollups (per release: its whole years and quarters from the yearly and quarterly ones, `month`
 * then their first day), the partial months at either end from its daily rollup, the end read
 * through its month's end (per release: its year's), less what is dated after it (throughEnd).
 */
export function ledgerRows(dim: 'release' | 'store' | null, range: { from: string; to: string }, userId: string): SQL {
  return throughEnd(range, dim === 'release' ? yearEnd : monthEnd, (r) => ledgerPieces(dim, r, userId), sql`month, key, -quantity, -net`);
}

/** One artist's ledger over exactly a range: rollups for its whole months (quarters, years), its days for the rest. */
function ledgerPieces(dim: 'release' | 'store' | null, range: { from: string; to: string }, userId: string): SQL {
  const { months, partial } = splitMonths(range);
  const parts = partial.map(
    (p) =>
      sql`select date_trunc('month', day::timestamp)::date as month, key, quantity, net from earnings_rollup_days
           where user_id = ${userId} and dim = ${dim ?? 'all'} and day between ${p.from}::date and ${p.to}::date`,
  );
  if (months && dim === null)
    parts.push(
      sql`select month, '' as key, quantity, net from earnings_rollup_months where user_id = ${userId} and month >= ${months.from}::date${before(sql`month`, months.to)}`,
    );
  else if (months) {
    const { months: runs, quarters, years } = dim === 'release' ? splitQuarters(months) : { months: [months], quarters: [], years: null };
    for (const m of runs)
      parts.push(
        sql`select month, key, quantity, net from earnings_rollup_month_keys where user_id = ${userId} and dim = ${dim} and month >= ${m.from}::date${before(sql`month`, m.to)}`,
      );
    for (const q of quarters)
      parts.push(
        sql`select quarter as month, key, quantity, net from earnings_rollup_quarter_releases where user_id = ${userId} and quarter >= ${q.from}::date${before(sql`quarter`, q.to)}`,
      );
    if (years)
      parts.push(
        sql`select year as month, key, quantity, net from earnings_rollup_year_releases where user_id = ${userId} and year >= ${years.from}::date${before(sql`year`, years.to)}`,
      );
  }
  return sql.join(parts, sql` union all `);
}

/**
 * The raw analytics rows a filter keeps (tier, commercial model, use type: the rollups are not kept
 * by them) over a range, one artist's or everyone's, each spread over its usage period's days
 * exactly as the rollups' trigger spreads it (migration 0035: the same parts, the same phase), so a
 * filtered page sums the same way an unfiltered one does (columns day, platform, country,
 * release_id, streams, revenue, net_revenue).
 */
function filteredDays(range: DayRange, userId: string | null, f: SalesFilter): SQL {
  const where = [
    sql`coalesce(a.date_end, a.date) >= ${range.from}::date`,
    ...(range.to === null ? [] : [sql`a.date <= ${range.to}::date`]),
    ...(userId === null ? [] : [sql`a.user_id = ${userId}`]),
    ...(f.tier ? [sql`a.tier = ${f.tier}`] : []),
    ...(f.commercialModel ? [sql`a.commercial_model = ${f.commercialModel}`] : []),
    ...(f.useType ? [sql`a.use_type = ${f.useType}`] : []),
    ...(f.artist ? [sql`a.release_id in (select id from music_releases where artist_profile_id = ${f.artist})`] : []),
  ];
  const inRange = range.to === null ? sql`s.day >= ${range.from}::date` : sql`s.day between ${range.from}::date and ${range.to}::date`;
  return sql`select * from (
      select a.date + i as day, a.platform, a.country, a.release_id,
             spread_count(a.streams_count, i + 1, n, ph) - spread_count(a.streams_count, i, n, ph) streams,
             spread_amount(a.revenue, i + 1, n, ph) - spread_amount(a.revenue, i, n, ph) revenue,
             spread_amount(a.net_revenue, i + 1, n, ph) - spread_amount(a.net_revenue, i, n, ph) net_revenue
        from release_analytics a
       cross join lateral (select coalesce(a.date_end, a.date) - a.date + 1 as n,
                                  case when a.date_end is null then 0
                                       else ((hashtext(a.id::text)::bigint + 2147483648) % (a.date_end - a.date + 1))::int end as ph) p
       cross join lateral generate_series(0, p.n - 1) i
       where ${sql.join(where, sql` and `)}) s
     where ${inRange}`;
}

/** The tiers and commercial models of the confirmed reports (one artist's: those with their sales), the use types, and the account's artist profiles. */
export async function filterOptions(db: DbOrTx, userId: string | null): Promise<SalesFilterOptionsDto> {
  const theirs =
    userId === null ? sql`` : sql`and exists (select 1 from release_analytics a where a.import_id = i.id and a.user_id = ${userId})`;
  const { rows } = await db.execute<{ tiers: string[] | null; models: string[] | null }>(sql`
    with confirmed as (select i.tiers, i.commercial_models from sales_imports i where i.status = 'confirmed' ${theirs})
    select (select array_agg(distinct t order by t) from confirmed, jsonb_array_elements_text(confirmed.tiers) t) tiers,
           (select array_agg(distinct m order by m) from confirmed, jsonb_array_elements_text(confirmed.commercial_models) m) models`);
  const artists =
    userId === null
      ? []
      : (
          await db.execute<{ id: string; name: string }>(
            sql`select id, name from artist_profiles where user_id = ${userId} order by lower(name), id`,
          )
        ).rows;
  return { tiers: rows[0]?.tiers ?? [], commercialModels: rows[0]?.models ?? [], useTypes: [...USE_TYPES], artists };
}

/** The database's date today (UTC sessions: the periods end on it). */
export async function today(db: DbOrTx): Promise<string> {
  const { rows } = await db.execute<{ today: string }>(sql`select current_date::text today`);
  return rows[0]!.today;
}

/** The usage periods of several days reported as a whole that reach into a range (columns first_day, last_day), one artist's or everyone's. */
export function reportedPeriods(from: string, to: string, userId: string | null): SQL {
  const who = userId === null ? sql`` : sql`user_id = ${userId} and `;
  return sql`select first_day::text, last_day::text from analytics_reported_periods
     where ${who}last_day >= ${from}::date and first_day <= ${to}::date and rows > 0
     group by first_day, last_day order by first_day, last_day`;
}

/** The last usage day any booked sale reaches, whoever's: a day's row, or the last day of a period (an index's last entry each). */
export const reportedThrough = sql`select greatest(
    (select max(date) from release_analytics),
    (select max(last_day) from analytics_reported_periods where rows > 0))::text as day`;
