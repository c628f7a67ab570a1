// Estimates apart from statements: a store's daily or weekly trend report gives
// counts without money. Imported as estimates, its streams feed analytics, labelled as estimated,
// and never the ledger, balances, statements, claims or holds. The rule that retires them: an
// estimate of store S on day D stops counting while a confirmed statement import (one with money)
// has a booked or kept line of S (the same name, case aside) whose usage period includes D; rolling
// that statement back brings the estimate back. Of two estimate imports giving the same store and
// day, the one confirmed later counts (a trend report sent again or corrected replaces the day).
import { DAY_MS, isValidIsoDate } from './dates.ts';

export const ESTIMATE_TEXTS = {
  badge: 'Estimated',
  /** The footnote under every estimated figure. */
  note: 'Estimated streams come from the stores’ daily and weekly trend reports: counts without money, never part of your revenue or balance. Each store’s monthly statement replaces them for the days it covers.',
  adminNote:
    'Estimated streams come from trend reports (counts without money): never in the revenue, the ledger or balances. A store’s confirmed statement replaces its estimates for the days it covers; rolling the statement back brings them back.',
  trendIsEstimate: 'A trend report has counts and no money: it can only be imported as estimates.',
  weekFormat: 'week must be an ISO week like 2026-W47 or the date of its Monday.',
  dateOrWeek: 'A trend report gives each line a date or a week: one of the columns date and week.',
  quantity: 'quantity must be a whole number of 0 or more.',
  setKind: (kind: 'statement' | 'estimate') =>
    `The other files of this report were imported as ${kind === 'estimate' ? 'estimates' : 'a statement'}: import this one the same way.`,
} as const;

const WEEK = /^(\d{4})-?W(\d{2})$/i;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The first and last day (Monday to Sunday) of an ISO week written as 2026-W47, or of the week
 * starting on a Monday given as a date; null when there is no such week.
 */
export function weekDays(text: string): { first: string; last: string } | null {
  const w = WEEK.exec(text.trim());
  let monday: number;
  if (w) {
    const year = Number(w[1]);
    const week = Number(w[2]);
    if (week < 1 || week > 53) return null;
    // week 1 holds January 4th; its Monday starts it
    const jan4 = Date.UTC(year, 0, 4);
    monday = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY_MS + (week - 1) * 7 * DAY_MS;
    // a week 53 exists only when its Thursday is still in the year
    if (new Date(monday + 3 * DAY_MS).getUTCFullYear() !== year) return null;
  } else {
    if (!isValidIsoDate(text.trim())) return null;
    monday = Date.parse(`${text.trim()}T00:00:00Z`);
    if (new Date(monday).getUTCDay() !== 1) return null;
  }
  return { first: isoDay(monday), last: isoDay(monday + 6 * DAY_MS) };
}
