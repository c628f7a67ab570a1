import { expect, it } from 'vitest';
import { PLANS } from './plans.ts';
import { parseAmount, splitEarnings, splitRow, SPLIT_EXAMPLES } from './revenue-split.ts';

it('splits the spec examples by each plan share (80/90/92/95)', () => {
  expect(SPLIT_EXAMPLES).toEqual([100, 500, 1000, 5000]);
  expect(PLANS.map((p) => p.royaltyShare)).toEqual([80, 90, 92, 95]);
  // amounts in cents
  expect(splitRow(100_00).splits.map((s) => s.split.artist)).toEqual([80_00, 90_00, 92_00, 95_00]);
  expect(splitRow(5000_00).splits.map((s) => s.split)).toEqual([
    { artist: 4000_00, platform: 1000_00 },
    { artist: 4500_00, platform: 500_00 },
    { artist: 4600_00, platform: 400_00 },
    { artist: 4750_00, platform: 250_00 },
  ]);
});

it('keeps cents exact, in whole cents only', () => {
  expect(splitEarnings(30, 92)).toEqual({ artist: 28, platform: 2 });
  expect(splitEarnings(123_45, 95)).toEqual({ artist: 117_28, platform: 6_17 });
  expect(() => splitEarnings(0.1 + 0.2, 92)).toThrow(RangeError);
});

it('reads what the visitor types', () => {
  expect(parseAmount('1,250.50')).toBe(1250_50);
  expect(parseAmount('$75')).toBe(75_00);
  for (const bad of ['', '0', '-5', 'abc', '1.234', '1e5']) expect(parseAmount(bad), bad).toBeNull();
});
