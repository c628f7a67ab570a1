// One payment, one activation, at the edges the main suite leaves open: a webhook alone (the
// browser closed before verify) activates the plan; a replay sends no second receipt and answers
// as already active; a second, different payment for a paid order is refused; the order and the
// payment of a webhook must agree; billing shows a lapsed plan as lapsed.
import { RECEIPT_MAIL } from './jobs.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema.ts';
import { paymentOrders, payments } from '../../db/schema-payments.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { sweepSubscriptions } from './sweep-subscriptions.ts';
import { capturedPayment, postWebhook, sandboxSignature } from '../../test/payments.ts';

const DAY = 24 * 3600 * 1000;

let ctx: TestContext;
let artist: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({ jobs: [RECEIPT_MAIL.name] });
  artist = await createUser(ctx, { name: 'Asha' });
});
afterAll(() => ctx.close());

beforeEach(async () => {
  await ctx.deps.db.delete(payments).where(eq(payments.userId, artist.id));
  await ctx.deps.db
    .update(profiles)
    .set({ planType: 'free', subscriptionPlan: null, subscriptionStatus: 'inactive', subscriptionExpiresAt: null })
    .where(eq(profiles.id, artist.id));
});

type Checkout = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
type Paid = Checkout & { amount: number; currency: string };

async function paidCheckout(plan = 'small_label', currency = 'USD'): Promise<Paid> {
  const o = await ctx.request('POST', '/api/payments/orders', { cookie: artist.cookie, body: { plan_type: plan, currency } });
  expect(o.status).toBe(201);
  const order = await o.json();
  const res = await ctx.request('POST', `/api/payments/sandbox/${order.order_id}/pay`, { cookie: artist.cookie, body: {} });
  expect(res.status).toBe(200);
  return { ...(await res.json()), amount: order.amount, currency: order.currency };
}

const verify = (c: Checkout) => ctx.request('POST', '/api/payments/verify', { cookie: artist.cookie, body: c });

const webhook = (body: unknown) => postWebhook(ctx, JSON.stringify(body));

const orderPaid = (c: Paid, order: Record<string, unknown> = {}) => ({
  entity: 'event',
  event: 'order.paid',
  payload: {
    payment: capturedPayment(c),
    order: {
      entity: {
        id: c.razorpay_order_id,
        entity: 'order',
        amount: c.amount,
        amount_paid: c.amount,
        currency: c.currency,
        status: 'paid',
        ...order,
      },
    },
  },
});
const captured = (c: Paid) => ({ entity: 'event', event: 'payment.captured', payload: { payment: capturedPayment(c) } });

async function state() {
  const [profile] = await ctx.deps.db.select().from(profiles).where(eq(profiles.id, artist.id));
  const rows = await ctx.deps.db.select().from(payments).where(eq(payments.userId, artist.id));
  return { profile: profile!, payments: rows };
}
const receipts = () => ctx.mails.filter((m) => m.to === artist.email && m.subject.includes('receipt'));

describe('webhook alone', () => {
  it('order.paid with no verify call activates the plan and mails the receipt', async () => {
    const mailsBefore = receipts().length;
    const c = await paidCheckout('small_label', 'INR');
    const res = await webhook(orderPaid(c));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'activated' });
    const { profile, payments: rows } = await state();
    expect(profile).toMatchObject({ planType: 'small_label', subscriptionStatus: 'active' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      razorpayPaymentId: c.razorpay_payment_id,
      orderId: c.razorpay_order_id,
      amount: 124500,
      currency: 'INR',
      source: 'webhook',
    });
    const [order] = await ctx.deps.db.select().from(paymentOrders).where(eq(paymentOrders.id, c.razorpay_order_id));
    expect(order).toMatchObject({ status: 'paid' });
    expect(order!.paidAt).toBeInstanceOf(Date);
    await ctx.jobsSettled(RECEIPT_MAIL.name);
    expect(receipts()).toHaveLength(mailsBefore + 1);
  });

  it('an order.paid whose order has no amount_paid is taken on the payment’s word', async () => {
    const c = await paidCheckout();
    const res = await webhook(orderPaid(c, { amount_paid: undefined }));
    expect(await res.json()).toEqual({ status: 'activated' });
  });
});

describe('replays', () => {
  it('a replayed webhook answers as already active and sends no second receipt', async () => {
    const c = await paidCheckout();
    const mailsBefore = receipts().length;
    expect(await (await webhook(captured(c))).json()).toEqual({ status: 'activated' });
    const expiry = (await state()).profile.subscriptionExpiresAt;
    const again = await webhook(captured(c));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: 'already-active' });
    expect(await (await webhook(orderPaid(c))).json()).toEqual({ status: 'already-active' });
    const replayed = await verify(c);
    expect(replayed.status).toBe(200);
    expect((await replayed.json()).data.subscription).toMatchObject({ planType: 'small_label', status: 'active' });
    const { profile, payments: rows } = await state();
    expect(rows).toHaveLength(1);
    expect(profile.subscriptionExpiresAt).toEqual(expiry);
    await ctx.jobsSettled(RECEIPT_MAIL.name);
    expect(receipts()).toHaveLength(mailsBefore + 1);
  });

  it('a verify replayed after verify answers with the same payment', async () => {
    const c = await paidCheckout();
    const first = await (await verify(c)).json();
    const second = await (await verify(c)).json();
    expect(second.data.paymentId).toBe(first.data.paymentId);
  });
});

describe('a paid order', () => {
  it('refuses a second, different payment for it, by verify or by webhook', async () => {
    const c = await paidCheckout();
    expect((await verify(c)).status).toBe(200);
    const otherPayment = 'pay_sbx_second0000000001';
    const res = await verify({
      razorpay_order_id: c.razorpay_order_id,
      razorpay_payment_id: otherPayment,
      razorpay_signature: sandboxSignature(`${c.razorpay_order_id}|${otherPayment}`),
    });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toEqual({ code: 'CONFLICT', message: 'This order is already paid' });
    const hook = await webhook(captured({ ...c, razorpay_payment_id: 'pay_sbx_second0000000002' }));
    expect(hook.status).toBe(409);
    const { payments: rows } = await state();
    expect(rows.map((r) => r.razorpayPaymentId)).toEqual([c.razorpay_payment_id]);
  });

  it('refuses a payment id already used for another order', async () => {
    const a = await paidCheckout();
    expect((await verify(a)).status).toBe(200);
    const b = await paidCheckout('enterprise_label');
    const res = await webhook(captured({ ...b, razorpay_payment_id: a.razorpay_payment_id }));
    expect(res.status).toBe(409);
    expect((await res.json()).error).toEqual({ code: 'CONFLICT', message: 'This payment belongs to another order' });
  });
});

describe('webhooks whose order and payment disagree', () => {
  it('refuses another order id, and another amount paid, and activates nothing', async () => {
    const c = await paidCheckout();
    for (const order of [{ id: 'order_sbx_someoneelse' }, { amount_paid: c.amount - 1 }, { amount_paid: 0 }]) {
      const res = await webhook(orderPaid(c, order));
      expect(res.status, JSON.stringify(order)).toBe(422);
      expect((await res.json()).error).toEqual({ code: 'PAYMENT_MISMATCH', message: 'The payment does not match the order' });
    }
    expect((await state()).payments).toHaveLength(0);
    expect((await state()).profile.subscriptionStatus).toBe('inactive');
  });

  it('refuses a payment of another amount or currency than its order', async () => {
    const c = await paidCheckout();
    for (const paid of [{ amount: c.amount + 1 }, { currency: 'INR' }]) {
      const res = await webhook(captured({ ...c, ...paid }));
      expect(res.status).toBe(422);
      expect((await res.json()).error.code).toBe('PAYMENT_MISMATCH');
    }
    expect((await state()).payments).toHaveLength(0);
  });

  it('ignores events it does not handle and bodies without an event; refuses a malformed payment', async () => {
    const c = await paidCheckout();
    for (const body of [{ event: 'payment.authorized', payload: {} }, { payload: captured(c).payload }, null, [1, 2], { event: 7 }]) {
      const res = await webhook(body);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(await res.json()).toEqual({ status: 'ignored' });
    }
    const bad = [
      { ...captured(c), payload: { payment: { entity: { ...capturedPayment(c).entity, id: '' } } } },
      { ...captured(c), payload: { payment: { entity: { ...capturedPayment(c).entity, order_id: 'o'.repeat(101) } } } },
      { ...captured(c), payload: { payment: { entity: { ...capturedPayment(c).entity, amount: 10.5 } } } },
    ];
    for (const body of bad) {
      const res = await webhook(body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toEqual({ code: 'BAD_REQUEST', message: 'Unexpected webhook payload' });
    }
    const notJson = await postWebhook(ctx, '{nope');
    expect((await notJson.json()).error).toEqual({ code: 'BAD_REQUEST', message: 'The webhook body must be JSON' });
    const unsigned = await ctx.app.request('/api/payments/webhook', { method: 'POST', body: JSON.stringify(captured(c)) });
    expect((await unsigned.json()).error).toEqual({ code: 'SIGNATURE_INVALID', message: 'Invalid webhook signature' });
    expect((await state()).payments).toHaveLength(0);
  });
});

describe('billing', () => {
  const billing = async () => (await ctx.request('GET', '/api/payments/billing', { cookie: artist.cookie })).json();

  it('shows an active plan as active, and a lapsed one as lapsed, before and after the sweep', async () => {
    const c = await paidCheckout();
    expect((await verify(c)).status).toBe(200);
    expect((await billing()).subscription).toMatchObject({ planType: 'small_label', planName: 'Small Label', status: 'active' });

    const ended = new Date(Date.now() - 1000);
    await ctx.deps.db.update(profiles).set({ subscriptionExpiresAt: ended }).where(eq(profiles.id, artist.id));
    const lapsed = (await billing()).subscription;
    expect(lapsed).toMatchObject({ planType: 'free', planName: 'Free', status: 'inactive', expiresAt: ended.toISOString() });

    await sweepSubscriptions(ctx.deps, new Date());
    const swept = await billing();
    expect(swept.subscription).toMatchObject({ planType: 'free', planName: 'Free', status: 'inactive', expiresAt: ended.toISOString() });
    expect(swept.payments).toHaveLength(1);
  });

  it('shows a plan with a day left as active', async () => {
    await ctx.deps.db
      .update(profiles)
      .set({
        planType: 'individual_artist',
        subscriptionPlan: 'individual_artist',
        subscriptionStatus: 'active',
        subscriptionExpiresAt: new Date(Date.now() + DAY),
      })
      .where(eq(profiles.id, artist.id));
    expect((await billing()).subscription).toMatchObject({
      planType: 'individual_artist',
      planName: 'Individual Artist',
      status: 'active',
    });
  });
});
