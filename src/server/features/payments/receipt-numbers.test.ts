// Receipt numbers run on without gaps or repeats (CGST Rules, rule 46(b)): payments recorded at
// the same time each take the next number, and a transaction that rolls back gives its number
// back, where a sequence would have skipped it.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { paymentOrders, payments, receiptCounters } from '../../db/schema-payments.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';

let ctx: TestContext;
let users: TestUser[];
beforeAll(async () => {
  ctx = await createTestContext();
  users = await Promise.all(Array.from({ length: 4 }, () => createUser(ctx)));
});
afterAll(() => ctx.close());

const order = async (user: TestUser, i: number) => {
  const id = `order_race_${i}`;
  await ctx.deps.db
    .insert(paymentOrders)
    .values({ id, userId: user.id, planType: 'small_label', amount: 1500, currency: 'USD', provider: 'sandbox' });
  return id;
};

it('concurrent payments take consecutive numbers, and rolled-back ones leave no gap', async () => {
  const before = (await ctx.deps.db.select({ lastNo: receiptCounters.lastNo }).from(receiptCounters))[0]!.lastNo;
  const n = 24;
  const orders = await Promise.all(Array.from({ length: n }, (_, i) => order(users[i % users.length]!, i)));
  const rollback = new Error('rolled back on purpose');
  // Every third transaction takes a number, holds it a moment while the others queue behind it, then fails.
  const results = await Promise.allSettled(
    orders.map((orderId, i) =>
      ctx.deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(payments)
          .values({
            razorpayPaymentId: `pay_race_${i}`,
            orderId,
            userId: users[i % users.length]!.id,
            planType: 'small_label',
            amount: 1500,
            currency: 'USD',
            source: 'verify',
            periodStart: new Date(),
            periodEnd: new Date(Date.now() + 86_400_000),
          })
          .returning({ receiptNo: payments.receiptNo });
        await tx.execute(sql`select pg_sleep(0.01)`);
        if (i % 3 === 2) throw rollback;
        return row!.receiptNo;
      }),
    ),
  );
  const kept = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason === rollback)).toBe(true);
  expect(kept).toHaveLength(n - n / 3);
  expect([...kept].sort((a, b) => a - b)).toEqual(Array.from({ length: kept.length }, (_, k) => before + 1 + k));
  const stored = await ctx.deps.db
    .select({ receiptNo: payments.receiptNo })
    .from(payments)
    .where(sql`${payments.razorpayPaymentId} like 'pay_race_%'`);
  expect(stored.map((r) => r.receiptNo).sort((a, b) => a - b)).toEqual([...kept].sort((a, b) => a - b));
  const after = (
    await ctx.deps.db.select({ lastNo: receiptCounters.lastNo }).from(receiptCounters).where(eq(receiptCounters.series, 'receipt'))
  )[0]!.lastNo;
  expect(after).toBe(before + kept.length);
});
