// Every money total the artist's revenue page and the console's Revenue & Payouts show comes from
// exact sums rounded once: for random earnings with fractions of a cent and random claims, the
// balance shown is the exact earnings less the exact claims, formatted (so "$808.18 - $25.00" is
// never "$783.17"), the all-time earnings shown less the claims shown, the month totals the exact
// sums of their stores, and what the console says is owed the exact sum of the balances.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimStatus } from '../../../domain/claim-texts.ts';
import { formatUnits } from '../../../domain/earnings-decimal.ts';
import { decimalToMinor, formatDecimal } from '../../../domain/money.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { quickUser } from '../../test/users.ts';
import { getRevenue } from './get-revenue.ts';
import { getRevenueTotals } from './get-revenue-totals.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const CENT = 10n ** 10n;
/** Net amounts of up to 12 places, often on or just below half a cent. */
const amount = fc.oneof(
  fc.bigInt({ min: 1n, max: 500n * 10n ** 12n }),
  fc.bigInt({ min: 0n, max: 50_000n }).map((c) => c * CENT + CENT / 2n),
  fc.bigInt({ min: 0n, max: 50_000n }).map((c) => c * CENT + CENT / 2n - 1n),
);
const entry = fc.record({ net: amount, daysAgo: fc.integer({ min: 0, max: 80 }), store: fc.constantFrom('Spotify', 'Deezer', 'Tidal') });
const claimStatus = fc.constantFrom<ClaimStatus>('pending', 'approved', 'completed', 'processed', 'rejected');

const abs = (u: bigint) => (u < 0n ? -u : u);
const cents = (text: string) => BigInt(decimalToMinor(text)!);

describe('the totals shown', () => {
  it('are exact sums rounded once: balance = formatted(exact earnings - exact claims) = earnings shown - claims shown', async () => {
    let owedExact = 0n; // every artist's balance so far, exactly
    await fc.assert(
      fc.asyncProperty(
        fc.array(entry, { minLength: 1, maxLength: 8 }),
        fc.array(fc.record({ share: fc.integer({ min: 1, max: 100 }), status: claimStatus }), { maxLength: 3 }),
        async (entries, claimShapes) => {
          const who = await quickUser(ctx);
          const { rows } = await ctx.deps.db.execute<{ id: string }>(
            sql`insert into music_releases (user_id, title, artist_name, status) values (${who.id}, 'Cents', 'Ava', 'distributed') returning id`,
          );
          const release = rows[0]!.id;
          await ctx.deps.db.execute(sql`
            insert into earnings_ledger (user_id, release_id, import_id, kind, period_start, period_end, store, quantity, gross, plan_type, share_percent, net)
            values ${sql.join(
              entries.map((e) => {
                const net = formatUnits(e.net);
                return sql`(${who.id}::uuid, ${release}::uuid, gen_random_uuid(), 'earning', current_date - ${e.daysAgo}::int,
                            current_date - ${e.daysAgo}::int, ${e.store}, 1, ${net}::numeric, 'free', 80, ${net}::numeric)`;
              }),
              sql`, `,
            )}`);
          const net = entries.reduce((a, e) => a + e.net, 0n);
          // claims in whole cents, each a share of what is left to claim (the rule claims keep)
          let held = 0n;
          for (const c of claimShapes) {
            const room = (net - held) / CENT;
            const claim = (room * BigInt(c.share)) / 100n;
            if (claim <= 0n) continue;
            await ctx.deps.db.execute(sql`
              insert into revenue_claims (user_id, amount, payment_method, status) values (${who.id}, ${formatUnits(claim * CENT, 2)}::numeric, 'paypal', ${c.status})`);
            if (c.status !== 'rejected') held += claim * CENT;
          }
          owedExact += net - held;

          const page = await getRevenue(ctx.deps, { kind: 'user', userId: who.id, role: 'user', ip: null }, 365);
          // the balance shown: the exact difference, formatted
          expect(formatDecimal(page.stats.availableBalance)).toBe(formatDecimal(formatUnits(net - held)));
          // the all-time earnings shown less the claims shown is the balance shown, to the cent
          expect(cents(page.stats.earnedAllTime) - cents(page.stats.claimed)).toBe(cents(page.stats.availableBalance));
          expect(cents(page.stats.claimed)).toBe(cents(page.stats.pendingPayouts) + cents(page.stats.paidOut));
          expect(page.stats.totalEarned).toBe(page.stats.earnedAllTime);
          // what can be claimed: the same, rounded down (a cent less at most)
          expect(cents(page.stats.payable) * CENT <= net - held).toBe(true);
          expect(cents(page.stats.availableBalance) - cents(page.stats.payable)).toBeOneOf([0n, 1n]);
          // each month's total is its stores' exact sum, rounded once; each store rounded once
          for (const m of page.monthly) {
            const inMonth = (e: (typeof entries)[number]) =>
              new Date(Date.now() - e.daysAgo * 86_400_000).toISOString().slice(0, 7) === m.month;
            expect(m.total, m.month).toBe(
              formatUnits(
                entries.filter(inMonth).reduce((a, e) => a + e.net, 0n),
                2,
              ),
            );
            for (const s of m.stores)
              expect(s.revenue).toBe(
                formatUnits(
                  entries.filter((e) => inMonth(e) && e.store === s.store).reduce((a, e) => a + e.net, 0n),
                  2,
                ),
              );
          }
          // the console: what is owed is every balance's exact sum, rounded once
          const totals = await getRevenueTotals(ctx.deps);
          expect(totals.owed).toBe(formatUnits(owedExact, 2));
          expect(abs(cents(totals.gross) - cents(totals.net) - cents(totals.platformFee))).toBeLessThanOrEqual(1n);
        },
      ),
      { numRuns: 40 },
    );
  }, 240_000);
});
