// Exact earnings arithmetic case by case (earnings-rules.test.ts holds the properties): what
// parses and what is refused with which message, rounding and flooring on both sides of zero,
// and how proration hands out the last units.
import { describe, expect, it } from 'vitest';
import { applyPercent, floorToCents, formatUnits, parseUnits, prorate, roundDiv, units } from './earnings-decimal.ts';

const UNIT = 10n ** 12n;
const CENT = 10n ** 10n;

describe('decimal text', () => {
  it('reads signs and up to 12 places, and nothing else', () => {
    expect(parseUnits('+2')).toBe(2n * UNIT);
    expect(parseUnits('-0.5')).toBe(-UNIT / 2n);
    expect(parseUnits('1.000000000001')).toBe(UNIT + 1n);
    expect(parseUnits('1.0000000000001')).toBeNull();
    for (const text of ['abc', '', '1.', '.5', '1,5', '1e3', ' 1']) expect(parseUnits(text), text).toBeNull();
  });

  it('from the database must be valid, or it throws saying what it got', () => {
    expect(units('12.5')).toBe(12n * UNIT + UNIT / 2n);
    expect(() => units('12,5')).toThrow(new RangeError('not a decimal with at most 12 places: 12,5'));
  });

  it('is written with the places asked for, rounded half away from zero, with no sign on zero', () => {
    expect(formatUnits(5n * UNIT, 0)).toBe('5');
    expect(formatUnits(5n * UNIT + UNIT / 2n, 0)).toBe('6');
    expect(formatUnits(-(5n * UNIT + UNIT / 2n), 0)).toBe('-6');
    expect(formatUnits(-4n * 10n ** 9n, 2)).toBe('0.00');
    expect(formatUnits(-5n * 10n ** 9n, 2)).toBe('-0.01');
    expect(formatUnits(-1n)).toBe('-0.000000000001');
    expect(formatUnits(0n, 2)).toBe('0.00');
  });
});

describe('flooring to the cent', () => {
  it('rounds down, toward minus infinity, and leaves whole cents alone', () => {
    expect(floorToCents(CENT + 1n)).toBe('0.01');
    expect(floorToCents(CENT)).toBe('0.01');
    expect(floorToCents(0n)).toBe('0.00');
    expect(floorToCents(-1n)).toBe('-0.01');
    expect(floorToCents(-CENT)).toBe('-0.01');
    expect(floorToCents(-CENT - 1n)).toBe('-0.02');
  });
});

describe('dividing and percentages', () => {
  it('round half away from zero', () => {
    expect(roundDiv(5n, 10n)).toBe(1n);
    expect(roundDiv(4n, 10n)).toBe(0n);
    expect(roundDiv(-5n, 10n)).toBe(-1n);
    expect(roundDiv(-4n, 10n)).toBe(0n);
    expect(roundDiv(20n, 10n)).toBe(2n);
    expect(applyPercent(10n * UNIT, '92.5')).toBe(9n * UNIT + UNIT / 4n);
  });

  it('refuse a percentage that is no decimal', () => {
    expect(() => applyPercent(UNIT, '90%')).toThrow(new RangeError('not a percentage: 90%'));
  });
});

describe('proration', () => {
  it('gives the units left over to the largest remainders, not the largest weights', () => {
    expect(prorate(1n, [1n, 2n])).toEqual([0n, 1n]);
    expect(prorate(1n, [2n, 1n])).toEqual([1n, 0n]);
    expect(prorate(2n, [3n, 2n])).toEqual([1n, 1n]);
    expect(prorate(-1n, [1n, 2n])).toEqual([0n, -1n]);
    expect(prorate(7n, [1n, 1n, 1n])).toEqual([3n, 2n, 2n]);
  });

  it('splits equally when every weight is 0', () => {
    expect(prorate(10n, [0n, 0n, 0n])).toEqual([4n, 3n, 3n]);
    expect(prorate(0n, [0n, 0n])).toEqual([0n, 0n]);
  });

  it('refuses no parts, and negative weights', () => {
    expect(() => prorate(10n, [])).toThrow(new RangeError('prorate needs at least one part'));
    expect(() => prorate(10n, [1n, -1n])).toThrow(new RangeError('prorate takes non-negative weights'));
    expect(() => prorate(10n, [2n, -1n])).toThrow(new RangeError('prorate takes non-negative weights'));
  });
});
