// The royalty split behind /revenue-split: what the artist keeps on each plan (SPEC section 9).
import { PLANS, type Plan } from './plans.ts';

/** The calculator's example earnings in USD (SPEC section 2). */
export const SPLIT_EXAMPLES = [100, 500, 1000, 5000] as const;

/** The largest amount the calculator accepts, so the table stays readable. */
export const SPLIT_MAX_AMOUNT = 1_000_000_000;

export type Split = { artist: number; platform: number };

/** The artist's and the platform's part of `amount`, in cents-exact dollars. */
export function splitEarnings(amount: number, sharePercent: number): Split {
  const cents = Math.round(amount * 100);
  const artistCents = Math.round((cents * sharePercent) / 100);
  return { artist: artistCents / 100, platform: (cents - artistCents) / 100 };
}

/** One row of the calculator: the amount and each plan's split of it. */
export function splitRow(amount: number, plans: readonly Plan[] = PLANS): { amount: number; splits: { plan: Plan; split: Split }[] } {
  return { amount, splits: plans.map((plan) => ({ plan, split: splitEarnings(amount, plan.royaltyShare) })) };
}

/**
 * The visitor's typed amount: a positive number of dollars with at most two decimals, or null.
 * Accepts "1,250.50" and "$75".
 */
export function parseAmount(input: string): number | null {
  const cleaned = input.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value > 0 && value <= SPLIT_MAX_AMOUNT ? value : null;
}

/** How the shares compare with typical distributors' models (public list prices, rounded). */
export const COMPETITORS = [
  { name: 'Tunelane', yearlyFee: 'From $0', share: '80-95%', payouts: 'Monthly to real-time', hiddenFees: 'None' },
  { name: 'Typical flat-fee distributor', yearlyFee: '$20-$60 per artist', share: '100%', payouts: 'Monthly', hiddenFees: 'Extra store and YouTube fees' },
  { name: 'Typical free distributor', yearlyFee: '$0', share: '70-85%', payouts: 'Quarterly', hiddenFees: 'Minimum payout thresholds' },
  { name: 'Traditional label deal', yearlyFee: '$0', share: '15-25%', payouts: 'Twice a year', hiddenFees: 'Recoupable advances and costs' },
] as const;
