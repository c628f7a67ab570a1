// Activation called as verify and the webhook call it: each refusal with its message and the
// reason logged for support; an order no plan can come from; a profile gone; a payment that moved
// on with the plan (quoted again, or kept unapplied for support); the profile row lock that makes
// a payment apply to the subscription the one before it left; the receipt queued, not awaited.
import { RECEIPT_MAIL } from './jobs.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatDay, termDays } from '../../../domain/plan-change.ts';
import { profiles } from '../../db/schema.ts';
import { paymentOrders, scheduledPlanChanges } from '../../db/schema-payments.ts';
import type { Deps } from '../../deps.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { activateSubscription, type ActivationRequest } from './activate-subscription.ts';
import { capturedLog, profileHelpers } from '../../test/payments.ts';
import { blockedBehind } from '../../test/lock-waits.ts';

const DAY = 24 * 3600 * 1000;

let ctx: TestContext;
const { subscribe, profileOf, paymentsOf } = profileHelpers(() => ctx);
const { logs, log } = capturedLog();
const withLog = (): Deps => ({ ...ctx.deps, log });

beforeAll(async () => {
  ctx = await createTestContext({ jobs: [RECEIPT_MAIL.name] });
});
afterAll(() => ctx.close());
beforeEach(() => {
  logs.length = 0;
});

let seq = 0;
const paymentId = () => `pay_rules_${Date.now()}_${++seq}`;

async function order(user: TestUser, body: Record<string, unknown>): Promise<{ order_id: string; amount: number; currency: string }> {
  const res = await ctx.request('POST', '/api/payments/orders', { cookie: user.cookie, body });
  expect(res.status).toBe(201);
  return res.json();
}

function hundredDaysAway(): Date {
  const expiry = new Date(Date.now() + 100.5 * DAY);
  expect(termDays(expiry)).toBe(365);
  return expiry;
}
const yearAfter = (d: Date) => {
  const next = new Date(d);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
};

async function refusal(req: ActivationRequest, deps: Deps = withLog()) {
  const err = await activateSubscription(deps, req).then(
    () => null,
    (e: unknown) => e as { code: string; message: string },
  );
  expect(err).not.toBeNull();
  return { code: err!.code, message: err!.message };
}
const refusedLog = () => logs.filter((l) => l.msg === 'payment refused');

describe('refusals say why to the payer and log the reason', () => {
  it('an unknown order', async () => {
    const u = await createUser(ctx);
    const pay = paymentId();
    const req: ActivationRequest = { orderId: 'order_sbx_nosuchorder', paymentId: pay, source: 'verify', userId: u.id };
    expect(await refusal(req)).toEqual({ code: 'NOT_FOUND', message: 'Payment order not found' });
    expect(refusedLog()).toEqual([
      {
        level: 40,
        time: expect.any(Number),
        orderId: 'order_sbx_nosuchorder',
        paymentId: pay,
        source: 'verify',
        userId: u.id,
        why: 'unknown order',
        msg: 'payment refused',
      },
    ]);
  });

  it("another user's order, a payment of another amount, a reused payment id and a second payment", async () => {
    const u = await createUser(ctx);
    const other = await createUser(ctx);
    const o = await order(u, { plan_type: 'small_label', currency: 'USD' });
    const pay = paymentId();
    expect(await refusal({ orderId: o.order_id, paymentId: pay, source: 'verify', userId: other.id })).toEqual({
      code: 'NOT_FOUND',
      message: 'Payment order not found',
    });
    expect(
      await refusal({ orderId: o.order_id, paymentId: pay, source: 'webhook', paid: { amount: o.amount - 1, currency: 'USD' } }),
    ).toEqual({
      code: 'PAYMENT_MISMATCH',
      message: 'The payment does not match the order',
    });
    expect(await refusal({ orderId: o.order_id, paymentId: pay, source: 'webhook', paid: { amount: o.amount, currency: 'INR' } })).toEqual({
      code: 'PAYMENT_MISMATCH',
      message: 'The payment does not match the order',
    });
    expect((await activateSubscription(withLog(), { orderId: o.order_id, paymentId: pay, source: 'verify', userId: u.id })).created).toBe(
      true,
    );
    expect(await refusal({ orderId: o.order_id, paymentId: paymentId(), source: 'verify', userId: u.id })).toEqual({
      code: 'CONFLICT',
      message: 'This order is already paid',
    });
    const o2 = await order(u, { plan_type: 'enterprise_label', currency: 'USD' });
    expect(await refusal({ orderId: o2.order_id, paymentId: pay, source: 'webhook' })).toEqual({
      code: 'CONFLICT',
      message: 'This payment belongs to another order',
    });
    expect(refusedLog().map((l) => [l.source, l.userId, l.why])).toEqual([
      ['verify', other.id, "another user's order"],
      ['webhook', undefined, `paid ${o.amount - 1} USD, order ${o.amount} USD`],
      ['webhook', undefined, `paid ${o.amount} INR, order ${o.amount} USD`],
      ['verify', u.id, 'second payment for a paid order'],
      ['webhook', undefined, 'payment id reused'],
    ]);
    expect(await paymentsOf(u.id)).toHaveLength(1);
  });

  it('an order whose plan or currency no plan can come from (a row the checks did not guard)', async () => {
    const u = await createUser(ctx);
    await ctx.deps.pool.query(
      'alter table payment_orders drop constraint payment_orders_plan_check, drop constraint payment_orders_currency_check',
    );
    const bad = [
      { id: `order_sbx_free_${Date.now()}`, planType: 'free', currency: 'USD' },
      { id: `order_sbx_eur_${Date.now()}`, planType: 'small_label', currency: 'EUR' },
    ];
    for (const b of bad) {
      await ctx.deps.db.insert(paymentOrders).values({ ...b, userId: u.id, amount: 1000, provider: 'sandbox' });
      const pay = paymentId();
      expect(await refusal({ orderId: b.id, paymentId: pay, source: 'verify', userId: u.id })).toEqual({
        code: 'CONFLICT',
        message: 'This order cannot be applied',
      });
    }
    expect(refusedLog().map((l) => l.why)).toEqual(['malformed order', 'malformed order']);
    expect(await paymentsOf(u.id)).toEqual([]);
    expect(await profileOf(u.id)).toMatchObject({ planType: 'free', subscriptionStatus: 'inactive' });
  });

  it('an order whose profile is gone', async () => {
    const u = await createUser(ctx);
    const o = await order(u, { plan_type: 'small_label', currency: 'USD' });
    await ctx.deps.db.delete(profiles).where(eq(profiles.id, u.id));
    expect(await refusal({ orderId: o.order_id, paymentId: paymentId(), source: 'webhook' })).toEqual({
      code: 'NOT_FOUND',
      message: 'Profile not found',
    });
    expect(refusedLog().map((l) => l.why)).toEqual(['no profile']);
    expect(await paymentsOf(u.id)).toEqual([]);
    const [row] = await ctx.deps.db.select().from(paymentOrders).where(eq(paymentOrders.id, o.order_id));
    expect(row!.status).toBe('created');
  });
});

describe('an activation', () => {
  it('is logged with the plan and term, and a new plan records no plan it came from', async () => {
    const u = await createUser(ctx);
    const o = await order(u, { plan_type: 'individual_artist', currency: 'USD' });
    // an order from the free plan written with the plan's name: still no paid plan it came from
    await ctx.deps.db.update(paymentOrders).set({ fromPlanType: 'free' }).where(eq(paymentOrders.id, o.order_id));
    const pay = paymentId();
    const at = new Date();
    const { created, payment } = await activateSubscription(
      withLog(),
      { orderId: o.order_id, paymentId: pay, source: 'webhook' },
      () => at,
    );
    expect(created).toBe(true);
    expect(payment).toMatchObject({ kind: 'new', fromPlanType: null, periodStart: at, periodEnd: yearAfter(at) });
    expect(logs.filter((l) => l.level === 30)).toEqual([
      {
        level: 30,
        time: expect.any(Number),
        userId: u.id,
        paymentId: pay,
        plan: 'individual_artist',
        kind: 'new',
        until: yearAfter(at).toISOString(),
        source: 'webhook',
        msg: 'subscription activated',
      },
    ]);
    expect(logs.filter((l) => l.level !== 30)).toEqual([]);
    // nothing is scheduled and no start job is queued for a plan that starts now
    const { rows } = await ctx.deps.pool.query<{ data: { userId: string } }>(
      "select data from pgboss.job where name = 'plan-change-start'",
    );
    expect(rows.filter((j) => j.data.userId === u.id)).toEqual([]);
  });

  it('answers without waiting on the mail server: the receipt is queued with the payment', async () => {
    const u = await createUser(ctx);
    const o = await order(u, { plan_type: 'small_label', currency: 'INR' });
    const deps: Deps = { ...withLog(), mailer: { send: () => new Promise<void>(() => undefined) } }; // a mail server that never answers
    const { created, payment } = await activateSubscription(deps, {
      orderId: o.order_id,
      paymentId: paymentId(),
      source: 'verify',
      userId: u.id,
    });
    expect(created).toBe(true);
    expect((await profileOf(u.id)).planType).toBe('small_label');
    const { rows } = await ctx.deps.pool.query(`select 1 from pgboss.job where name = $1 and data->>'paymentId' = $2`, [
      RECEIPT_MAIL.name,
      payment.id,
    ]);
    expect(rows).toHaveLength(1);
  });
});

describe('when the plan moves on between the order and the payment', () => {
  it('a renewal after another renewal landed is quoted again and adds its year after the new expiry', async () => {
    const u = await createUser(ctx);
    const expiry = hundredDaysAway();
    await subscribe(u.id, 'small_label', expiry);
    const first = await order(u, { plan_type: 'small_label', currency: 'USD' });
    const second = await order(u, { plan_type: 'small_label', currency: 'USD' });
    await activateSubscription(withLog(), { orderId: first.order_id, paymentId: paymentId(), source: 'verify', userId: u.id });
    expect(logs.some((l) => l.msg === 'the plan moved on between order and payment: quoted again')).toBe(false);
    await activateSubscription(withLog(), { orderId: second.order_id, paymentId: paymentId(), source: 'verify', userId: u.id });
    expect((await profileOf(u.id)).subscriptionExpiresAt).toEqual(yearAfter(yearAfter(expiry)));
    expect(logs.filter((l) => l.level === 40)).toEqual([
      {
        level: 40,
        time: expect.any(Number),
        userId: u.id,
        orderId: second.order_id,
        ordered: 'renewal',
        applied: 'renewal',
        msg: 'the plan moved on between order and payment: quoted again',
      },
    ]);
  });

  it('an upgrade it no longer fits is recorded as ordered with no period, flagged for refund with the reason, changes nothing, and is logged', async () => {
    const u = await createUser(ctx);
    const expiry = hundredDaysAway();
    await subscribe(u.id, 'small_label', expiry);
    const upgrade = await order(u, { plan_type: 'enterprise_label', currency: 'USD' });
    const renewal = await order(u, { plan_type: 'small_label', currency: 'USD' });
    await activateSubscription(withLog(), { orderId: renewal.order_id, paymentId: paymentId(), source: 'verify', userId: u.id });
    logs.length = 0;
    const pay = paymentId();
    const { created, payment } = await activateSubscription(withLog(), {
      orderId: upgrade.order_id,
      paymentId: pay,
      source: 'verify',
      userId: u.id,
    });
    const reason = `Priced for an upgrade from Small Label to Enterprise Label, but when it was paid your plan was Small Label until ${formatDay(yearAfter(expiry))}.`;
    expect(created).toBe(true);
    expect(payment).toMatchObject({
      status: 'refund_due',
      refundReason: reason,
      kind: 'upgrade',
      planType: 'enterprise_label',
      fromPlanType: 'small_label',
      amount: upgrade.amount,
      periodStart: null,
      periodEnd: null,
    });
    expect(await profileOf(u.id)).toMatchObject({ planType: 'small_label', subscriptionExpiresAt: yearAfter(expiry) });
    // logged for support as not applied, never as an activation
    expect(logs.filter((l) => l.level !== 30 || l.msg === 'subscription activated')).toEqual([
      {
        level: 50,
        time: expect.any(Number),
        userId: u.id,
        orderId: upgrade.order_id,
        paymentId: pay,
        kind: 'upgrade',
        reason,
        msg: 'payment not applied: its order no longer fits the plan; flagged for refund',
      },
    ]);
    const [row] = await ctx.deps.db.select().from(paymentOrders).where(eq(paymentOrders.id, upgrade.order_id));
    expect(row!.status).toBe('paid');
    // the receipt mailed says so
    await ctx.jobsSettled(RECEIPT_MAIL.name);
    const mail = ctx.mails.findLast((m) => m.to === u.email)!;
    expect(mail.text).toContain(`Status: Not applied: to be refunded\nReason: ${reason}\n`);
    expect(mail.text).not.toContain('Subscription active until');
    // a repeat answers with the same flagged payment, and changes nothing
    const again = await activateSubscription(withLog(), { orderId: upgrade.order_id, paymentId: pay, source: 'webhook' });
    expect(again).toEqual({ created: false, payment });
  });

  it('a payment waits for a change to the profile under way and applies to what it left', async () => {
    const u = await createUser(ctx);
    const expiry = hundredDaysAway();
    await subscribe(u.id, 'small_label', expiry);
    const renewal = await order(u, { plan_type: 'small_label', currency: 'USD' });
    const moved = new Date(expiry.getTime() + 10 * DAY);
    const client = await ctx.deps.pool.connect();
    try {
      await client.query('begin');
      await client.query('select 1 from profiles where id = $1 for update', [u.id]);
      const pending = activateSubscription(withLog(), {
        orderId: renewal.order_id,
        paymentId: paymentId(),
        source: 'verify',
        userId: u.id,
      });
      await blockedBehind(ctx.deps.pool, client);
      await client.query('update profiles set subscription_expires_at = $1 where id = $2', [moved, u.id]);
      await client.query('commit');
      await pending;
    } finally {
      client.release();
    }
    expect((await profileOf(u.id)).subscriptionExpiresAt).toEqual(yearAfter(moved));
  });
});

describe('a cheaper plan paid for once the scheduled one is due', () => {
  it('is scheduled as paid by its own payment', async () => {
    const u = await createUser(ctx);
    const expiry = hundredDaysAway();
    await subscribe(u.id, 'enterprise_label', expiry);
    const down = await order(u, { plan_type: 'small_label', currency: 'USD' });
    const first = await activateSubscription(withLog(), { orderId: down.order_id, paymentId: paymentId(), source: 'verify', userId: u.id });
    // the Small Label plan is due, but nothing has started it yet: a further downgrade is quoted from it
    await ctx.deps.db
      .update(scheduledPlanChanges)
      .set({ startsAt: new Date(Date.now() - DAY) })
      .where(eq(scheduledPlanChanges.userId, u.id));
    const startedEnds = yearAfter(expiry);
    const again = await order(u, { plan_type: 'individual_artist', currency: 'USD' });
    const second = await activateSubscription(withLog(), {
      orderId: again.order_id,
      paymentId: paymentId(),
      source: 'verify',
      userId: u.id,
    });
    expect(second.payment.kind).toBe('downgrade');
    expect(await profileOf(u.id)).toMatchObject({ planType: 'small_label', subscriptionExpiresAt: startedEnds });
    const [row] = await ctx.deps.db.select().from(scheduledPlanChanges).where(eq(scheduledPlanChanges.userId, u.id));
    expect(row).toMatchObject({ planType: 'individual_artist', startsAt: startedEnds, paymentId: second.payment.id });
    expect(row!.paymentId).not.toBe(first.payment.id);
  });
});
