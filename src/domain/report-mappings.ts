// Report mappings: how a store's own delimited report is read into the rows every format gives
// (report-formats.ts ReportRow). A mapping names the column holding each field, the rows to skip
// before the header and after the last line, the delimiter, and how the source writes dates and
// numbers; the header it expects is what detects it on upload. Shipped mappings are built in
// (built-in-report-mappings.ts); an admin's are stored (report_mappings) and edited in the console
// (its input: report-mapping-schema.ts).
// Apart from the reading (report-mapping-reader.ts), so the console's screens load no reader.
import type { UseType } from './use-types.ts';

// ---- what a mapping says ----

/** The fields a mapping may name a column for, in the order the editor shows them. */
export const MAPPING_FIELDS = [
  'isrc',
  'upc',
  'quantity',
  'amount',
  'currency',
  'country',
  'periodStart',
  'periodEnd',
  'store',
  'useType',
  'title',
  'artist',
] as const;
export type MappingField = (typeof MAPPING_FIELDS)[number];

export const MAPPING_FIELD_LABELS: Record<MappingField, string> = {
  isrc: 'ISRC',
  upc: 'UPC',
  quantity: 'Quantity',
  amount: 'Amount',
  currency: 'Currency',
  country: 'Country',
  periodStart: 'Period (start)',
  periodEnd: 'Period end',
  store: 'Store',
  useType: 'Use type',
  title: 'Title',
  artist: 'Artist',
};

export const MAPPING_DELIMITERS = [',', '\t', ';', '|'] as const;
export type MappingDelimiter = (typeof MAPPING_DELIMITERS)[number];
export const MAPPING_DELIMITER_LABELS: Record<MappingDelimiter, string> = {
  ',': 'Comma (,)',
  '\t': 'Tab',
  ';': 'Semicolon (;)',
  '|': 'Pipe (|)',
};
/** Comma and semicolon files quote fields (RFC 4180); tab and pipe files are split as they are. */
export const delimiterQuotes = (d: MappingDelimiter) => d === ',' || d === ';';

/** How the source writes its dates. A month alone (YYYY-MM, MM/YYYY) is the whole month. */
export const MAPPING_DATE_FORMATS = ['YYYY-MM-DD', 'MM/DD/YYYY', 'DD/MM/YYYY', 'DD.MM.YYYY', 'YYYYMMDD', 'YYYY-MM', 'MM/YYYY'] as const;
export type MappingDateFormat = (typeof MAPPING_DATE_FORMATS)[number];

export const MAPPING_DECIMALS = ['.', ','] as const;
export type MappingDecimal = (typeof MAPPING_DECIMALS)[number];
export const MAPPING_DECIMAL_LABELS: Record<MappingDecimal, string> = {
  '.': 'Point: 1,234.56',
  ',': 'Comma: 1.234,56',
};

/** What a mapping says: how to read one source's report. */
export type ReportMapping = {
  name: string;
  /** Who sends the report: the imports' source ("Apple"). */
  source: string;
  delimiter: MappingDelimiter;
  /** Records before the header (a title, the account): skipped. Blank lines are never counted. */
  skipTop: number;
  /** Records after the last line (totals): skipped. */
  skipBottom: number;
  dateFormat: MappingDateFormat;
  decimal: MappingDecimal;
  /** The header of the column holding each field; a field left out is not in the report. */
  columns: Partial<Record<MappingField, string>>;
  /** The store of every line when no column names it. */
  store: string | null;
  /** The currency of every line when no column gives it. */
  currency: string | null;
  /** The use type when no column gives it, or its value names none. */
  useType: UseType;
};

// The console's answers (a mapping as listed, the preview of a sample) are in report-mappings-dto.ts.

export const MAPPING_TEXTS = {
  notFound: 'Report mapping not found',
  name: 'Please give the mapping a name (at most 100 characters)',
  nameTaken: (name: string) => `A mapping named ${name} already exists.`,
  source: 'Please say who sends the report (at most 100 characters)',
  skip: 'Rows to skip must be a whole number from 0 to 50',
  column: 'A column name is at most 200 characters',
  noCodes: 'Name the column of the ISRC or the UPC: lines are matched by them.',
  needs: (field: string) => `Name the column of the ${field}.`,
  noStore: 'Name the store column, or give the store of every line.',
  noCurrency: 'Name the currency column, or give the currency of every line.',
  store: 'The store is at most 100 characters',
  currency: 'Currency must be a three-letter code like USD or EUR',
  builtIn: 'A shipped mapping cannot be changed: make a copy and edit that.',
  missingColumns: (name: string, columns: string[]) => `The header has no ${columns.join(', ')} column, which the mapping ${name} reads.`,
  noHeader: (skip: number) => `The file ends before its header (after ${skip} rows skipped at the top).`,
  sample: 'The sample is at most 300,000 characters',
  notDetected: 'No mapping matches this header: choose the mapping to read it with, or add one under Report mappings.',
  date: (field: string, format: string) => `${field} must be a date written ${format}.`,
  number: (field: string, decimal: MappingDecimal) =>
    `${field} must be a number written with a decimal ${decimal === '.' ? 'point' : 'comma'}.`,
} as const;

/**
 * What is missing for a mapping to read a line, or null: codes, quantity, period, store, and the
 * currency of the amount. A mapping without an amount column reads a store's trend report: counts,
 * imported as estimates (countsOnly).
 */
export function mappingProblem(m: Pick<ReportMapping, 'columns' | 'store' | 'currency'>): { message: string; path: string[] } | null {
  const c = m.columns;
  if (!c.isrc && !c.upc) return { message: MAPPING_TEXTS.noCodes, path: ['columns', 'isrc'] };
  for (const f of ['quantity', 'periodStart'] as const)
    if (!c[f]) return { message: MAPPING_TEXTS.needs(MAPPING_FIELD_LABELS[f].toLowerCase()), path: ['columns', f] };
  if (!c.store && !m.store) return { message: MAPPING_TEXTS.noStore, path: ['store'] };
  if (c.amount && !c.currency && !m.currency) return { message: MAPPING_TEXTS.noCurrency, path: ['currency'] };
  return null;
}

/** A mapping without an amount column reads counts only (a trend report): its imports are estimates. */
export const countsOnly = (m: Pick<ReportMapping, 'columns'>) => !m.columns.amount;
