// Reading a store's report through a mapping (report-mappings.ts): which mapping a header is,
// where each field is, numbers and dates as the source writes them, and each record as the row
// every format gives (report-formats.ts ReportRow). Pure: the server streams the records and
// feeds them here one at a time.
import { isValidIsoDate } from './dates.ts';
import { readAmount, readIdentifiers, REPORT_TEXTS, type ReadResult } from './report-formats.ts';
import { isCountryCode } from './territories.ts';
import { isCurrencyCode, LEDGER_CURRENCY } from './exchange-rates.ts';
import { USE_TYPES, type UseType } from './use-types.ts';
import {
  MAPPING_DECIMALS,
  MAPPING_FIELDS,
  MAPPING_TEXTS,
  countsOnly,
  type MappingDateFormat,
  type MappingDecimal,
  type MappingField,
  type ReportMapping,
} from './report-mappings.ts';

// ---- the header: detection and where each field is ----

const headerKey = (h: string) => h.trim().toLowerCase();

/** The columns a mapping names that the header lacks (compared without case or surrounding spaces). */
export function missingColumns(m: Pick<ReportMapping, 'columns'>, header: readonly string[]): string[] {
  const have = new Set(header.map(headerKey));
  return [...new Set(Object.values(m.columns))].filter((c) => !have.has(headerKey(c)));
}

/** Where each field of a mapping is in a header; the columns must all be there. */
export type MappedIndex = Partial<Record<MappingField, number>>;

export function mappedIndex(m: ReportMapping, header: readonly string[]): MappedIndex | string {
  const missing = missingColumns(m, header);
  if (missing.length) return MAPPING_TEXTS.missingColumns(m.name, missing);
  const at = new Map<string, number>();
  header.forEach((h, i) => {
    if (!at.has(headerKey(h))) at.set(headerKey(h), i);
  });
  return Object.fromEntries(Object.entries(m.columns).map(([f, c]) => [f, at.get(headerKey(c))!]));
}

/**
 * The mapping a header belongs to: of those whose every column the header has, the one naming
 * the most columns (the most particular); null when none fits.
 */
export function detectMapping<M extends ReportMapping>(candidates: readonly M[], headerOf: (m: M) => readonly string[] | null): M | null {
  let best: M | null = null;
  let bestCount = 0;
  for (const m of candidates) {
    const header = headerOf(m);
    if (!header || missingColumns(m, header).length) continue;
    const count = new Set(Object.values(m.columns)).size;
    if (count > bestCount) [best, bestCount] = [m, count];
  }
  return best;
}

// ---- numbers and dates as the source writes them ----

const GROUPS: Record<MappingDecimal, string> = { '.': ",' \u00a0\u202f", ',': ".' \u00a0\u202f" };
const escapeClass = (s: string) => s.replace(/[\\\]^-]/g, '\\$&');
const NUMBER: Record<MappingDecimal, RegExp> = Object.fromEntries(
  MAPPING_DECIMALS.map((d) => [
    d,
    // digits in groups of three between one separator (used throughout), or none; then the decimals
    new RegExp(`^([+-]?)(\\d{1,3}(?:([${escapeClass(GROUPS[d])}])\\d{3}(?:\\3\\d{3})*)?|\\d+)(?:\\${d}(\\d+))?$`),
  ]),
) as Record<MappingDecimal, RegExp>;

/**
 * A number as the source writes it (decimal point or comma, thousands grouped by the other, a
 * space or an apostrophe) as plain decimal text ("1.234,56" -> "1234.56"), exactly; null when it is
 * not one. A separator that does not group by three ("1.5" with a decimal comma) is not a number.
 */
export function readLocaleNumber(text: string, decimal: MappingDecimal): string | null {
  // most numbers have no grouping: read as they are
  if (PLAIN[decimal].test(text)) return decimal === '.' ? text : text.replace(',', '.');
  const t = text.trim().replace(/^\((.*)\)$/, '-$1');
  const m = NUMBER[decimal].exec(t);
  if (!m) return null;
  const whole = m[3] ? m[2]!.split(m[3]).join('') : m[2]!;
  return m[4] === undefined ? `${m[1]}${whole}` : `${m[1]}${whole}.${m[4]}`;
}

const PLAIN: Record<MappingDecimal, RegExp> = { '.': /^-?\d{1,15}(?:\.\d{1,20})?$/, ',': /^-?\d{1,15}(?:,\d{1,20})?$/ };

const DATE_PATTERNS: Record<
  MappingDateFormat,
  { re: RegExp; order: ['y', 'm', 'd'] | ['m', 'd', 'y'] | ['d', 'm', 'y'] | ['y', 'm'] | ['m', 'y'] }
> = {
  'YYYY-MM-DD': { re: /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/, order: ['y', 'm', 'd'] },
  'MM/DD/YYYY': { re: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: ['m', 'd', 'y'] },
  'DD/MM/YYYY': { re: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: ['d', 'm', 'y'] },
  'DD.MM.YYYY': { re: /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/, order: ['d', 'm', 'y'] },
  YYYYMMDD: { re: /^(\d{4})(\d{2})(\d{2})$/, order: ['y', 'm', 'd'] },
  'YYYY-MM': { re: /^(\d{4})-(\d{2})$/, order: ['y', 'm'] },
  'MM/YYYY': { re: /^(\d{1,2})\/(\d{4})$/, order: ['m', 'y'] },
};

export const isMonthFormat = (f: MappingDateFormat) => f === 'YYYY-MM' || f === 'MM/YYYY';

/** A report repeats the same few dates on every line: each is read once. */
const readDates = new Map<string, string | null>();

/** A date as the source writes it, as an ISO day (a month alone: its first day); null when it is not one. */
export function readMappedDate(text: string, format: MappingDateFormat): string | null {
  const key = `${format} ${text}`;
  let day = readDates.get(key);
  if (day === undefined) {
    day = readDate(text, format);
    if (readDates.size > 10_000) readDates.clear();
    readDates.set(key, day);
  }
  return day;
}

function readDate(text: string, format: MappingDateFormat): string | null {
  const p = DATE_PATTERNS[format];
  const m = p.re.exec(text.trim());
  if (!m) return null;
  const part: Record<string, string> = {};
  p.order.forEach((k, i) => (part[k] = m[i + 1]!));
  const day = `${part.y}-${part.m!.padStart(2, '0')}-${(part.d ?? '1').padStart(2, '0')}`;
  return isValidIsoDate(day) ? day : null;
}

const monthEnds = new Map<string, string>();

/** The last day of a day's month. */
export function monthEnd(day: string): string {
  const month = day.slice(0, 7);
  let end = monthEnds.get(month);
  if (end === undefined) {
    const [y, m] = month.split('-').map(Number) as [number, number];
    end = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
    if (monthEnds.size > 10_000) monthEnds.clear();
    monthEnds.set(month, end);
  }
  return end;
}

/** A use type from the source's word for it ("Stream", "On-demand streaming", "Download"), else the mapping's. */
export function mappedUseType(text: string, fallback: UseType): UseType {
  const v = text.trim().toLowerCase();
  if ((USE_TYPES as readonly string[]).includes(v)) return v as UseType;
  if (/stream|play/.test(v)) return 'stream';
  if (/download|purchase|album|track sale/.test(v)) return 'download';
  if (/ugc|user/.test(v)) return 'ugc';
  return fallback;
}

// ---- a record ----

const QUANTITY = /^[+-]?\d{1,12}$/;

/**
 * One record of a mapped report as a row, or the reason it is refused. The usage period is the
 * start column's day to the end column's (a month format: whole months); without an end column,
 * the start's whole month.
 */
export function readMappedRecord(line: number, record: readonly string[], at: MappedIndex, m: ReportMapping): ReadResult {
  const f = (k: MappingField) => {
    const i = at[k];
    return i === undefined ? '' : (record[i] ?? '').trim();
  };
  const store = f('store') || m.store || '';
  const refuse = (reason: string): ReadResult => ({
    ok: false,
    refused: { line, reason, isrc: f('isrc') || null, upc: f('upc') || null, title: f('title') || null, store: store || undefined },
  });
  if (record.some((v) => v.length > 500))
    for (const k of MAPPING_FIELDS) if (f(k).length > 500) return refuse(REPORT_TEXTS.tooLong(m.columns[k]!));
  const ids = readIdentifiers(f('isrc'), f('upc'));
  if (typeof ids === 'string') return refuse(ids);
  const start = readMappedDate(f('periodStart'), m.dateFormat);
  if (!start) return refuse(MAPPING_TEXTS.date(m.columns.periodStart!, m.dateFormat));
  let end = monthEnd(start);
  if (m.columns.periodEnd) {
    const e = readMappedDate(f('periodEnd'), m.dateFormat);
    if (!e) return refuse(MAPPING_TEXTS.date(m.columns.periodEnd, m.dateFormat));
    end = isMonthFormat(m.dateFormat) ? monthEnd(e) : e;
    if (end < start)
      return refuse(REPORT_TEXTS.dateOrder.replace('usage_end', m.columns.periodEnd).replace('usage_start', m.columns.periodStart!));
  }
  if (!store) return refuse(REPORT_TEXTS.store);
  const country = f('country').toUpperCase() || 'ZZ';
  if (country !== 'ZZ' && !isCountryCode(country)) return refuse(REPORT_TEXTS.country);
  const quantity = readLocaleNumber(f('quantity'), m.decimal);
  if (quantity === null || !QUANTITY.test(quantity)) return refuse(REPORT_TEXTS.quantity);
  // a trend report's counts carry no money: imported as estimates, never booked
  const counts = countsOnly(m);
  const number = counts ? '0' : readLocaleNumber(f('amount'), m.decimal);
  const amount = number === null ? null : readAmount(number, 20);
  if (amount === null) return refuse(MAPPING_TEXTS.number(m.columns.amount!, m.decimal));
  const currency = counts ? LEDGER_CURRENCY : (f('currency') || m.currency || '').toUpperCase();
  if (!isCurrencyCode(currency)) return refuse(REPORT_TEXTS.currency(currency));
  return {
    ok: true,
    row: {
      line,
      source: m.source,
      statementId: null,
      lineId: null,
      period: counts ? null : start.slice(0, 7),
      usageStart: start,
      usageEnd: end,
      store,
      useType: m.columns.useType ? mappedUseType(f('useType'), m.useType) : m.useType,
      country,
      ...ids,
      title: f('title') || null,
      artist: f('artist') || null,
      quantity: Number(quantity),
      amount,
      currency,
      rate: null,
      tier: null,
      commercialModel: null,
    },
  };
}
