// Exact money at its limits (money.ts): the largest amounts held exactly, negative ones, the
// refusals' words, and a price that is not a price.
import { describe, expect, it } from 'vitest';
import { decimalToMinor, minorToDecimal, planPrice } from './money.ts';

describe('decimalToMinor', () => {
  it('holds amounts up to the safe integers exactly, both ways, and refuses beyond', () => {
    expect(decimalToMinor('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(decimalToMinor('90071992547409.92')).toBeNull();
    expect(decimalToMinor('-90071992547409.91')).toBe(Number.MIN_SAFE_INTEGER);
    expect(decimalToMinor('-90071992547409.92')).toBeNull();
  });

  it('rounds half away from zero at the cent, on both sides', () => {
    expect(decimalToMinor('0.125')).toBe(13);
    expect(decimalToMinor('-0.125')).toBe(-13);
    expect(decimalToMinor('0.124')).toBe(12);
    expect(decimalToMinor('-0.124')).toBe(-12);
    expect(decimalToMinor('-0.005')).toBe(-1);
    expect(decimalToMinor('+1.5')).toBe(150);
    expect(decimalToMinor('.5')).toBe(50);
    expect(decimalToMinor('7.')).toBe(700);
    expect(decimalToMinor('.')).toBeNull();
    expect(decimalToMinor('-')).toBeNull();
  });
});

describe('minorToDecimal and planPrice', () => {
  it('refuses what is not whole minor units, in words', () => {
    for (const bad of [1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])
      expect(() => minorToDecimal(bad)).toThrow(new RangeError('minor units are whole numbers'));
  });

  it('refuses a price that is not a price', () => {
    expect(() => planPrice({ usdPrice: Number.NaN }, 'USD')).toThrow(new RangeError('not a price: NaN'));
    expect(() => planPrice({ usdPrice: -1 }, 'INR')).toThrow(new RangeError('not a price: -1'));
    expect(planPrice({ usdPrice: 0 }, 'INR')).toBe(0);
  });
});
