// Which currency a visitor pays in (SPEC sections 4 and 9): INR for India, USD everywhere else.
// Amounts, prices and their formatting are in money.ts.
import { SYMBOLS } from './money.ts';
import type { CurrencyInfo } from './payments-dto.ts';

export const USD_FALLBACK: CurrencyInfo = { currency: 'USD', symbol: SYMBOLS.USD, country: 'US' };
export const INDIA: CurrencyInfo = { currency: 'INR', symbol: SYMBOLS.INR, country: 'IN' };

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
  return { currency: 'USD', symbol: SYMBOLS.USD, country };
}
