// The royalty split behind /revenue-split: what the artist keeps on each plan (SPEC section 9).
import { decimalToMinor } from './money.ts';
import { PLANS, type Plan } from './plans.ts';

/** The calculator's example earnings in whole USD (SPEC section 2). */
export const SPLIT_EXAMPLES = [100, 500, 1000, 5000] as const;

/** The largest amount the calculator accepts, in whole USD, so the table stays readable. */
export const SPLIT_MAX_AMOUNT = 1_000_000_000;

/** Amounts in cents (money.ts: integer minor units, no floats). */
export type Split = { artist: number; platform: number };

/** The artist's and the platform's part of `cents`: the artist's share rounded half up to the cent, the platform the rest. */
export function splitEarnings(cents: number, sharePercent: number): Split {
  if (!Number.isSafeInteger(cents) || cents < 0 || !Number.isInteger(sharePercent))
    throw new RangeError('splitEarnings takes whole cents and a whole percentage');
  const artist = Math.floor((2 * cents * sharePercent + 100) / 200);
  return { artist, platform: cents - artist };
}

/** One row of the calculator: the amount (cents) and each plan's split of it. */
export function splitRow(cents: number, plans: readonly Plan[] = PLANS): { amount: number; splits: { plan: Plan; split: Split }[] } {
  return { amount: cents, splits: plans.map((plan) => ({ plan, split: splitEarnings(cents, plan.royaltyShare) })) };
}

/**
 * The visitor's typed amount in cents: a positive number of dollars with at most two decimals,
 * up to SPLIT_MAX_AMOUNT, or null. Accepts "1,250.50" and "$75".
 */
export function parseAmount(input: string): number | null {
  const cleaned = input.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const cents = decimalToMinor(cleaned);
  return cents !== null && cents > 0 && cents <= SPLIT_MAX_AMOUNT * 100 ? cents : null;
}

/** How the shares compare with typical distributors' models (public list prices, rounded). */
export const COMPETITORS = [
  { name: 'Tunelane', yearlyFee: 'From $0', share: '80-95%', payouts: 'Monthly to real-time', hiddenFees: 'None' },
  {
    name: 'Typical flat-fee distributor',
    yearlyFee: '$20-$60 per artist',
    share: '100%',
    payouts: 'Monthly',
    hiddenFees: 'Extra store and YouTube fees',
  },
  { name: 'Typical free distributor', yearlyFee: '$0', share: '70-85%', payouts: 'Quarterly', hiddenFees: 'Minimum payout thresholds' },
  {
    name: 'Traditional label deal',
    yearlyFee: '$0',
    share: '15-25%',
    payouts: 'Twice a year',
    hiddenFees: 'Recoupable advances and costs',
  },
] as const;
