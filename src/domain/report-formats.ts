// Sales report formats, each mapped to the same row (docs/sales-report-format.md): our own CSV,
// a DistroKid-style tab-separated export, and the DDEX DSR Basic Audio Profile flat file. Pure:
// the server streams the bytes and feeds records here one at a time.
import { isValidIsoDate } from './dates.ts';
import { formatUnits, roundDiv, EARNINGS_SCALE } from './earnings-decimal.ts';
import { RATE_TEXTS } from './exchange-rates.ts';
import type { UseType } from './use-types.ts';
import { DSR_MAX_FILES } from './report-dsr-format.ts';

/** A usage line as every format gives it. Money is decimal text with up to 12 places, in `currency` (booked in USD at the import's rate). */
export type ReportRow = {
  line: number;
  source: string | null;
  statementId: string | null;
  /** The line's own id in its statement (our CSV's line_id, a DSR usage record's SalesTransactionId); null when the format has none. */
  lineId: string | null;
  /** YYYY-MM */
  period: string | null;
  usageStart: string;
  usageEnd: string;
  store: string;
  useType: UseType;
  country: string;
  isrc: string | null;
  upc: string | null;
  title: string | null;
  artist: string | null;
  quantity: number;
  amount: string;
  currency: string;
  /** The rate to USD the line itself gives for its currency (our CSV's exchange_rate), or null. */
  rate: string | null;
  /** The service's tier or offer the usage was under (a DSR's ServiceDescription: "Premium", "Free", "Family"), or null. */
  tier: string | null;
  /** How the consumer paid for the service (a DSR's CommercialModel: SubscriptionModel, AdvertisementSupportedModel), or null. */
  commercialModel: string | null;
};

/** A line that cannot be used, with the reason the preview shows. */
export type RefusedRow = { line: number; reason: string } & Partial<Pick<ReportRow, 'isrc' | 'upc' | 'title' | 'artist' | 'store'>>;

export type ReadResult = { ok: true; row: ReportRow } | { ok: false; refused: RefusedRow };

export const REPORT_TEXTS = {
  notUtf8: 'The file is not UTF-8 text (it looks like ISO-8859-1 or another encoding). Save it as UTF-8 and upload it again.',
  unknownFormat: 'This file is not in a format we read: our CSV, a DistroKid-style TSV, or a DDEX DSR flat file.',
  missingColumns: (names: string[]) => `Wrong columns: missing ${names.join(', ')}.`,
  unknownColumns: (names: string[]) => `Wrong columns: unknown ${names.join(', ')}.`,
  columnCount: (got: number, want: number) => `This line has ${got} fields; the header has ${want}.`,
  dsrNoFoot: 'The DSR file ends without its FOOT record: it is incomplete.',
  dsrNoHead: 'The DSR file does not start with a HEAD record.',
  dsrAfterFoot: 'The DSR file has records after its FOOT record.',
  dsrFootCount: (what: 'lines' | 'summary records' | 'blocks', said: number, got: number) =>
    `The DSR FOOT record counts ${said} ${what}; the file has ${got}.`,
  dsrRecordType: (type: string) =>
    `The DSR file has ${type} records, which we do not read: summaries must be SY01 or SY02, usage lines SU01 or SU02.`,
  dsrUnknownSummary: (id: string) => `Usage line refers to summary record ${id}, which the file does not have.`,
  dsrUsagesMismatch: (id: string, said: string, got: string) =>
    `Summary record ${id} counts ${said} usages; its usage lines add up to ${got}.`,
  dsrNoUsages: (id: string) => `Summary record ${id} has revenue but no usages to share it over.`,
  upcScientific: (v: string) => `UPC written as a number in scientific notation (${v}): export the column as text.`,
  upcDigits: 'UPC must have 12 or 13 digits.',
  isrcFormat: 'ISRC must look like CC-XXX-YY-NNNNN.',
  noIdentifier: 'Give an ISRC or a UPC.',
  quantity: 'Quantity must be a whole number.',
  amount: 'Amount must be a decimal number with at most 12 decimal places.',
  currency: (c: string) => `Currency ${c || '(none)'} is not a three-letter ISO 4217 code like USD or EUR.`,
  rate: `exchange_rate: ${RATE_TEXTS.rate}`,
  country: 'Country must be an ISO 3166 alpha-2 code or ZZ.',
  date: (field: string) => `${field} must be a date like 2026-01-31.`,
  dateOrder: 'usage_end is before usage_start.',
  period: 'statement_period must be a month like 2026-01.',
  useType: 'use_type must be stream, download, ugc or other.',
  store: 'store is required.',
  adjustment: 'is_adjustment must be true or false.',
  tooLong: (field: string) => `${field} is longer than 500 characters.`,
  dsrFileNumber: (n: string, of: string) =>
    `The DSR HEAD record says file ${n} of ${of}: FileNumber must be from 1 to NumberOfFiles, and a report may have at most ${DSR_MAX_FILES} files.`,
  dsrSetFileCount: (said: number, want: number) =>
    `This file says its report has ${said} files; the files of the report already here say ${want}. The set is inconsistent: this file was not added.`,
  dsrSetFileTwice: (n: number, of: number) => `File ${n} of ${of} of this report is already in the import: it was not added again.`,
  dsrSetPeriod: (got: string, want: string) =>
    `This file's usage period (${got}) differs from the other files' of its report (${want}). The set is inconsistent: this file was not added.`,
  dsrSetSummary: (id: string, n: number, m: number) =>
    `Summary record ${id} of file ${n} differs from file ${m}'s: every file of a report repeats the same summary records. The set is inconsistent: file ${n} was not added.`,
  dsrSetUsages: (id: string, said: string, got: string, files: number) =>
    `Summary record ${id} counts ${said} usages; the usage lines of the report's ${files} files add up to ${got}. The set is inconsistent: the last file was not added; discard the import and ask the store for the report again.`,
  dsrSetTooLong: `A file of a report in several files may have at most ${100_000_000 - 1} lines.`,
  repeatedLine: (line: number) => `Same source, statement and line id as line ${line}: not booked.`,
  bookedLine: (fileName: string, line: number) => `Already booked by ${fileName}, line ${line}: not booked again.`,
} as const;

// ---- what identifies a line ----

/**
 * A statement as a key: its source and id, the source's length first so that no two pairs give
 * the same text. Null without a statement id: such lines cannot be told apart from another
 * statement's.
 */
export function statementKey(source: string | null, statementId: string | null): string | null {
  if (!statementId) return null;
  const s = source ?? '';
  return `${s.length}:${s}${statementId}`;
}

/**
 * A line as a key: its line id (length first) and its statement's key. The same key twice is the
 * same line reported twice, booked once. Null for a line without a line id or statement id (every
 * DistroKid-style line): nothing says two such lines are one.
 */
export function lineKey(row: Pick<ReportRow, 'source' | 'statementId' | 'lineId'>): string | null {
  const statement = statementKey(row.source, row.statementId);
  return statement === null || !row.lineId ? null : `${row.lineId.length}:${row.lineId}${statement}`;
}

// ---- shared field rules ----

/** ISRC as we store it: upper case, hyphens and spaces dropped. */
export function normaliseReportIsrc(v: string): string {
  return v.replace(/[\s-]/g, '').toUpperCase();
}

const ISRC = /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/;
const SCIENTIFIC = /^[+-]?\d+(\.\d+)?[eE][+-]?\d+$/;
export const QUANTITY = /^[+-]?\d{1,12}$/;
export const AMOUNT = /^[+-]?\d{1,12}(\.\d{1,12})?$/;

type Ids = { isrc: string | null; upc: string | null };

/** The track and release codes of a line, or the reason they cannot be used. */
export function readIdentifiers(isrcText: string, upcText: string): Ids | string {
  const rawUpc = upcText.trim();
  if (SCIENTIFIC.test(rawUpc)) return REPORT_TEXTS.upcScientific(rawUpc);
  const upc = rawUpc.replace(/[\s-]/g, '') || null;
  if (upc !== null && !/^\d{12,13}$/.test(upc)) return REPORT_TEXTS.upcDigits;
  const isrc = normaliseReportIsrc(isrcText.trim()) || null;
  if (isrc !== null && !ISRC.test(isrc)) return REPORT_TEXTS.isrcFormat;
  if (!isrc && !upc) return REPORT_TEXTS.noIdentifier;
  return { isrc, upc };
}

/** A UPC-A is an EAN-13 with a leading 0: the form releases are matched by. */
export function upcAsEan13(upc: string): string {
  return upc.length === 12 ? `0${upc}` : upc;
}

/**
 * Decimal text with at most 12 places, as written (PostgreSQL's numeric reads it exactly), or
 * rounded half away from zero to 12 places when the format gives more; null when not a number.
 */
export function readAmount(text: string, maxPlaces = EARNINGS_SCALE): string | null {
  // One sign at most: "+-1" is not an amount.
  const m = /^([+-]?)(\d{1,15})(?:\.(\d+))?$/.exec(text.trim());
  if (!m || (m[3] && m[3].length > maxPlaces)) return null;
  const sign = m[1] === '-' ? '-' : '';
  const frac = m[3] ?? '';
  if (frac.length <= EARNINGS_SCALE) return m[3] === undefined ? `${sign}${m[2]}` : `${sign}${m[2]}.${frac}`;
  const scaled = BigInt(`${sign}${m[2]}${frac}`);
  return formatUnits(roundDiv(scaled, 10n ** BigInt(frac.length - EARNINGS_SCALE)));
}

export function lastDayOfMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A report repeats the same few days on every line: each is checked once. */
const checkedDays = new Map<string, boolean>();
export function isDay(v: string): boolean {
  let ok = checkedDays.get(v);
  if (ok === undefined) {
    ok = isValidIsoDate(v);
    if (checkedDays.size > 10_000) checkedDays.clear();
    checkedDays.set(v, ok);
  }
  return ok;
}
const long = (v: string) => v.length > 500;

/** The problem with a header line, or null. Columns may come in any order; the optional ones may be left out. */
export function headerProblem(
  header: readonly string[],
  columns: readonly string[],
  optional: ReadonlySet<string> = new Set(),
): string | null {
  const have = new Set(header.map((h) => h.trim()));
  const missing = columns.filter((c) => !have.has(c) && !optional.has(c));
  if (missing.length) return REPORT_TEXTS.missingColumns(missing);
  const unknown = [...have].filter((h) => !columns.includes(h));
  return unknown.length ? REPORT_TEXTS.unknownColumns(unknown) : null;
}

/** Where each column of a header is (by name), for reading records as the parser gives them: arrays of fields. */
export type ColumnIndex = Readonly<Record<string, number | undefined>>;

export function columnIndex(header: readonly string[]): ColumnIndex {
  const at: Record<string, number> = {};
  header.forEach((h, i) => (at[h] = i)); // a repeated column: its last field counts
  return at;
}

/** A field of a record by column name, trimmed; '' when the header has no such column. */
function fieldOf(record: readonly string[], at: ColumnIndex) {
  return (k: string) => {
    const i = at[k];
    return i === undefined ? '' : (record[i] ?? '').trim();
  };
}

/** The first of these columns longer than 500 characters, or null (most lines: no field that long at all). */
function longColumn(record: readonly string[], columns: readonly string[], f: (k: string) => string): string | null {
  if (!record.some(long)) return null;
  return columns.find((k) => long(f(k))) ?? null;
}

/** The columns a reader names a refused line by: its codes, title and store. */
export type RefusalNames = { isrc: string; upc: string; title: string; store: string };

/**
 * What every reader starts a record with: its fields, a refusal naming the line, and the checks
 * all formats share (no column over 500 characters, the codes read); `{ refused }` when one fails.
 */
export function openRecord(
  line: number,
  record: readonly string[],
  at: ColumnIndex,
  columns: readonly string[],
  names: RefusalNames,
): { refused: ReadResult } | { f: (k: string) => string; refuse: (reason: string) => ReadResult; ids: Ids } {
  const f = fieldOf(record, at);
  const refuse = (reason: string): ReadResult => ({
    ok: false,
    refused: {
      line,
      reason,
      isrc: f(names.isrc) || null,
      upc: f(names.upc) || null,
      title: f(names.title) || null,
      store: f(names.store) || undefined,
    },
  });
  const tooLong = longColumn(record, columns, f);
  if (tooLong) return { refused: refuse(REPORT_TEXTS.tooLong(tooLong)) };
  const ids = readIdentifiers(f(names.isrc), f(names.upc));
  if (typeof ids === 'string') return { refused: refuse(ids) };
  return { f, refuse, ids };
}
