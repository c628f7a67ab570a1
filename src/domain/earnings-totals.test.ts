// The one rounding rule for totals: exact sums, rounded once to the cent as money.ts rounds, so
// the balance shown is the earnings shown less the claims shown, whatever the fractions of a cent.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceFrom } from './claims.ts';
import { formatUnits } from './earnings-decimal.ts';
import { displayBalance, displayTotal, sumExact } from './earnings-totals.ts';
import { decimalToMinor, formatDecimal } from './money.ts';

const CENT = 10n ** 10n;
/** Amounts of up to 12 places, often on or about half a cent. */
const exact = fc.oneof(
  fc.bigInt({ min: 0n, max: 10n ** 16n }),
  fc.bigInt({ min: 0n, max: 10n ** 6n }).map((cents) => cents * CENT + CENT / 2n),
  fc.bigInt({ min: 0n, max: 10n ** 6n }).map((cents) => cents * CENT + CENT / 2n - 1n),
);

describe('displayTotal and displayBalance', () => {
  it('show the balance as the exact earnings less the exact claims, formatted', () => {
    fc.assert(
      fc.property(
        fc.array(exact, { minLength: 1, maxLength: 6 }),
        fc.array(fc.integer({ min: 1, max: 100_000_00 }), { maxLength: 4 }),
        (parts, claims) => {
          const net = parts.reduce((a, p) => a + p, 0n);
          const held = claims.reduce((a, c) => a + BigInt(c) * CENT, 0n);
          const shown = formatDecimal(displayBalance(net, held));
          const left = net - held;
          expect(shown).toBe(formatDecimal(formatUnits(left > 0n ? left : 0n)));
          // and, while earnings cover the claims, it is the earnings shown less the claims shown, to the cent
          if (left >= 0n)
            expect(decimalToMinor(displayBalance(net, held))).toBe(decimalToMinor(displayTotal(net))! - decimalToMinor(formatUnits(held))!);
          // what a claim may ask for is the same or a cent less, never more than there is
          const payable = BigInt(decimalToMinor(balanceFrom(net, held))!) * CENT;
          expect(payable <= (left > 0n ? left : 0n)).toBe(true);
          expect(BigInt(decimalToMinor(displayBalance(net, held))!) - BigInt(decimalToMinor(balanceFrom(net, held))!)).toBeOneOf([0n, 1n]);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('round half away from zero, as money.ts rounds what it formats', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          exact,
          exact.map((u) => -u),
        ),
        (u) => {
          expect(decimalToMinor(displayTotal(u))).toBe(decimalToMinor(formatUnits(u)));
        },
      ),
    );
    // the report's example: $808.175 earned, $25.00 claimed
    expect(displayTotal(808_175n * (CENT / 10n))).toBe('808.18');
    expect(displayBalance(808_175n * (CENT / 10n), 2_500n * CENT)).toBe('783.18');
  });

  it('sum decimal strings exactly before any rounding', () => {
    expect(displayTotal(sumExact(['0.004000000000', '0.004000000000']))).toBe('0.01');
    expect(displayTotal(sumExact(['0.125', '0.125']))).toBe('0.25');
    expect(sumExact([])).toBe(0n);
  });
});
