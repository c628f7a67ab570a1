// Sales reports in other currencies: every line keeps its amount and currency as reported, and is
// booked in the ledger's currency (USD) at the rate recorded with its import, entered by the admin
// or read from the report. Exact: a line's amount (12 places) times the rate (up to 12 places),
// rounded half away from zero to 12 places, as PostgreSQL's round(amount * rate, 12) books it.
import { z } from 'zod';
import { EARNINGS_SCALE, parseUnits, roundDiv } from './earnings-decimal.ts';

export const LEDGER_CURRENCY = 'USD';

/** Where an import's rate came from: typed by the admin, or given by the report itself. */
export const RATE_SOURCES = ['entered', 'report'] as const;
export type RateSource = (typeof RATE_SOURCES)[number];
export const RATE_SOURCE_LABELS: Record<RateSource, string> = { entered: 'entered by the admin', report: 'given by the report' };
// An import's rate as answered (currency, rate, source) is royalty-imports-dto.ts's exchangeRateDto.

export const RATE_TEXTS = {
  rate: 'The rate must be a positive decimal number with at most 12 decimal places, like 1.0842.',
  currency: 'The currency must be a three-letter ISO 4217 code, like EUR.',
  notInReport: (currency: string, have: string[]) =>
    `The report has no amounts in ${currency}${have.length ? `: its amounts are in ${have.join(', ')}` : ''}.`,
  usdRate: 'USD amounts are booked as they are: no rate is needed.',
  both: 'Give the currency and its rate to USD together.',
  reportRateDiffers: (currency: string, rate: string, line: number) =>
    `exchange_rate differs from the ${currency} rate of line ${line} (${rate}): one report has one rate per currency.`,
} as const;

const CURRENCY = /^[A-Z]{3}$/;
const RATE = /^\d{1,12}(\.\d{1,12})?$/;

export const isCurrencyCode = (v: string) => CURRENCY.test(v);

/** A rate as text: a positive decimal of at most 12 places (trailing zeros kept as written), or null. */
export function readRate(text: string): string | null {
  const t = text.trim();
  if (!RATE.test(t)) return null;
  return parseUnits(t)! > 0n ? t : null;
}

export const currencySchema = z
  .string({ error: RATE_TEXTS.currency })
  .trim()
  .transform((c) => c.toUpperCase())
  .refine(isCurrencyCode, RATE_TEXTS.currency)
  .refine((c) => c !== LEDGER_CURRENCY, RATE_TEXTS.usdRate);
export const rateSchema = z
  .string({ error: RATE_TEXTS.rate })
  .trim()
  .refine((r) => readRate(r) !== null, RATE_TEXTS.rate);

const SCALE = 10n ** BigInt(EARNINGS_SCALE);

/**
 * A reported amount in USD: amount times rate, rounded half away from zero to 12 places; USD
 * amounts as they are. Both decimal text; the amount has at most 12 places.
 */
export function convertAmount(amount: string, currency: string, rate: string | null): string {
  if (currency === LEDGER_CURRENCY) return amount;
  const a = parseUnits(amount);
  const r = rate === null ? null : parseUnits(rate);
  if (a === null || r === null) throw new RangeError(`cannot convert ${amount} ${currency} at ${rate}`);
  const u = roundDiv(a * r, SCALE);
  const neg = u < 0n;
  const abs = neg ? -u : u;
  return `${neg ? '-' : ''}${abs / SCALE}.${(abs % SCALE).toString().padStart(EARNINGS_SCALE, '0')}`;
}

/** "1 EUR = 1.0842 USD" */
export const rateText = (r: { currency: string; rate: string }) => `1 ${r.currency} = ${r.rate} USD`;
