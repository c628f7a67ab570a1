// Reading the analytics rollups (migration 0020) over a range of days: the whole months inside it
// come from the monthly rows, the days at either end from the daily rows, so a year costs at
// most about 60 days and 12 months of rows per key, whatever the raw rows number.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/pool.ts';

/** A range of days, both ends included (YYYY-MM-DD); `to` null is open-ended. */
export type DayRange = { from: string; to: string | null };

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ms = (day: string) => Date.parse(`${day}T00:00:00Z`);
const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;
const nextMonth = (day: string) => {
  const d = new Date(ms(firstOfMonth(day)));
  d.setUTCMonth(d.getUTCMonth() + 1);
  return iso(d.getTime());
};

/** The last `days` days up to `today` (the database's current date). */
export function periodRange(today: string, days: number): { from: string; to: string } {
  return { from: iso(ms(today) - (days - 1) * DAY), to: today };
}

/**
 * Splits a range into the runs of days read from the daily rows and the whole months read from
 * the monthly rows (`months.from` included, `months.to` excluded, null when open-ended).
 */
export function splitRange({ from, to }: DayRange): { days: { from: string; to: string }[]; months: DayRange | null } {
  const monthsFrom = firstOfMonth(from) === from ? from : nextMonth(from);
  // the first day after the last whole month: to's month, or the next one when to is its last day
  const monthsTo = to === null ? null : nextMonth(to) === iso(ms(to) + DAY) ? iso(ms(to) + DAY) : firstOfMonth(to);
  if (to !== null && monthsTo! <= monthsFrom) return { days: [{ from, to }], months: null };
  const days = [];
  if (from < monthsFrom) days.push({ from, to: iso(ms(monthsFrom) - DAY) });
  if (to !== null && monthsTo! <= to) days.push({ from: monthsTo!, to });
  return { days, months: { from: monthsFrom, to: monthsTo } };
}

/**
 * The rollup rows of one dimension over a range (columns key, rows, streams, revenue,
 * net_revenue), for one artist or, with `userId` null, for everyone. (The totals, 'all', are
 * kept by day only: read them with `dailyTotals`.)
 */
export function rollupRows(dim: 'platform' | 'country' | 'release', range: DayRange, userId: string | null): SQL {
  const { days, months } = splitRange(range);
  const who = userId === null ? sql`` : sql`user_id = ${userId} and `;
  const parts = days.map(
    (d) =>
      sql`select key, rows, streams, revenue, net_revenue from analytics_rollup_days where ${who}dim = ${dim} and day between ${d.from}::date and ${d.to}::date`,
  );
  if (months)
    parts.push(
      sql`select key, rows, streams, revenue, net_revenue from analytics_rollup_months where ${who}dim = ${dim} and month >= ${months.from}::date${
        months.to === null ? sql`` : sql` and month < ${months.to}::date`
      }`,
    );
  return sql.join(parts, sql` union all `);
}

/** The totals of each day with rows (none left: no day, as with the raw rows) in a range of days (columns day, rows, streams, revenue, net_revenue), one artist's or everyone's. */
export function dailyTotals(from: string, to: string, userId: string | null): SQL {
  const who = userId === null ? sql`` : sql`user_id = ${userId} and `;
  return sql`select day, sum(rows) rows, sum(streams) streams, sum(revenue) revenue, sum(net_revenue) net_revenue
    from analytics_rollup_days where ${who}dim = 'all' and day between ${from}::date and ${to}::date and rows > 0 group by day`;
}

/** The database's date today (UTC sessions: the periods end on it). */
export async function today(db: DbOrTx): Promise<string> {
  const { rows } = await db.execute<{ today: string }>(sql`select current_date::text today`);
  return rows[0]!.today;
}
