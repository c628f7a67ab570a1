// Two orders quoted before either is paid (two tabs, a double click), security review finding 5:
// the first paid applies; the second, priced against a plan that has since changed, is never
// booked as a period (of nothing, or of less than was paid for). It is recorded as owed back with
// the reason, shown to the payer on billing and to the admin in the user's details, and the sandbox
// checkout refuses it before any money moves. Through verify, the signed webhook, and both at once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay, termDays } from '../../../domain/plan-change.ts';
import { QUOTE_STALE } from '../../../domain/plan-change-dto.ts';
import type { AdminUserDetailDto } from '../../../domain/users-admin-dto.ts';
import { profiles } from '../../db/schema.ts';
import { paymentOrders } from '../../db/schema-payments.ts';
import { raceAtLock } from '../../test/lock-waits.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { sandboxPay as sandboxPayOperation } from './sandbox-pay.ts';
import { capturedLog, postWebhook, profileHelpers } from '../../test/payments.ts';

const DAY = 24 * 3600 * 1000;

let ctx: TestContext;
let admin: TestUser;
const { subscribe, profileOf, paymentsOf } = profileHelpers(() => ctx);
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx, { admin: true });
});
afterAll(() => ctx.close());

type Order = { order_id: string; amount: number; currency: string };
type Checkout = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

async function order(user: TestUser, plan: string): Promise<Order> {
  const res = await ctx.request('POST', '/api/payments/orders', { cookie: user.cookie, body: { plan_type: plan, currency: 'USD' } });
  expect(res.status).toBe(201);
  return res.json();
}

const sandboxPay = (user: TestUser, o: Order) =>
  ctx.request('POST', `/api/payments/sandbox/${o.order_id}/pay`, { cookie: user.cookie, body: {} });

async function checkout(user: TestUser, o: Order): Promise<Checkout> {
  const res = await sandboxPay(user, o);
  expect(res.status).toBe(200);
  return res.json();
}

const verify = (user: TestUser, c: Checkout) => ctx.request('POST', '/api/payments/verify', { cookie: user.cookie, body: c });

let captured = 0;
/** The gateway's signed payment.captured for an order, as Razorpay sends it after capture. */
const captureWebhook = (o: Order, paymentId = `pay_stale${++captured}_${Date.now()}`) =>
  postWebhook(
    ctx,
    JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId, order_id: o.order_id, amount: o.amount, currency: o.currency } } },
    }),
  );

/** An Individual Artist subscriber with 101 days left of a 365-day term, and that expiry. */
async function individualArtist(): Promise<{ user: TestUser; expiry: Date }> {
  const user = await createUser(ctx);
  const expiry = new Date(Date.now() + 100.5 * DAY);
  expect(termDays(expiry)).toBe(365);
  await subscribe(user.id, 'individual_artist', expiry);
  return { user, expiry };
}

/** Two tabs: the same upgrade quoted twice before either is paid. */
async function twoUpgrades(user: TestUser): Promise<[Order, Order]> {
  const first = await order(user, 'small_label');
  const second = await order(user, 'small_label');
  // (1500 - 500) × 101 / 365 = 276.71 cents: both quoted alike
  expect([first.amount, second.amount]).toEqual([277, 277]);
  return [first, second];
}

const staleReason = (expiry: Date) =>
  `Priced for an upgrade from Individual Artist to Small Label, but when it was paid your plan was Small Label until ${formatDay(expiry)}.`;

/** The one applied upgrade, the one payment owed back, and the subscription the first left. */
async function expectOneAppliedOneFlagged(user: TestUser, expiry: Date, orders: [Order, Order]) {
  const rows = await paymentsOf(user.id);
  expect(rows).toHaveLength(2);
  const applied = rows.filter((r) => r.status === 'applied');
  const flagged = rows.filter((r) => r.status === 'refund_due');
  expect(applied).toHaveLength(1);
  expect(flagged).toHaveLength(1);
  expect(applied[0]).toMatchObject({ kind: 'upgrade', planType: 'small_label', amount: 277, periodEnd: expiry, refundReason: null });
  expect(applied[0]!.periodEnd!.getTime()).toBeGreaterThan(applied[0]!.periodStart!.getTime());
  // no period at all, let alone one that starts and ends the same day
  expect(flagged[0]).toMatchObject({
    kind: 'upgrade',
    planType: 'small_label',
    fromPlanType: 'individual_artist',
    amount: 277,
    periodStart: null,
    periodEnd: null,
    refundReason: staleReason(expiry),
  });
  expect(new Set(rows.map((r) => r.orderId))).toEqual(new Set(orders.map((o) => o.order_id)));
  // the subscription is the first upgrade's: the plan raised once, the term not moved
  expect(await profileOf(user.id)).toMatchObject({ planType: 'small_label', subscriptionStatus: 'active', subscriptionExpiresAt: expiry });
  // both orders are spent: neither can be paid again
  const stored = await ctx.deps.db.select().from(paymentOrders).where(eq(paymentOrders.userId, user.id));
  expect(stored.map((o) => o.status)).toEqual(['paid', 'paid']);
  return { applied: applied[0]!, flagged: flagged[0]! };
}

describe('a second upgrade quoted before the first was paid', () => {
  it('both at the sandbox checkout, then both verified: the first applies, the second is flagged for refund and changes nothing', async () => {
    const { user, expiry } = await individualArtist();
    const [first, second] = await twoUpgrades(user);
    // both tabs reach the checkout's Pay while neither is paid
    const c1 = await checkout(user, first);
    const c2 = await checkout(user, second);
    const r1 = await verify(user, c1);
    expect(r1.status).toBe(200);
    expect((await r1.json()).data).toMatchObject({ status: 'applied', refundReason: null, subscription: { planType: 'small_label' } });
    const r2 = await verify(user, c2);
    expect(r2.status).toBe(200);
    const body = await r2.json();
    const { flagged } = await expectOneAppliedOneFlagged(user, expiry, [first, second]);
    expect(flagged.razorpayPaymentId).toBe(c2.razorpay_payment_id);
    expect(body.data).toEqual({
      paymentId: flagged.id,
      status: 'refund_due',
      refundReason: staleReason(expiry),
      subscription: {
        planType: 'small_label',
        planName: 'Small Label',
        status: 'active',
        expiresAt: expiry.toISOString(),
        scheduled: null,
      },
    });
    // the gateway's webhook for the same payment changes nothing more, and says it is owed back
    const again = await captureWebhook(second, c2.razorpay_payment_id);
    expect(await again.json()).toEqual({ status: 'refund-due' });
    await expectOneAppliedOneFlagged(user, expiry, [first, second]);
  });

  it('paid through the signed webhook (captured at the gateway): the first applies, the second is flagged for refund', async () => {
    const { user, expiry } = await individualArtist();
    const [first, second] = await twoUpgrades(user);
    const w1 = await captureWebhook(first);
    expect([w1.status, await w1.json()]).toEqual([200, { status: 'activated' }]);
    const w2 = await captureWebhook(second);
    expect([w2.status, await w2.json()]).toEqual([200, { status: 'refund-due' }]);
    await expectOneAppliedOneFlagged(user, expiry, [first, second]);
  });

  it('an upgrade to another plan, quoted before the first landed, is flagged too: never applied for less than was paid', async () => {
    const { user, expiry } = await individualArtist();
    const small = await order(user, 'small_label');
    const enterprise = await order(user, 'enterprise_label'); // (3000 - 500) × 101 / 365
    expect(enterprise.amount).toBe(692);
    expect(await (await captureWebhook(small)).json()).toEqual({ status: 'activated' });
    // Small Label to Enterprise now costs less than the 692 paid: not spent on it
    expect(await (await captureWebhook(enterprise)).json()).toEqual({ status: 'refund-due' });
    const [flagged] = (await paymentsOf(user.id)).filter((r) => r.orderId === enterprise.order_id);
    expect(flagged).toMatchObject({
      status: 'refund_due',
      periodStart: null,
      periodEnd: null,
      refundReason: `Priced for an upgrade from Individual Artist to Enterprise Label, but when it was paid your plan was Small Label until ${formatDay(expiry)}.`,
    });
    expect(await profileOf(user.id)).toMatchObject({ planType: 'small_label', subscriptionExpiresAt: expiry });
  });

  it('the sandbox checkout refuses the stale order before paying, with the reason, and nothing is recorded', async () => {
    const { user, expiry } = await individualArtist();
    const [first, second] = await twoUpgrades(user);
    expect((await verify(user, await checkout(user, first))).status).toBe(200);
    const res = await sandboxPay(user, second);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toEqual({ code: 'CONFLICT', message: QUOTE_STALE });
    expect((await paymentsOf(user.id)).map((r) => [r.orderId, r.status])).toEqual([[first.order_id, 'applied']]);
    const [stored] = await ctx.deps.db.select().from(paymentOrders).where(eq(paymentOrders.id, second.order_id));
    expect(stored!.status).toBe('created');
    expect(await profileOf(user.id)).toMatchObject({ planType: 'small_label', subscriptionExpiresAt: expiry });
    // a fresh order is quoted from the plan now: Small Label is a renewal at its full price
    const fresh = await order(user, 'small_label');
    expect(fresh.amount).toBe(1500);
    expect((await sandboxPay(user, fresh)).status).toBe(200);
  });

  it('both paid at once, through verify and the webhook together: exactly one applied and one flagged', async () => {
    const { user, expiry } = await individualArtist();
    const [first, second] = await twoUpgrades(user);
    const c1 = await checkout(user, first);
    const c2 = await checkout(user, second);
    // Five wait on the two orders' rows (the app's pool has five connections) before any goes on.
    const results = await raceAtLock(
      ctx.deps.pool,
      'select 1 from payment_orders where id = any($1) for update',
      [[first.order_id, second.order_id]],
      5,
      () =>
        Promise.all([
          verify(user, c1),
          verify(user, c2),
          captureWebhook(first, c1.razorpay_payment_id),
          captureWebhook(second, c2.razorpay_payment_id),
          verify(user, c2),
          verify(user, c1),
        ]),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const { applied, flagged } = await expectOneAppliedOneFlagged(user, expiry, [first, second]);
    // each payment answered the same on every path: the one applied, the one owed back
    const [v1, v2, w1, w2, v2again, v1again] = await Promise.all(results.map((r) => r.json()));
    const statusOf = (paymentId: string) => (paymentId === applied.razorpayPaymentId ? 'applied' : 'refund_due');
    expect([v1.data.status, v1again.data.status]).toEqual([statusOf(c1.razorpay_payment_id), statusOf(c1.razorpay_payment_id)]);
    expect([v2.data.status, v2again.data.status]).toEqual([statusOf(c2.razorpay_payment_id), statusOf(c2.razorpay_payment_id)]);
    const hook = (paymentId: string) =>
      paymentId === flagged.razorpayPaymentId ? 'refund-due' : expect.stringMatching(/^(activated|already-active)$/);
    expect([w1.status, w2.status]).toEqual([hook(c1.razorpay_payment_id), hook(c2.razorpay_payment_id)]);
  });
});

describe('a payment flagged for refund', () => {
  it("is shown on the payer's billing with no period and the reason, and to the admin in the user's details", async () => {
    const { user, expiry } = await individualArtist();
    const bystander = await createUser(ctx);
    const [first, second] = await twoUpgrades(user);
    await captureWebhook(first);
    await captureWebhook(second);
    const { applied, flagged } = await expectOneAppliedOneFlagged(user, expiry, [first, second]);

    const billing = await (await ctx.request('GET', '/api/payments/billing', { cookie: user.cookie })).json();
    expect(billing.subscription).toMatchObject({ planType: 'small_label', expiresAt: expiry.toISOString() });
    const dto = {
      id: flagged.id,
      receiptNumber: `TL-${String(flagged.receiptNo).padStart(6, '0')}`,
      razorpayPaymentId: flagged.razorpayPaymentId,
      orderId: second.order_id,
      planType: 'small_label',
      planName: 'Small Label',
      amount: 277,
      currency: 'USD',
      paidAt: flagged.createdAt.toISOString(),
      status: 'refund_due',
      periodStart: null,
      periodEnd: null,
      refundReason: staleReason(expiry),
      kind: 'upgrade',
      fromPlanName: 'Individual Artist',
      listPrice: 1500,
      proration: { daysLeft: 101, termDays: 365 },
      buyerState: null,
    };
    expect(billing.payments).toEqual([dto, expect.objectContaining({ id: applied.id, status: 'applied', refundReason: null })]);
    // its receipt says so too
    const receipt = await (await ctx.request('GET', `/api/payments/${flagged.id}/receipt`, { cookie: user.cookie })).text();
    expect(receipt).toContain('<tr><th scope="row">Status</th><td>Not applied: to be refunded</td></tr>');
    expect(receipt).not.toContain('Subscription active until');

    const detail = async (id: string) => {
      const res = await ctx.request('GET', `/api/admin/users/${id}`, { cookie: admin.cookie });
      expect(res.status).toBe(200);
      return (await res.json()) as AdminUserDetailDto;
    };
    expect((await detail(user.id)).refundsDue).toEqual([dto]);
    expect((await detail(bystander.id)).refundsDue).toEqual([]);
    // the artist cannot read the console's view
    expect((await ctx.request('GET', `/api/admin/users/${user.id}`, { cookie: user.cookie })).status).toBe(403);
  });
});

describe("the sandbox checkout's refusals", () => {
  const actor = (userId: string) => ({ kind: 'user' as const, userId, role: 'user' as const, ip: null });

  it('a stale order is logged as a warning with what it was priced for', async () => {
    const { user } = await individualArtist();
    const [first, second] = await twoUpgrades(user);
    await captureWebhook(first);
    const { logs, log } = capturedLog();
    await expect(sandboxPayOperation({ ...ctx.deps, log }, actor(user.id), second.order_id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: QUOTE_STALE,
    });
    expect(logs).toEqual([
      {
        level: 40,
        time: expect.any(Number),
        userId: user.id,
        orderId: second.order_id,
        kind: 'upgrade',
        plan: 'small_label',
        msg: 'sandbox checkout refused: the order is priced for a plan that changed',
      },
    ]);
  });

  it('an order whose profile is gone is not found', async () => {
    const user = await createUser(ctx);
    const o = await order(user, 'small_label');
    await ctx.deps.db.delete(profiles).where(eq(profiles.id, user.id));
    await expect(sandboxPayOperation(ctx.deps, actor(user.id), o.order_id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Profile not found',
    });
  });

  it('an order no plan can come from (a row the checks did not guard) cannot be paid', async () => {
    const user = await createUser(ctx);
    await ctx.deps.pool.query('alter table payment_orders drop constraint payment_orders_currency_check');
    const id = `order_sbx_eur_${Date.now()}`;
    await ctx.deps.db
      .insert(paymentOrders)
      .values({ id, userId: user.id, planType: 'small_label', currency: 'EUR', amount: 1500, provider: 'sandbox' });
    await expect(sandboxPayOperation(ctx.deps, actor(user.id), id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This order cannot be applied',
    });
  });
});
