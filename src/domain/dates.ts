// Dates as people read them, for the server and the web app alike, in US English:
//   'long'     November 23, 2027          (expiry dates, receipts, mail)
//   'short'    Nov 23, 2027               (tables, cards)
//   'dateTime' Nov 23, 2027, 4:05 PM      (histories)
//   'timestamp' Nov 23, 2027, 4:05:09 PM  (logs)
//   'time'     4:05:09 PM                 (a check's time of day)
//   'month'    November 2027              (statements, monthly earnings)
// The browser shows the viewer's time zone; the server passes { timeZone: 'UTC' } (mail and
// receipts go to people whose zone it does not know). An unreadable date shows as "—".
/** A day in milliseconds (a UTC day: no clock change in it). */
export const DAY_MS = 86_400_000;

export type DateStyle = 'long' | 'short' | 'dateTime' | 'timestamp' | 'time' | 'month';

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  short: { year: 'numeric', month: 'short', day: 'numeric' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  timestamp: { dateStyle: 'medium', timeStyle: 'medium' },
  time: { timeStyle: 'medium' },
  month: { year: 'numeric', month: 'long' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: DateStyle, timeZone: string | undefined): Intl.DateTimeFormat {
  // Stryker disable next-line StringLiteral: equivalent, any text no time zone is named keys the default
  const key = `${style}:${timeZone ?? ''}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { ...OPTIONS[style], timeZone });
    formatters.set(key, f);
  }
  return f;
}

// Stryker disable next-line Regex: equivalent, a prefixed day is no date for Date either
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** An ISO timestamp or a Date; a date-only "2027-11-23" is that calendar day wherever it is shown. */
export function formatDate(value: string | Date | null | undefined, style: DateStyle = 'long', opts: { timeZone?: string } = {}): string {
  if (value === null || value === undefined || value === '') return '—';
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  const date = value instanceof Date ? value : new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return '—';
  return formatter(style, dateOnly ? 'UTC' : opts.timeZone).format(date);
}

/** A calendar day "YYYY-MM-DD" that exists (no 2026-02-30), between 1900 and 2100. */
export function isValidIsoDate(v: string): boolean {
  const d = new Date(`${v}T00:00:00Z`);
  const year = d.getUTCFullYear();
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && year >= 1900 && year <= 2100;
}

const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:([+-])(\d{2})(?::?(\d{2}))?|Z)?$/;

/** A timestamp's text whose every field exists (a real day, hour < 24, offset within ±15:59), so PostgreSQL accepts it. */
export function isValidTimestamp(v: string): boolean {
  const m = TIMESTAMP.exec(v);
  if (!m || !isValidIsoDate(m[1]!)) return false;
  const [hour, minute, second] = [m[2], m[3], m[4]].map(Number) as [number, number, number];
  if (hour > 23 || minute > 59 || second > 59) return false;
  return m[6] === undefined || (Number(m[6]) <= 15 && Number(m[7] ?? 0) <= 59);
}
