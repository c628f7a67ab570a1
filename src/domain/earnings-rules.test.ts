// The money rules as properties (fast-check): the share by plan, exact proration, and the
// balance under any sequence of earnings, adjustments, replacements, rollbacks and claims.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availableBalance, claimProblem, type ClaimRequest } from './claims.ts';
import type { ClaimStatus } from './claim-texts.ts';
import { applyPercent, floorToCents, formatUnits, parseUnits, prorate } from './earnings-decimal.ts';
import { artistShare, sharePercent } from './earnings.ts';
import { DEFAULT_PAYOUT_METHODS, methodTerms } from './payout-fees.ts';
import { PLAN_TYPES, type PlanType } from './plans.ts';
import { cumulativePart } from './report-dsr-format.ts';

const UNIT = 10n ** 12n;
const amount = fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n });
const plan = fc.constantFrom(...PLAN_TYPES);

describe('the share by plan', () => {
  it('is 80, 90, 92 and 95 percent', () => {
    expect(PLAN_TYPES.map(sharePercent)).toEqual(['80', '90', '92', '95']);
    expect(formatUnits(artistShare(parseUnits('100')!, 'small_label'))).toBe('92.000000000000');
  });

  it('is within half a unit of the exact share, and symmetric for refunds', () => {
    fc.assert(
      fc.property(amount, plan, (gross, p: PlanType) => {
        const share = artistShare(gross, p);
        const exact = gross * BigInt(sharePercent(p)); // share × 100
        const diff = share * 100n - exact;
        expect(diff <= 50n && diff >= -50n).toBe(true);
        expect(artistShare(-gross, p)).toBe(-share);
      }),
    );
  });

  it('reads and writes 12-place decimals exactly', () => {
    fc.assert(
      fc.property(amount, (u) => {
        expect(parseUnits(formatUnits(u))).toBe(u);
      }),
    );
    expect(formatUnits(parseUnits('0.1')! + parseUnits('0.2')!, 2)).toBe('0.30');
    expect(applyPercent(parseUnits('0.000000000005')!, '90')).toBe(5n); // 4.5 units rounds away from zero
  });
});

describe('proration', () => {
  const weights = fc.array(fc.bigInt({ min: 0n, max: 10n ** 9n }), { minLength: 1, maxLength: 40 });

  it('by largest remainder adds up to the total to the last place, each part within one unit', () => {
    fc.assert(
      fc.property(amount, weights, (total, w) => {
        const parts = prorate(total, w);
        expect(parts.reduce((a, b) => a + b, 0n)).toBe(total);
        const sum = w.reduce((a, b) => a + b, 0n);
        if (sum > 0n)
          parts.forEach((p, i) => {
            const exact = total * w[i]!; // p × sum
            const d = p * sum - exact;
            expect(d < sum && d > -sum).toBe(true);
          });
      }),
    );
  });

  it('by cumulative rounding, streamed line by line, adds up to the summary total to the last place', () => {
    fc.assert(
      fc.property(amount, weights, (total, w) => {
        const whole = w.reduce((a, b) => a + b, 0n) || 1n;
        let cum = 0n;
        let sum = 0n;
        for (const x of w) {
          sum += cumulativePart(total, cum, cum + x, whole);
          cum += x;
        }
        if (w.some((x) => x > 0n)) expect(sum).toBe(total);
      }),
    );
  });
});

type Op =
  | { kind: 'earn'; gross: bigint; plan: PlanType }
  | { kind: 'adjust'; gross: bigint; plan: PlanType }
  | { kind: 'replace'; index: number; gross: bigint; plan: PlanType }
  | { kind: 'rollback'; index: number }
  | { kind: 'claim'; cents: number }
  | { kind: 'review'; index: number; status: 'approved' | 'completed' | 'rejected' };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('earn' as const), gross: fc.bigInt({ min: 0n, max: 500n * UNIT }), plan }),
  fc.record({ kind: fc.constant('adjust' as const), gross: fc.bigInt({ min: -50n * UNIT, max: 0n }), plan }),
  fc.record({ kind: fc.constant('replace' as const), index: fc.nat(20), gross: fc.bigInt({ min: 0n, max: 500n * UNIT }), plan }),
  fc.record({ kind: fc.constant('rollback' as const), index: fc.nat(20) }),
  fc.record({ kind: fc.constant('claim' as const), cents: fc.integer({ min: -100, max: 60_000 }) }),
  fc.record({
    kind: fc.constant('review' as const),
    index: fc.nat(20),
    status: fc.constantFrom('approved' as const, 'completed' as const, 'rejected' as const),
  }),
);

describe('the balance', () => {
  it('is never negative, and a claim is accepted only while every claim held stays within net earnings', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        // the ledger: entries, each with its net; reversals cancel an entry whole
        const entries: { net: bigint; reversed: boolean }[] = [];
        const claims: { amount: string; status: ClaimStatus }[] = [];
        const net = () => entries.filter((e) => !e.reversed).reduce((a, e) => a + e.net, 0n);
        for (const o of ops) {
          if (o.kind === 'earn' || o.kind === 'adjust') entries.push({ net: artistShare(o.gross, o.plan), reversed: false });
          else if (o.kind === 'replace' || o.kind === 'rollback') {
            const e = entries[o.index];
            if (!e || e.reversed) continue;
            e.reversed = true;
            if (o.kind === 'replace') entries.push({ net: artistShare(o.gross, o.plan), reversed: false });
          } else if (o.kind === 'claim') {
            const req: ClaimRequest = {
              amount: formatUnits(BigInt(o.cents) * 10n ** 10n, 2).replace(/^-/, '-'),
              payment_method: 'paypal',
              payment_details: { paypal_email: 'a@example.com' },
            };
            const balance = availableBalance(formatUnits(net()), claims);
            if (claimProblem(req, { balance, methods: methodTerms('10.00', DEFAULT_PAYOUT_METHODS) })) continue;
            claims.push({ amount: req.amount, status: 'pending' });
            const held = claims.filter((c) => c.status !== 'rejected').reduce((a, c) => a + parseUnits(c.amount)!, 0n);
            expect(held <= net()).toBe(true);
          } else {
            const c = claims[o.index];
            // settled claims keep their status (update-claim.ts)
            if (!c || c.status === 'completed' || c.status === 'rejected') continue;
            c.status = o.status;
          }
          const balance = availableBalance(formatUnits(net()), claims);
          expect(parseUnits(balance)! >= 0n).toBe(true);
          expect(balance).toBe(floorToCents(parseUnits(balance)!));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('counts every claim but rejected ones against the balance (DESIGN section 6)', () => {
    const claims = (status: ClaimStatus) => [{ amount: '10.00', status }];
    expect(availableBalance('25.5', claims('pending'))).toBe('15.50');
    expect(availableBalance('25.5', claims('approved'))).toBe('15.50');
    expect(availableBalance('25.5', claims('completed'))).toBe('15.50');
    expect(availableBalance('25.5', claims('processed'))).toBe('15.50');
    expect(availableBalance('25.5', claims('rejected'))).toBe('25.50');
    expect(availableBalance('5', claims('pending'))).toBe('0.00');
    expect(availableBalance('10.009999999999', [])).toBe('10.00');
  });
});
