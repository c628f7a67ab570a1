import { expect, it } from 'vitest';
import { PLANS } from './plans.ts';
import { parseAmount, splitEarnings, splitRow, SPLIT_EXAMPLES } from './revenue-split.ts';

it('splits the spec examples by each plan share (80/90/92/95)', () => {
  expect(SPLIT_EXAMPLES).toEqual([100, 500, 1000, 5000]);
  expect(PLANS.map((p) => p.royaltyShare)).toEqual([80, 90, 92, 95]);
  expect(splitRow(100).splits.map((s) => s.split.artist)).toEqual([80, 90, 92, 95]);
  expect(splitRow(5000).splits.map((s) => s.split)).toEqual([
    { artist: 4000, platform: 1000 },
    { artist: 4500, platform: 500 },
    { artist: 4600, platform: 400 },
    { artist: 4750, platform: 250 },
  ]);
});

it('keeps cents exact', () => {
  expect(splitEarnings(0.1 + 0.2, 92)).toEqual({ artist: 0.28, platform: 0.02 });
  expect(splitEarnings(123.45, 95)).toEqual({ artist: 117.28, platform: 6.17 });
});

it('reads what the visitor types', () => {
  expect(parseAmount('1,250.50')).toBe(1250.5);
  expect(parseAmount('$75')).toBe(75);
  for (const bad of ['', '0', '-5', 'abc', '1.234', '1e5']) expect(parseAmount(bad), bad).toBeNull();
});
