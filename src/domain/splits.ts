// Splits: who shares a release's (or a track's) net earnings, and whose fixed amount is repaid
// first. Exact: amounts are bigint units of 10^-12 (earnings-decimal.ts), shares percentages with
// up to four decimals. A booking's parts are differences of running totals: what the recoupments
// repay at the split's total net after the booking less before it, and what the shares give of
// the version's pot after less before. So the parts of every booking add up to its net, a payee's
// money is always what the terms give at the totals (no drift from rounding each booking), and a
// negative amount (returns) takes back the latest money first: the shares, then the recoupments,
// the last repaid first. A payee never holds less than nothing: the shares are of the pot while it
// is above zero, and the owner bears a return beyond it (and, the pot back above zero, is even).
import { formatDecimal } from './money.ts';
import { parseUnits } from './earnings-decimal.ts';

export const SPLIT_MAX_PAYEES = 50;
/** How long a payee whose share a change lowers has to object before it takes effect without their answer. */
export const CONSENT_DAYS = 7;
/** Decimals of a share, in percent: 33.3333 % is a share, 33.33333 % is not. */
export const SHARE_PLACES = 4;
const SHARE_SCALE = 10n ** BigInt(SHARE_PLACES);
/** 100 % in share units (10^-4 %). */
export const WHOLE = 100n * SHARE_SCALE;

export const SPLIT_TEXTS = {
  tooMany: `A split has at most ${SPLIT_MAX_PAYEES} payees.`,
  share: `Enter a share above 0 and up to 100 %, with at most ${SHARE_PLACES} decimals.`,
  total: 'The shares add up to more than 100 %.',
  twice: 'Each payee can be in a split once.',
  recoup: 'Enter an amount to repay of 0 or more, with at most 2 decimals.',
  nothing: 'A payee with a share of 0 must be repaid an amount first.',
  recoupStarted: 'An amount already being repaid cannot be changed or removed.',
  recoupTooLate:
    'This amount would count as repaid from earnings already shared out. An amount repaid first can be added or raised only while the split’s earnings have not passed the amounts ahead of it.',
  ownerListed: 'You keep the rest of the split yourself: list only the other payees.',
  trackFromNow: 'A track’s split takes effect from the next earnings booked.',
  futureMonth: 'Choose this month or an earlier one.',
  lowerFromNow: `A change that lowers a payee’s share takes effect from the next earnings booked, once they agree or have not objected within ${CONSENT_DAYS} days.`,
  noChange: 'There is no change of this split waiting for your answer.',
  claimed: (name: string) =>
    `${name} has already claimed money this change would move. Choose a later month, or let it take effect from the next earnings booked.`,
} as const;

/** What a change lowers for a payee, in words: "your share would go from 40 % to 20 % of the net earnings", and or the amount repaid first. */
export function loweredText(c: { before: string; after: string; recoupBefore: string | null; recoupAfter: string | null }): string {
  const parts: string[] = [];
  if (c.before !== c.after) parts.push(`your share would go from ${c.before} % to ${c.after} % of the net earnings`);
  if (c.recoupBefore !== null && c.recoupAfter !== null)
    parts.push(
      c.recoupAfter === '0.00'
        ? `the ${formatDecimal(c.recoupBefore)} repaid to you first would be removed`
        : `the amount repaid to you first would go from ${formatDecimal(c.recoupBefore)} to ${formatDecimal(c.recoupAfter)}`,
    );
  return parts.join(', and ');
}

export type SplitPayeeInput = { payee: string; share: string; recoup?: string };
/** A payee's share in a version of a split, in units of 10^-4 % (WHOLE is 100 %). */
export type SplitShare = { payee: string; share: bigint };
/** An amount repaid to a payee before the shares apply, in 10^-12 units: the split's, whatever its version. */
export type Recoupment = { payee: string; amount: bigint };

/** A share as percent text in share units, or null when it is not above 0, at most 100 and of at most four decimals. */
export function parseShare(text: string): bigint | null {
  const m = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(text.trim());
  if (!m) return null;
  const units = BigInt(m[1]!) * SHARE_SCALE + BigInt((m[2] ?? '').padEnd(SHARE_PLACES, '0'));
  return units > 0n && units <= WHOLE ? units : null;
}

/** Share units as percent text, without trailing zeros ("12.5", "100", "0.0001"). */
export function formatShare(units: bigint): string {
  const whole = units / SHARE_SCALE;
  const frac = (units % SHARE_SCALE).toString().padStart(SHARE_PLACES, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : `${whole}`;
}

const CENTS = /^\d{1,15}(\.\d{1,2})?$/;
const NO_SHARE = /^0(\.0{1,4})?$/;

/**
 * A split's payees read and checked: each once (by email, any case), a share each (0 only for a
 * payee repaid an amount), shares totalling at most 100 % (the owner keeps the rest), an amount
 * repaid first of 0 or more to the cent, at most 50 payees.
 */
export function readSplit(
  input: readonly SplitPayeeInput[],
): { shares: SplitShare[]; recoupments: Recoupment[]; ownerShare: bigint } | { error: string } {
  if (input.length > SPLIT_MAX_PAYEES) return { error: SPLIT_TEXTS.tooMany };
  const seen = new Set<string>();
  const shares: SplitShare[] = [];
  const recoupments: Recoupment[] = [];
  for (const p of input) {
    const key = p.payee.trim().toLowerCase();
    if (seen.has(key)) return { error: SPLIT_TEXTS.twice };
    seen.add(key);
    const recoup = p.recoup?.trim() ?? '';
    if (recoup !== '' && !CENTS.test(recoup)) return { error: SPLIT_TEXTS.recoup };
    const amount = recoup === '' ? 0n : parseUnits(recoup)!;
    if (amount > 0n) recoupments.push({ payee: p.payee, amount });
    // a payee may be only repaid an amount (a producer's fee), with no share after it
    if (NO_SHARE.test(p.share.trim())) {
      if (amount === 0n) return { error: SPLIT_TEXTS.nothing };
      continue;
    }
    const share = parseShare(p.share);
    if (share === null) return { error: SPLIT_TEXTS.share };
    shares.push({ payee: p.payee, share });
  }
  const total = shares.reduce((n, p) => n + p.share, 0n);
  if (total > WHOLE) return { error: SPLIT_TEXTS.total };
  return { shares, recoupments, ownerShare: WHOLE - total };
}

/** What the recoupments have repaid once `total` net has been earned under the split: in their order, one after the other. */
export function recoupedAt(recoupments: readonly Recoupment[], total: bigint): bigint[] {
  let left = total > 0n ? total : 0n;
  return recoupments.map((r) => {
    const repaid = left < r.amount ? left : r.amount;
    left -= repaid;
    return repaid;
  });
}

/** Each payee's share of `pot` (rounded toward zero to the unit) and the owner's: the rest, so the parts add up to the pot. */
export function sharesAt(shares: readonly SplitShare[], pot: bigint): { payees: bigint[]; owner: bigint } {
  const payees = shares.map((p) => (pot * p.share) / WHOLE);
  return { payees, owner: pot - payees.reduce((n, x) => n + x, 0n) };
}

const positive = (x: bigint) => (x > 0n ? x : 0n);

/** Where a split stands: the net booked under it (all its versions), and the part of that shared by the version booked now. */
export type SplitState = { total: bigint; pot: bigint };

export type SplitBooking = {
  /** Per recoupment, what this booking repaid (negative: took back). */
  recouped: bigint[];
  /** Per share of the version, what this booking gave. */
  shares: bigint[];
  owner: bigint;
  next: SplitState;
};

/**
 * One booking's parts: `net` goes first to the recoupments (what they repay at the split's total
 * after it, less what they had repaid), and what is left to the version's shares (what they give
 * of its pot after, less before). Every part is a difference of totals, so the parts add up to
 * `net`, and a negative net takes back the latest money first. The shares are of the pot's part
 * above zero, so no payee ever holds less than nothing; the owner takes the rest.
 */
export function splitBooking(
  shares: readonly SplitShare[],
  recoupments: readonly Recoupment[],
  state: SplitState,
  net: bigint,
): SplitBooking {
  const before = recoupedAt(recoupments, state.total);
  const recouped = recoupedAt(recoupments, state.total + net).map((x, i) => x - before[i]!);
  const repaid = recouped.reduce((n, x) => n + x, 0n);
  const pot = state.pot + net - repaid;
  const a = sharesAt(shares, positive(state.pot));
  const b = sharesAt(shares, positive(pot));
  const given = b.payees.map((x, i) => x - a.payees[i]!);
  return {
    recouped,
    shares: given,
    owner: net - repaid - given.reduce((n, x) => n + x, 0n),
    next: { total: state.total + net, pot },
  };
}
