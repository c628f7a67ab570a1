// The payout methods' minimums and fees: the fee as properties over amounts (fee + net = amount
// exactly, neither negative, the percentage rounded to the cent half up), each method's terms from
// the Settings, how a fee is said, and what is wrong with an amount, in claimProblem's order.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimProblem } from './claims.ts';
import { PAYMENT_METHODS } from './claim-texts.ts';
import { parseUnits } from './earnings-decimal.ts';
import {
  amountProblem,
  DEFAULT_PAYOUT_METHODS,
  describeFee,
  isClaimAmount,
  lowestMinimum,
  methodTerms,
  payoutQuote,
  type ClaimLimits,
} from './payout-fees.ts';

const cents = (n: bigint) => `${n / 100n}.${String(n % 100n).padStart(2, '0')}`;
/** A claim amount: 0.01 to 999,999,999.99. */
const amount = fc.bigInt({ min: 1n, max: 99_999_999_999n }).map(cents);
/** A fee's parts as the Settings take them: up to 999,999.99 and 100.00 %. */
const fixed = fc.bigInt({ min: 0n, max: 99_999_999n }).map(cents);
const percent = fc.bigInt({ min: 0n, max: 10_000n }).map(cents);
const units = (s: string) => parseUnits(s)!;

describe('the fee on a claim', () => {
  it('and the net add up to the amount exactly, neither below 0, the fee never above what the terms say', () => {
    fc.assert(
      fc.property(amount, fixed, percent, (a, feeFixed, feePercent) => {
        const q = payoutQuote(a, { feeFixed, feePercent });
        expect(q.fee).toMatch(/^\d+\.\d\d$/);
        expect(q.net).toMatch(/^\d+\.\d\d$/);
        expect(units(q.fee) + units(q.net)).toBe(units(a));
        expect(units(q.fee) >= 0n && units(q.net) >= 0n).toBe(true);
        // in cents: the fixed part plus amount × percent (hundredths) / 10,000 rounded half up, at most the amount
        const c = (s: string) => units(s) / 10n ** 10n;
        const full = c(feeFixed) + (c(a) * c(feePercent) * 2n + 10_000n) / 20_000n;
        expect(c(q.fee)).toBe(full < c(a) ? full : c(a));
        expect(q.leavesNothing).toBe(q.net === '0.00');
      }),
      { numRuns: 2000 },
    );
  });

  it('is nothing without terms, so the net is the whole amount', () => {
    fc.assert(
      fc.property(amount, (a) => {
        expect(payoutQuote(a, { feeFixed: '0.00', feePercent: '0.00' })).toEqual({ fee: '0.00', net: a, leavesNothing: false });
      }),
    );
  });

  it('rounds the percentage to the cent, half up, and adds the fixed part', () => {
    expect(payoutQuote('100.00', { feeFixed: '0.30', feePercent: '2.90' })).toEqual({ fee: '3.20', net: '96.80', leavesNothing: false });
    expect(payoutQuote('10.10', { feeFixed: '0.00', feePercent: '2.50' })).toEqual({ fee: '0.25', net: '9.85', leavesNothing: false }); // 0.2525
    expect(payoutQuote('10.20', { feeFixed: '0.00', feePercent: '2.50' })).toEqual({ fee: '0.26', net: '9.94', leavesNothing: false }); // 0.255
    expect(payoutQuote('0.01', { feeFixed: '0.00', feePercent: '49.99' })).toEqual({ fee: '0.00', net: '0.01', leavesNothing: false });
  });

  it('takes the whole amount at most, and then leaves nothing', () => {
    expect(payoutQuote('5.00', { feeFixed: '5.00', feePercent: '0.00' })).toEqual({ fee: '5.00', net: '0.00', leavesNothing: true });
    expect(payoutQuote('5.00', { feeFixed: '4.99', feePercent: '10.00' })).toEqual({ fee: '5.00', net: '0.00', leavesNothing: true });
    expect(payoutQuote('5.00', { feeFixed: '4.99', feePercent: '0.00' })).toEqual({ fee: '4.99', net: '0.01', leavesNothing: false });
    expect(payoutQuote('80.00', { feeFixed: '0.00', feePercent: '100.00' })).toEqual({ fee: '80.00', net: '0.00', leavesNothing: true });
  });
});

describe("each method's terms", () => {
  it('follow the payout minimum and charge nothing until the admin sets them', () => {
    const terms = methodTerms('25.00', DEFAULT_PAYOUT_METHODS);
    for (const m of PAYMENT_METHODS) expect(terms[m]).toEqual({ minimum: '25.00', feeFixed: '0.00', feePercent: '0.00' });
    expect(lowestMinimum(terms)).toBe('25.00');
  });

  it('keep a method its own minimum, and the lowest is what any claim needs', () => {
    const terms = methodTerms('10.00', {
      ...DEFAULT_PAYOUT_METHODS,
      paypal: { minimum: '25.00', feeFixed: '0.30', feePercent: '2.90' },
      crypto: { minimum: '5.00', feeFixed: '1.00', feePercent: '0.00' },
    });
    expect(terms).toEqual({
      bank_transfer: { minimum: '10.00', feeFixed: '0.00', feePercent: '0.00' },
      paypal: { minimum: '25.00', feeFixed: '0.30', feePercent: '2.90' },
      crypto: { minimum: '5.00', feeFixed: '1.00', feePercent: '0.00' },
    });
    expect(lowestMinimum(terms)).toBe('5.00');
  });

  it('are said as people read them', () => {
    expect(describeFee({ feeFixed: '0.00', feePercent: '0.00' })).toBe('No fee');
    expect(describeFee({ feeFixed: '0.30', feePercent: '0.00' })).toBe('$0.30');
    expect(describeFee({ feeFixed: '0.00', feePercent: '2.50' })).toBe('2.5%');
    expect(describeFee({ feeFixed: '1.00', feePercent: '10.00' })).toBe('$1.00 + 10%');
    expect(describeFee({ feeFixed: '1000.00', feePercent: '0.05' })).toBe('$1,000.00 + 0.05%');
  });
});

describe('what is wrong with an amount', () => {
  const limits: ClaimLimits = {
    balance: '100.00',
    methods: methodTerms('10.00', {
      bank_transfer: { minimum: null, feeFixed: '0.00', feePercent: '0.00' },
      paypal: { minimum: '25.00', feeFixed: '0.30', feePercent: '2.90' },
      crypto: { minimum: '5.00', feeFixed: '6.00', feePercent: '0.00' },
    }),
  };

  it('takes only positive amounts to the cent', () => {
    for (const ok of ['0.01', '10', '10.5', '999999999.99']) expect(isClaimAmount(ok), ok).toBe(true);
    for (const bad of ['0', '0.00', '-1', '1.234', '1e3', '1234567890', ' 10', '']) expect(isClaimAmount(bad), bad).toBe(false);
  });

  it('is the balance first, then the lowest minimum while no method is chosen', () => {
    expect(amountProblem('100.01', 'paypal', limits)).toBe('Insufficient balance: You can only claim up to $100.00');
    expect(amountProblem('4.99', '', limits)).toBe('Minimum payout amount is $5.00');
    expect(amountProblem('5.00', '', limits)).toBeNull();
  });

  it("is the method's own minimum once chosen, naming the method when another takes less", () => {
    expect(amountProblem('24.99', 'paypal', limits)).toBe('Minimum payout amount is $25.00 for PayPal');
    expect(amountProblem('9.99', 'bank_transfer', limits)).toBe('Minimum payout amount is $10.00 for Bank Transfer');
    expect(amountProblem('25.00', 'paypal', limits)).toBeNull();
    const same = { ...limits, methods: methodTerms('10.00', DEFAULT_PAYOUT_METHODS) };
    expect(amountProblem('9.99', 'paypal', same)).toBe('Minimum payout amount is $10.00');
  });

  it('is a fee that leaves nothing to receive, once the method is known', () => {
    const message =
      'Amount too small for the fee: The Crypto (USDC on Ethereum) fee ($6.00) leaves nothing of $6.00 to receive. Please enter a larger amount.';
    expect(amountProblem('6.00', 'crypto', limits)).toBe(message);
    expect(amountProblem('6.01', 'crypto', limits)).toBeNull();
    expect(amountProblem('6.00', '', limits)).toBeNull();
    // the request: method first, then the fee, before the details
    expect(claimProblem({ amount: '6.00', payment_method: '', payment_details: {} }, limits)?.field).toBe('payment_method');
    expect(claimProblem({ amount: '6.00', payment_method: 'crypto', payment_details: {} }, limits)).toEqual({ field: 'amount', message });
  });
});
