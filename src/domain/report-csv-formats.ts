// The delimited report formats, each record mapped to a report row (docs/sales-report-format.md):
// our own CSV, a DistroKid-style tab-separated export, and the trend report (counts, no money).
import { isValidIsoDate } from './dates.ts';
import { isCountryCode } from './territories.ts';
import { isCurrencyCode, LEDGER_CURRENCY, readRate } from './exchange-rates.ts';
import { USE_TYPES, type UseType } from './use-types.ts';
import { ESTIMATE_TEXTS, weekDays } from './estimates.ts';
import {
  AMOUNT,
  headerProblem,
  isDay,
  lastDayOfMonth,
  MONTH,
  openRecord,
  QUANTITY,
  readAmount,
  REPORT_TEXTS,
  type ColumnIndex,
  type ReadResult,
  type RefusalNames,
} from './report-formats.ts';

// ---- our CSV ----

export const TUNELANE_COLUMNS = [
  'source',
  'statement_id',
  'line_id',
  'statement_period',
  'usage_start',
  'usage_end',
  'store',
  'use_type',
  'country',
  'isrc',
  'upc',
  'track_title',
  'artist_name',
  'quantity',
  'amount',
  'currency',
  'original_amount',
  'original_currency',
  'exchange_rate',
  'is_adjustment',
  'tier',
  'commercial_model',
] as const;
const TUNELANE_OPTIONAL = new Set([
  'line_id',
  'original_amount',
  'original_currency',
  'exchange_rate',
  'is_adjustment',
  'isrc',
  'upc',
  'tier',
  'commercial_model',
]);

export const tunelaneHeaderProblem = (header: readonly string[]) => headerProblem(header, TUNELANE_COLUMNS, TUNELANE_OPTIONAL);

const OUR_NAMES: RefusalNames = { isrc: 'isrc', upc: 'upc', title: 'track_title', store: 'store' };

/** One record of our CSV (its fields, and where each column is) as a row, or the reason it is refused. */
export function readTunelaneRecord(line: number, record: readonly string[], at: ColumnIndex): ReadResult {
  const opened = openRecord(line, record, at, TUNELANE_COLUMNS, OUR_NAMES);
  if ('refused' in opened) return opened.refused;
  const { f, refuse, ids } = opened;
  const title = f('track_title');
  const store = f('store');
  const period = f('statement_period');
  if (!MONTH.test(period)) return refuse(REPORT_TEXTS.period);
  const usageStart = f('usage_start');
  const usageEnd = f('usage_end');
  if (!isDay(usageStart)) return refuse(REPORT_TEXTS.date('usage_start'));
  if (!isDay(usageEnd)) return refuse(REPORT_TEXTS.date('usage_end'));
  if (usageEnd < usageStart) return refuse(REPORT_TEXTS.dateOrder);
  if (!store) return refuse(REPORT_TEXTS.store);
  const useType = f('use_type').toLowerCase();
  if (!(USE_TYPES as readonly string[]).includes(useType)) return refuse(REPORT_TEXTS.useType);
  const country = f('country').toUpperCase();
  if (country !== 'ZZ' && !isCountryCode(country)) return refuse(REPORT_TEXTS.country);
  const quantity = f('quantity');
  if (!QUANTITY.test(quantity)) return refuse(REPORT_TEXTS.quantity);
  const amount = f('amount');
  if (!AMOUNT.test(amount)) return refuse(REPORT_TEXTS.amount);
  const currency = f('currency').toUpperCase();
  if (!isCurrencyCode(currency)) return refuse(REPORT_TEXTS.currency(currency));
  // a USD line's exchange_rate is the one it was converted at, for the record; another currency's is its rate to USD
  const rateText = currency === LEDGER_CURRENCY ? '' : f('exchange_rate');
  const rate = rateText ? readRate(rateText) : null;
  if (rateText && rate === null) return refuse(REPORT_TEXTS.rate);
  if (!/^(|true|false|1|0|yes|no)$/i.test(f('is_adjustment'))) return refuse(REPORT_TEXTS.adjustment);
  return {
    ok: true,
    row: {
      line,
      source: f('source') || null,
      statementId: f('statement_id') || null,
      lineId: f('line_id') || null,
      period,
      usageStart,
      usageEnd,
      store,
      useType: useType as UseType,
      country,
      ...ids,
      title: title || null,
      artist: f('artist_name') || null,
      quantity: Number(quantity),
      amount: readAmount(amount)!,
      currency,
      rate,
      tier: f('tier') || null,
      commercialModel: f('commercial_model') || null,
    },
  };
}

// ---- DistroKid-style TSV ----

export const DISTROKID_COLUMNS = [
  'Reporting Date',
  'Sale Month',
  'Store',
  'Artist',
  'Title',
  'ISRC',
  'UPC',
  'Quantity',
  'Team Percentage',
  'Song/Album',
  'Country of Sale',
  'Songwriter Royalties Withheld',
  'Earnings (USD)',
] as const;

export const distrokidHeaderProblem = (header: readonly string[]) => headerProblem(header, DISTROKID_COLUMNS);

/** One DistroKid-style record: the sale month is the usage period; earnings may carry more than 12 places (rounded). */
export function readDistrokidRecord(line: number, record: readonly string[], at: ColumnIndex): ReadResult {
  const opened = openRecord(line, record, at, DISTROKID_COLUMNS, { isrc: 'ISRC', upc: 'UPC', title: 'Title', store: 'Store' });
  if ('refused' in opened) return opened.refused;
  const { f, refuse, ids } = opened;
  const month = f('Sale Month').slice(0, 7);
  if (!MONTH.test(month) || !(f('Sale Month').length === 7 || isValidIsoDate(f('Sale Month')))) return refuse(REPORT_TEXTS.period);
  if (!f('Store')) return refuse(REPORT_TEXTS.store);
  const country = f('Country of Sale').toUpperCase() || 'ZZ';
  if (country !== 'ZZ' && !isCountryCode(country)) return refuse(REPORT_TEXTS.country);
  if (!QUANTITY.test(f('Quantity'))) return refuse(REPORT_TEXTS.quantity);
  const amount = readAmount(f('Earnings (USD)'), 20);
  if (amount === null) return refuse(REPORT_TEXTS.amount);
  return {
    ok: true,
    row: {
      line,
      source: 'DistroKid',
      statementId: null,
      lineId: null,
      period: month,
      usageStart: `${month}-01`,
      usageEnd: lastDayOfMonth(month),
      store: f('Store'),
      useType: /album/i.test(f('Song/Album')) ? 'download' : 'stream',
      country,
      ...ids,
      title: f('Title') || null,
      artist: f('Artist') || null,
      quantity: Number(f('Quantity')),
      amount,
      currency: 'USD',
      rate: null,
      tier: null,
      commercialModel: null,
    },
  };
}

// ---- trend report (counts, no money): imported as estimates ----

export const TREND_COLUMNS = [
  'source',
  'date',
  'week',
  'store',
  'use_type',
  'country',
  'isrc',
  'upc',
  'track_title',
  'artist_name',
  'quantity',
] as const;
const TREND_OPTIONAL = new Set(['source', 'date', 'week', 'use_type', 'isrc', 'upc', 'track_title', 'artist_name']);

/** A trend report's header: our columns without any of money, and a date or a week (one of them). */
export function trendHeaderProblem(header: readonly string[]): string | null {
  const problem = headerProblem(header, TREND_COLUMNS, TREND_OPTIONAL);
  if (problem) return problem;
  const have = new Set(header.map((h) => h.trim()));
  return have.has('date') === have.has('week') ? ESTIMATE_TEXTS.dateOrWeek : null;
}

/** One line of a trend report: a day's or a week's count, without money (amount 0 in USD, never booked). */
export function readTrendRecord(line: number, record: readonly string[], at: ColumnIndex): ReadResult {
  const opened = openRecord(line, record, at, TREND_COLUMNS, OUR_NAMES);
  if ('refused' in opened) return opened.refused;
  const { f, refuse, ids } = opened;
  const title = f('track_title');
  const store = f('store');
  let days: { first: string; last: string } | null;
  if (at.week !== undefined) {
    days = weekDays(f('week'));
    if (!days) return refuse(ESTIMATE_TEXTS.weekFormat);
  } else {
    if (!isDay(f('date'))) return refuse(REPORT_TEXTS.date('date'));
    days = { first: f('date'), last: f('date') };
  }
  if (!store) return refuse(REPORT_TEXTS.store);
  const useType = f('use_type').toLowerCase() || 'stream';
  if (!(USE_TYPES as readonly string[]).includes(useType)) return refuse(REPORT_TEXTS.useType);
  const country = f('country').toUpperCase();
  if (country !== 'ZZ' && !isCountryCode(country)) return refuse(REPORT_TEXTS.country);
  const quantity = f('quantity');
  if (!/^\d{1,12}$/.test(quantity)) return refuse(ESTIMATE_TEXTS.quantity);
  return {
    ok: true,
    row: {
      line,
      source: f('source') || null,
      statementId: null,
      lineId: null,
      period: null,
      usageStart: days.first,
      usageEnd: days.last,
      store,
      useType: useType as UseType,
      country,
      ...ids,
      title: title || null,
      artist: f('artist_name') || null,
      quantity: Number(quantity),
      amount: '0',
      currency: LEDGER_CURRENCY,
      rate: null,
      tier: null,
      commercialModel: null,
    },
  };
}
