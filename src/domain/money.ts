// Money, for the server and the web app alike (SPEC sections 3, 4 and 9). Amounts are exact:
// integer minor units (paise, cents) in orders, payments and prices, decimal strings as the
// database gives them (revenue), never binary floats. One price computation, and one formatter
// over Intl.NumberFormat: each currency is grouped as at home, rupees the Indian way
// (₹1,00,000.00) and dollars the American way ($100,000.00).
import type { Plan } from './plans.ts';

export const CURRENCIES = ['INR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export function isCurrency(value: unknown): value is Currency {
  return value === 'INR' || value === 'USD';
}

export const SYMBOLS: Record<Currency, string> = { INR: '₹', USD: '$' };

/** Rupees per dollar for the INR prices (SPEC section 9). */
export const INR_PER_USD = 83;

/** Both currencies have two minor digits (paise, cents). */
const MINOR_DIGITS = 2;
const PER_MAJOR = 100;

/** `n / d` rounded half away from zero, in integers (d > 0). */
function divRound(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  if (2n * (r < 0n ? -r : r) >= d) return n < 0n ? q - 1n : q + 1n;
  return q;
}

function toSafe(n: bigint): number | null {
  return n <= BigInt(Number.MAX_SAFE_INTEGER) && n >= BigInt(Number.MIN_SAFE_INTEGER) ? Number(n) : null;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * Decimal text ("12.5", "-0.125", "1200") as minor units, rounded half away from zero at the
 * cent ("0.125" is 13); null when it is not a plain decimal number or too large to hold exactly.
 */
export function decimalToMinor(value: string): number | null {
  const m = DECIMAL.exec(value.trim());
  if (!m || (!m[2] && !m[3])) return null;
  const [, sign, whole = '', frac = ''] = m;
  // Stryker disable next-line ArithmeticOperator: dividing by -1n or 1n is multiplying by it
  const digits = BigInt((whole || '0') + frac) * (sign === '-' ? -1n : 1n);
  const scale = 10n ** BigInt(frac.length);
  const minor =
    frac.length <= MINOR_DIGITS
      ? digits * 10n ** BigInt(MINOR_DIGITS - frac.length)
      : divRound(digits, scale / 10n ** BigInt(MINOR_DIGITS));
  return toSafe(minor);
}

/** An amount of major units given as a number (a JSON field), exactly as written: 5.5 is 550. */
export function majorToMinor(amount: number): number | null {
  return Number.isFinite(amount) ? decimalToMinor(String(amount)) : null;
}

/** Minor units as decimal text: 1250 is "12.50", -5 is "-0.05". */
export function minorToDecimal(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError('minor units are whole numbers');
  const abs = Math.abs(minor);
  const cents = abs % PER_MAJOR;
  const whole = (abs - cents) / PER_MAJOR;
  return `${minor < 0 ? '-' : ''}${whole}.${String(cents).padStart(MINOR_DIGITS, '0')}`;
}

/** A plan's yearly price in minor units: the listed dollars, or rupees at 83 per dollar rounded to the rupee. */
export function planPrice(plan: Pick<Plan, 'usdPrice'>, currency: Currency): number {
  const cents = decimalToMinor(String(plan.usdPrice));
  if (cents === null || cents < 0) throw new RangeError(`not a price: ${plan.usdPrice}`);
  if (currency === 'USD') return cents;
  return Number(divRound(BigInt(cents) * BigInt(INR_PER_USD), BigInt(PER_MAJOR))) * PER_MAJOR;
}

export type MoneyStyle = {
  /** 'auto' leaves the cents off whole amounts, as prices are shown ("₹2,490", "$5.50"); 'always' by default. */
  cents?: 'always' | 'auto';
  /** 'code' names the currency by its ISO code ("INR 2,490"), for documents whose font has no ₹; 'symbol' by default. */
  sign?: 'symbol' | 'code';
};

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: Currency, fractionDigits: number, sign: 'symbol' | 'code' = 'symbol'): Intl.NumberFormat {
  const key = `${currency}:${fractionDigits}:${sign}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', {
      style: 'currency',
      currency,
      currencyDisplay: sign,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, f);
  }
  return f;
}

/** Minor units as people read them: formatMoney(124500, 'INR') is "₹1,245.00"; with { cents: 'auto' } "₹1,245". */
export function formatMoney(minor: number, currency: Currency, style: MoneyStyle = {}): string {
  const whole = style.cents === 'auto' && minor % PER_MAJOR === 0;
  // Intl reads a decimal string exactly (no float on the way).
  return formatter(currency, whole ? 0 : MINOR_DIGITS, style.sign).format(minorToDecimal(minor) as Intl.StringNumericLiteral);
}

/** A decimal string from the database (revenue), to the cent: "1234.5" is "$1,234.50"; anything else "$0.00". */
export function formatDecimal(value: string | null | undefined, currency: Currency = 'USD'): string {
  return formatMoney(decimalToMinor(value ?? '0') ?? 0, currency);
}

/** A rate as a decimal string to a fixed number of places, exactly (revenue per stream: "0.0042" is "$0.0042"); anything else "$0" to those places. */
export function formatRate(value: string, places: number, currency: Currency = 'USD'): string {
  return formatter(currency, places).format(
    (DECIMAL.test(value.trim()) && /\d/.test(value) ? value.trim() : '0') as Intl.StringNumericLiteral,
  );
}

/** What a plan costs a year, as the pricing cards and the pay buttons both show it: "₹2,490", "$5". */
export function formatPrice(plan: Pick<Plan, 'usdPrice'>, currency: Currency): string {
  return formatMoney(planPrice(plan, currency), currency, { cents: 'auto' });
}

/**
 * An amount as a sales report states it (any ISO currency, up to 12 places), exactly rounded to the
 * cent, or to `places` where a smaller amount needs them: "18.200000000000" USD is "$18.20",
 * "0.003412" USD is "$0.0034". A currency code Intl cannot name follows the number ("18.20 XYZ1").
 */
export function formatReportAmount(value: string, currency: string, places = 4): string {
  const exact = (DECIMAL.test(value.trim()) && /\d/.test(value) ? value.trim() : '0') as Intl.StringNumericLiteral;
  const digits = { minimumFractionDigits: MINOR_DIGITS, maximumFractionDigits: places };
  try {
    return new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', { style: 'currency', currency, ...digits }).format(exact);
  } catch {
    return `${new Intl.NumberFormat('en-US', digits).format(exact)} ${currency}`.trim();
  }
}
