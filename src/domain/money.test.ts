import { expect, it } from 'vitest';
import { formatInr, formatUsd } from './money.ts';
import { PLANS, inrPrice } from './plans.ts';

it('formats USD and INR with Intl', () => {
  expect(formatUsd(1234.5)).toBe('$1,234.50');
  expect(formatUsd(5, { whole: true })).toBe('$5');
  expect(formatInr(124500)).toBe('₹1,24,500.00');
  expect(PLANS.map((p) => formatInr(inrPrice(p.usdPrice), { whole: true }))).toEqual(['₹0', '₹415', '₹1,245', '₹2,490']);
});
