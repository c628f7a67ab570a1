import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  CURRENCIES,
  decimalToMinor,
  formatDecimal,
  formatMoney,
  formatPrice,
  INR_PER_USD,
  isCurrency,
  majorToMinor,
  minorToDecimal,
  planPrice,
} from './money.ts';
import { PLANS } from './plans.ts';

describe('exact amounts', () => {
  it('reads decimal text as minor units, rounding half away from zero at the cent', () => {
    expect(decimalToMinor('12.5')).toBe(1250);
    expect(decimalToMinor('1200')).toBe(120000);
    expect(decimalToMinor('0.125')).toBe(13);
    expect(decimalToMinor('0.124999')).toBe(12);
    expect(decimalToMinor('-0.125')).toBe(-13);
    expect(decimalToMinor(' .5 ')).toBe(50);
    expect(decimalToMinor('5.')).toBe(500);
    expect(decimalToMinor('+7.01')).toBe(701);
    // what floats get wrong: 0.1 + 0.2, 1.005 and 8.675 are exact here
    expect(decimalToMinor('1.005')).toBe(101);
    expect(decimalToMinor('8.675')).toBe(868);
    expect(decimalToMinor('0.30000000000000004')).toBe(30);
    for (const bad of ['', '.', '-', 'abc', '1,000', '1e5', '12.3.4', '90071992547409.93']) expect(decimalToMinor(bad), bad).toBeNull();
    expect(decimalToMinor('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('writes minor units back as decimal text', () => {
    expect(minorToDecimal(1250)).toBe('12.50');
    expect(minorToDecimal(5)).toBe('0.05');
    expect(minorToDecimal(-5)).toBe('-0.05');
    expect(minorToDecimal(0)).toBe('0.00');
    expect(minorToDecimal(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    expect(() => minorToDecimal(1.5)).toThrow(RangeError);
  });

  it('takes a JSON amount as written', () => {
    expect(majorToMinor(5.5)).toBe(550);
    expect(majorToMinor(19.99)).toBe(1999);
    expect(majorToMinor(0.1 + 0.2)).toBe(30);
    expect(majorToMinor(2490)).toBe(249000);
    expect(majorToMinor(Number.NaN)).toBeNull();
    expect(majorToMinor(Infinity)).toBeNull();
  });

  it('knows INR and USD only', () => {
    expect(CURRENCIES).toEqual(['INR', 'USD']);
    for (const c of CURRENCIES) expect(isCurrency(c)).toBe(true);
    for (const bad of ['EUR', 'usd', '', null, 83]) expect(isCurrency(bad), String(bad)).toBe(false);
  });
});

describe('the price computation', () => {
  it('prices plans in dollars, and in rupees at 83 per dollar rounded to the rupee, in minor units', () => {
    expect(INR_PER_USD).toBe(83);
    expect(PLANS.map((p) => planPrice(p, 'USD'))).toEqual([0, 500, 1500, 3000]);
    expect(PLANS.map((p) => planPrice(p, 'INR'))).toEqual([0, 41500, 124500, 249000]);
    expect(planPrice({ usdPrice: 4.99 }, 'INR')).toBe(41400); // 414.17 rupees
    expect(planPrice({ usdPrice: 4.995 }, 'INR')).toBe(41500); // 414.585: half a rupee and more rounds up
    expect(planPrice({ usdPrice: 0.01 }, 'INR')).toBe(100);
    expect(planPrice({ usdPrice: 4.99 }, 'USD')).toBe(499);
    expect(() => planPrice({ usdPrice: -1 }, 'USD')).toThrow(RangeError);
  });
});

describe('the formatter', () => {
  it('groups rupees the Indian way and dollars the American way', () => {
    expect(formatMoney(10000000, 'INR')).toBe('₹1,00,000.00');
    expect(formatMoney(123456750, 'INR')).toBe('₹12,34,567.50');
    expect(formatMoney(10000000, 'USD')).toBe('$100,000.00');
    expect(formatMoney(123456750, 'USD')).toBe('$1,234,567.50');
    expect(formatMoney(50, 'INR')).toBe('₹0.50');
    expect(formatMoney(-550, 'USD')).toBe('-$5.50');
  });

  it('shows prices without cents when they are whole, and with them otherwise', () => {
    expect(formatMoney(249000, 'INR', { cents: 'auto' })).toBe('₹2,490');
    expect(formatMoney(550, 'USD', { cents: 'auto' })).toBe('$5.50');
    expect(formatMoney(249000, 'INR')).toBe('₹2,490.00');
  });

  it('formats large amounts exactly, with no float on the way', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'USD')).toBe('$90,071,992,547,409.91');
    expect(formatDecimal('123456789012.345')).toBe('$123,456,789,012.35');
  });

  it('shows decimal strings from the database to the cent', () => {
    expect(formatDecimal('1234.5')).toBe('$1,234.50');
    expect(formatDecimal('0')).toBe('$0.00');
    expect(formatDecimal('0.005')).toBe('$0.01');
    expect(formatDecimal(null)).toBe('$0.00');
    expect(formatDecimal(undefined)).toBe('$0.00');
    expect(formatDecimal('not a number')).toBe('$0.00');
    expect(formatDecimal('100000', 'INR')).toBe('₹1,00,000.00');
  });

  it('gives the pricing cards and the pay buttons one text for a price (₹2,490 on both)', () => {
    expect(PLANS.map((p) => formatPrice(p, 'INR'))).toEqual(['₹0', '₹415', '₹1,245', '₹2,490']);
    expect(PLANS.map((p) => formatPrice(p, 'USD'))).toEqual(['$0', '$5', '$15', '$30']);
  });

  it('builds one Intl formatter per currency and number of decimals, then reuses it', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    for (let i = 0; i < 3; i++) formatMoney(123400 + i, 'INR', { cents: 'auto' });
    for (let i = 0; i < 3; i++) formatMoney(123400, 'INR', { cents: 'auto' });
    expect(made.mock.calls.length).toBeLessThanOrEqual(2);
    made.mockRestore();
  });

  // Under mutation testing the source read here is the instrumented copy (npm run mutate).
  it.skipIf(process.env.MUTATION_TESTING === '1')('does no float arithmetic on money', () => {
    // The module works in integers and BigInt; the only division is of whole minor units by 100
    // after taking the remainder off, which is exact.
    const source = fs.readFileSync(path.join(import.meta.dirname, 'money.ts'), 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
    expect(source).not.toMatch(/\bparseFloat\b|\bMath\.round\b|\.toFixed\(|\bNumber\(value\)/);
    expect(source.match(/ \/ PER_MAJOR/g)).toHaveLength(1);
  });
});

describe('formatMoney with the currency code', () => {
  it('names the currency by its code, for documents without a rupee sign, grouped and rounded as with the symbol', () => {
    expect(formatMoney(329050, 'INR', { sign: 'code' })).toBe('INR\u00a03,290.50');
    expect(formatMoney(10000000, 'INR', { sign: 'code', cents: 'auto' })).toBe('INR\u00a01,00,000');
    expect(formatMoney(1500, 'USD', { sign: 'code', cents: 'auto' })).toBe('USD\u00a015');
    expect(formatMoney(329050, 'INR', { sign: 'symbol' })).toBe('₹3,290.50');
    expect(formatMoney(329050, 'INR')).toBe('₹3,290.50');
  });
});
