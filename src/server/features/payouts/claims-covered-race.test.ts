// Claims never exceed earnings under a race: a report with negative adjustments is confirmed while
// the same artists' claims are created, approved and paid, all at once (separate requests). Every
// request either goes through or is refused cleanly (a 4xx with its reason, never a 500), and
// afterwards each artist's claims are within their net earnings: a claim and the confirmation wait
// on each other's balance lock, and whichever comes second sees the first. In even rounds the
// confirmation is sent once a claim has gone through, so it must be the one refused; in odd
// rounds everything is sent at once, in another order each time, and either may win.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, quickUser, type TestUser } from '../../test/users.ts';
import {
  adminClaim,
  claim,
  claimsAboveEarnings,
  confirm,
  importAndConfirm,
  preview,
  releaseWithCodes,
  reportCsv,
  reviewClaim,
} from '../../test/royalties.ts';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx, { admin: true });
});
afterAll(() => ctx.close());

type Answer = { status: number; body: { error?: { code: string; message: string } } };

/** Waits until one of the users has a claim of `amount` (committed). */
async function claimed(userIds: string[], amount: string) {
  const ids = sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  for (let i = 0; ; i++) {
    const { rows } = await ctx.deps.db.execute<{ n: number }>(
      sql`select count(*)::int n from revenue_claims where user_id in (${ids}) and amount = ${amount}`,
    );
    if (rows[0]!.n > 0) return;
    expect(i).toBeLessThan(1000);
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('a confirmation with negative adjustments racing claims and reviews', () => {
  it('never leaves claims above earnings, and answers every request with success or a clean refusal', async () => {
    for (let round = 0; round < 4; round++) {
      const artists = [await quickUser(ctx, { name: `Racer ${round}a` }), await quickUser(ctx, { name: `Racer ${round}b` })];
      const isrcs = [`USRCA26${round}0001`, `USRCB26${round}0001`];
      for (const [i, a] of artists.entries()) await releaseWithCodes(ctx, a, { title: `Race ${round}${i}`, isrcs: [isrcs[i]!] });
      const lines = (store: string, amount: string) => isrcs.map((isrc) => ({ isrc, amount, quantity: '100', source: store, store }));
      // 100.00 net each, and a pending claim of 20.00 each for the admin to approve and to pay
      await importAndConfirm(ctx, admin, reportCsv(lines(`Race ${round}`, '125'), `RACE-${round}-1`));
      const pending = await Promise.all(artists.map(async (a) => (await claim(ctx, a, '20.00')).body.id));
      const reviews = await Promise.all(pending.map((id) => adminClaim(ctx, admin, id)));
      // adjustments of -40.00 net each: 60.00 left, which covers 20.00 but not 20.00 and a 50.00 claim
      const adjusted = await preview(ctx, admin, reportCsv(lines(`Race ${round} B`, '-50'), `RACE-${round}-2`));

      const claimsFirst = round % 2 === 0;
      const ids = artists.map((a) => a.id);
      const requests: [string, () => Promise<Answer>][] = [
        [
          'confirm',
          async () => {
            if (claimsFirst) await claimed(ids, '50.00');
            return confirm(ctx, admin, adjusted);
          },
        ],
        ['approve', () => reviewClaim(ctx, admin, reviews[0]!, 'approved')],
        ['pay', () => reviewClaim(ctx, admin, reviews[1]!, 'completed')],
        ...artists.flatMap((a) =>
          Array.from({ length: 3 }, () => ['claim', () => claim(ctx, a, '50.00')] as [string, () => Promise<Answer>]),
        ),
      ];
      const order = requests.map((_, i) => requests[(i + round * 2) % requests.length]!);
      const answers = await Promise.all(order.map(async ([kind, send]) => ({ kind, ...(await send()) })));

      for (const a of answers) {
        const why = JSON.stringify({ round, ...a });
        if (a.kind === 'confirm') expect(claimsFirst ? [409] : [200, 409], why).toContain(a.status);
        if (a.kind === 'confirm' && a.status === 409) expect(a.body.error!.code, why).toBe('CLAIMS_NOT_COVERED');
        if (a.kind === 'approve' || a.kind === 'pay') expect(a.status, why).toBe(200);
        if (a.kind === 'claim') expect([201, 400], why).toContain(a.status);
        if (a.kind === 'claim' && a.status === 400)
          expect(a.body.error!.message, why).toMatch(/^Insufficient balance: You can only claim up to \$(30|40)\.00$/);
      }
      expect(await claimsAboveEarnings(ctx), `round ${round}`).toEqual([]);
    }
  }, 120_000);
});
