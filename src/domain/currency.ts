// Currencies we sell in (SPEC sections 3, 4 and 9): INR for India, USD everywhere else. Prices are
// whole units in the plan table; orders carry integer minor units (paise, cents).
import { INR_PER_USD, type Plan } from './plans.ts';

export const CURRENCIES = ['INR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** What the web app knows about the visitor's currency. */
export type CurrencyInfo = { currency: Currency; symbol: string; country: string };

export const SYMBOLS: Record<Currency, string> = { INR: '₹', USD: '$' };

export const USD_FALLBACK: CurrencyInfo = { currency: 'USD', symbol: '$', country: 'US' };
export const INDIA: CurrencyInfo = { currency: 'INR', symbol: '₹', country: 'IN' };

const INDIAN_TIMEZONES = new Set(['Asia/Kolkata', 'Asia/Calcutta']);

/** Asia/Kolkata or Asia/Calcutta means India; anything else needs an IP lookup. */
export function currencyForTimezone(timeZone: string | undefined): CurrencyInfo | null {
  return timeZone && INDIAN_TIMEZONES.has(timeZone) ? INDIA : null;
}

/** Country code IN gives INR; any other country gives USD and keeps the country. */
export function currencyForCountry(code: string | null | undefined): CurrencyInfo {
  const country = typeof code === 'string' && /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : null;
  if (!country) return USD_FALLBACK;
  if (country === 'IN') return INDIA;
  return { currency: 'USD', symbol: '$', country };
}

/** The yearly price of a plan in whole units of the currency: INR = USD x 83, rounded. */
export function planPrice(plan: Pick<Plan, 'usdPrice'>, currency: Currency): number {
  return currency === 'INR' ? Math.round(plan.usdPrice * INR_PER_USD) : plan.usdPrice;
}

/** Both currencies have two minor digits (paise, cents). */
export const toMinor = (major: number): number => Math.round(major * 100);

/** "₹415", "₹2490", "$5", "$5.50": symbol and amount as the pay buttons show them. */
export function formatMajor(amount: number, currency: Currency): string {
  return `${SYMBOLS[currency]}${Number.isInteger(amount) ? String(amount) : amount.toFixed(2)}`;
}

export function formatMinor(minor: number, currency: Currency): string {
  return formatMajor(minor / 100, currency);
}

export function isCurrency(value: unknown): value is Currency {
  return value === 'INR' || value === 'USD';
}
