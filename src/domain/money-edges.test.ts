// Money as people read it (money.ts) and the currency rules (currency.ts) at their edges.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENCIES, formatMoney, isCurrency, majorToMinor, SYMBOLS } from './money.ts';
import { currencyForCountry, INDIA, USD_FALLBACK } from './currency.ts';
import { parseAmount, SPLIT_MAX_AMOUNT, splitEarnings } from './revenue-split.ts';

afterEach(() => vi.restoreAllMocks());

// First in the file: the cache is only seen working when this test makes the first formatter.
describe('the formatter cache', () => {
  it('builds one formatter per currency and number of decimals, then reuses it', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    const amounts = [1, 2, 3];
    for (const a of amounts) formatMoney(a * 100, 'USD', { cents: 'auto' });
    for (const a of amounts) formatMoney(a * 100, 'USD', { cents: 'auto' });
    // at most one new formatter for ('USD', 0): the first call may find it made by another test
    expect(made.mock.calls.length).toBeLessThanOrEqual(1);
  });
});

describe('formatMoney', () => {
  it('groups rupees the Indian way and dollars the American way', () => {
    expect(formatMoney(123456750, 'INR')).toBe('₹12,34,567.50');
    expect(formatMoney(123456750, 'USD')).toBe('$1,234,567.50');
    expect(formatMoney(123456700, 'USD', { cents: 'auto' })).toBe('$1,234,567');
    expect(formatMoney(50, 'INR')).toBe('₹0.50');
  });
});

describe('currency', () => {
  it('knows INR and USD only', () => {
    expect(CURRENCIES).toEqual(['INR', 'USD']);
    expect(SYMBOLS).toEqual({ INR: '₹', USD: '$' });
    expect(INDIA).toEqual({ currency: 'INR', symbol: '₹', country: 'IN' });
    expect(USD_FALLBACK).toEqual({ currency: 'USD', symbol: '$', country: 'US' });
    expect(isCurrency('INR')).toBe(true);
    expect(isCurrency('USD')).toBe(true);
    for (const bad of ['EUR', 'usd', '', null, 83]) expect(isCurrency(bad), String(bad)).toBe(false);
  });

  it('takes only a two-letter text as a country code', () => {
    expect(currencyForCountry(['IN'] as never)).toEqual(USD_FALLBACK);
    expect(currencyForCountry('IND')).toEqual(USD_FALLBACK);
    expect(currencyForCountry('de')).toEqual({ currency: 'USD', symbol: '$', country: 'DE' });
  });

  it('shows whole amounts bare and others with two decimals', () => {
    expect(formatMoney(550, 'USD', { cents: 'auto' })).toBe('$5.50');
    expect(formatMoney(41450, 'INR', { cents: 'auto' })).toBe('₹414.50');
    expect(majorToMinor(19.99)).toBe(1999);
    expect(majorToMinor(0.29)).toBe(29);
  });
});

describe('the calculator', () => {
  it('accepts amounts up to its cap, and not a cent more', () => {
    expect(SPLIT_MAX_AMOUNT).toBe(1_000_000_000);
    // in cents
    expect(parseAmount('1,000,000,000')).toBe(1_000_000_000_00);
    expect(parseAmount('1000000000.01')).toBeNull();
    expect(parseAmount('0.01')).toBe(1);
    expect(parseAmount(' $ 12.5 ')).toBe(12_50);
  });

  it('gives the artist the rounded share and the platform the rest, to the cent', () => {
    expect(splitEarnings(1, 95)).toEqual({ artist: 1, platform: 0 });
    expect(splitEarnings(1, 40)).toEqual({ artist: 0, platform: 1 });
    expect(splitEarnings(10_00, 80)).toEqual({ artist: 8_00, platform: 2_00 });
    expect(splitEarnings(0, 80)).toEqual({ artist: 0, platform: 0 });
  });

  it('takes only whole, non-negative cents and a whole percentage', () => {
    for (const [cents, share] of [
      [-1, 80],
      [10.5, 80],
      [100, 92.5],
      [Number.MAX_SAFE_INTEGER + 1, 80],
    ]) {
      expect(() => splitEarnings(cents!, share!), `${cents} at ${share}%`).toThrow(
        new RangeError('splitEarnings takes whole cents and a whole percentage'),
      );
    }
  });
});
