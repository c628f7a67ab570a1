// Currency detection (SPEC section 4): the Indian timezones give INR at once; otherwise the
// server's IP-geolocation lookup decides (country IN gives INR, any other keeps its country and
// pays in USD); any failure falls back to USD/US silently.
import { currencyForCountry, currencyForTimezone, USD_FALLBACK } from '../../domain/currency.ts';
import type { CurrencyInfo } from '../../domain/payments-dto.ts';
import { api } from './api-client.ts';

function browserTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export async function detectCurrency(timeZone: string | undefined = browserTimezone()): Promise<CurrencyInfo> {
  const byZone = currencyForTimezone(timeZone);
  if (byZone) return byZone;
  try {
    const info = await api('GET /payments/currency', { signal: AbortSignal.timeout(5000) });
    const checked = currencyForCountry(info.country);
    return checked.currency === info.currency ? checked : USD_FALLBACK;
  } catch {
    return USD_FALLBACK;
  }
}
