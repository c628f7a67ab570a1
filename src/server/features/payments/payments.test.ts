// Orders, verification and webhooks in sandbox mode: one payment extends one subscription once,
// whatever the order, repetition or concurrency of verify and webhook; forgeries activate nothing.
import { RECEIPT_MAIL } from './jobs.ts';
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema.ts';
import { paymentOrders, payments } from '../../db/schema-payments.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { capturedPayment, postWebhook, sandboxSignature } from '../../test/payments.ts';

const YEAR = 365 * 24 * 3600 * 1000;

let ctx: TestContext;
let artist: TestUser;
let other: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({ jobs: [RECEIPT_MAIL.name] });
  artist = await createUser(ctx, { name: 'Asha' });
  other = await createUser(ctx);
});
afterAll(() => ctx.close());

type Checkout = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

async function order(user: TestUser, body: Record<string, unknown>) {
  const res = await ctx.request('POST', '/api/payments/orders', { cookie: user.cookie, body });
  return { status: res.status, body: await res.json() };
}

async function paidCheckout(
  user: TestUser,
  plan = 'individual_artist',
  currency = 'INR',
): Promise<Checkout & { amount: number; currency: string }> {
  const o = await order(user, { plan_type: plan, currency });
  expect(o.status).toBe(201);
  const res = await ctx.request('POST', `/api/payments/sandbox/${o.body.order_id}/pay`, { cookie: user.cookie, body: {} });
  expect(res.status).toBe(200);
  return { ...(await res.json()), amount: o.body.amount, currency: o.body.currency };
}

const verify = (user: TestUser, c: Checkout) =>
  ctx.request('POST', '/api/payments/verify', {
    cookie: user.cookie,
    body: { razorpay_order_id: c.razorpay_order_id, razorpay_payment_id: c.razorpay_payment_id, razorpay_signature: c.razorpay_signature },
  });

function webhookBody(c: Checkout & { amount: number; currency: string }, event = 'payment.captured') {
  const payment = capturedPayment(c);
  const orderEntity = {
    entity: { id: c.razorpay_order_id, amount: c.amount, amount_paid: c.amount, currency: c.currency, status: 'paid' },
  };
  return JSON.stringify({ entity: 'event', event, payload: event === 'order.paid' ? { payment, order: orderEntity } : { payment } });
}

const webhook = (raw: string, signature?: string) => postWebhook(ctx, raw, signature);

async function state(userId: string) {
  const [p] = await ctx.deps.db.select().from(profiles).where(eq(profiles.id, userId));
  const rows = await ctx.deps.db.select().from(payments).where(eq(payments.userId, userId));
  return { profile: p!, payments: rows };
}

async function resetSubscription(userId: string) {
  await ctx.deps.db.delete(payments).where(eq(payments.userId, userId));
  await ctx.deps.db
    .update(profiles)
    .set({ planType: 'free', subscriptionPlan: null, subscriptionStatus: 'inactive', subscriptionExpiresAt: null })
    .where(eq(profiles.id, userId));
}

describe('orders', () => {
  it('prices the plan on the server in INR or USD (minor units) and stores the order', async () => {
    const inr = await order(artist, { plan_type: 'individual_artist', amount: 415, currency: 'INR' });
    expect(inr.status).toBe(201);
    expect(inr.body).toMatchObject({
      key_id: 'rzp_sandbox',
      amount: 41500,
      currency: 'INR',
      plan_type: 'individual_artist',
      plan_name: 'Individual Artist',
      sandbox: true,
    });
    expect(inr.body.order_id).toMatch(/^order_sbx_[0-9a-f]{20}$/);
    const usd = await order(artist, { plan_type: 'enterprise_label' });
    expect(usd.body).toMatchObject({ amount: 3000, currency: 'USD' });
    const sl = await order(artist, { plan_type: 'small_label', currency: 'INR' });
    expect(sl.body.amount).toBe(124500);
    const [row] = await ctx.deps.db.select().from(paymentOrders).where(eq(paymentOrders.id, inr.body.order_id));
    expect(row).toMatchObject({ userId: artist.id, amount: 41500, currency: 'INR', status: 'created', provider: 'sandbox' });
  });

  it('refuses an unknown plan, the free plan, another currency and a client amount that differs', async () => {
    for (const body of [{ plan_type: 'platinum' }, { plan_type: 'free' }, {}]) {
      const r = await order(artist, body);
      expect(r.status).toBe(400);
      expect(r.body.error.message).toBe('Unknown plan');
    }
    const eur = await order(artist, { plan_type: 'small_label', currency: 'EUR' });
    expect(eur.status).toBe(400);
    expect(eur.body.error.message).toBe('Currency must be INR or USD');
    const cheap = await order(artist, { plan_type: 'enterprise_label', amount: 1, currency: 'USD' });
    expect(cheap.status).toBe(400);
    expect(cheap.body.error.field).toBe('amount');
    const usdAsInr = await order(artist, { plan_type: 'individual_artist', amount: 5, currency: 'INR' });
    expect(usdAsInr.status).toBe(400);
  });

  it('lets only the owner use the sandbox checkout for an order', async () => {
    const o = await order(artist, { plan_type: 'individual_artist' });
    const res = await ctx.request('POST', `/api/payments/sandbox/${o.body.order_id}/pay`, { cookie: other.cookie, body: {} });
    expect(res.status).toBe(404);
  });
});

describe('verify and webhook: one payment, one extension', () => {
  const scenarios: [string, ('v' | 'w')[] | 'concurrent'][] = [
    ['verify then webhook, each twice', ['v', 'w', 'v', 'w']],
    ['webhook then verify, each twice', ['w', 'v', 'w', 'v']],
    ['verify, verify, webhook, webhook', ['v', 'v', 'w', 'w']],
    ['all at once (3 verify + 3 webhook)', 'concurrent'],
  ];
  for (const [name, steps] of scenarios) {
    it(name, async () => {
      await resetSubscription(artist.id);
      const c = await paidCheckout(artist);
      const raw = webhookBody(c, name.startsWith('webhook') ? 'order.paid' : 'payment.captured');
      const before = Date.now();
      const call = (s: 'v' | 'w') => (s === 'v' ? verify(artist, c) : webhook(raw));
      const results =
        steps === 'concurrent'
          ? await Promise.all((['v', 'w', 'v', 'w', 'v', 'w'] as const).map(call))
          : await steps.reduce<Promise<Response[]>>(async (acc, s) => [...(await acc), await call(s)], Promise.resolve([]));
      for (const r of results) expect(r.status, await r.clone().text()).toBe(200);

      const { profile, payments: rows } = await state(artist.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        razorpayPaymentId: c.razorpay_payment_id,
        orderId: c.razorpay_order_id,
        amount: 41500,
        currency: 'INR',
      });
      expect(profile).toMatchObject({ planType: 'individual_artist', subscriptionPlan: 'individual_artist', subscriptionStatus: 'active' });
      const expiry = profile.subscriptionExpiresAt!.getTime();
      expect(expiry).toBeGreaterThanOrEqual(before + YEAR - 1000);
      expect(expiry).toBeLessThanOrEqual(Date.now() + YEAR + 24 * 3600 * 1000);
      const verified = results.find((r, i) => (steps === 'concurrent' ? i % 2 === 0 : steps[i] === 'v'))!;
      expect((await verified.json()).data.subscription).toMatchObject({ planType: 'individual_artist', status: 'active' });
    });
  }

  it('a second payment for the same plan renews it from the current expiry, and mails a receipt per payment', async () => {
    await resetSubscription(artist.id);
    const mailsBefore = ctx.mails.length;
    const first = await paidCheckout(artist, 'small_label', 'USD');
    expect((await verify(artist, first)).status).toBe(200);
    const second = await paidCheckout(artist, 'small_label', 'USD');
    expect(second.amount).toBe(1500);
    expect((await verify(artist, second)).status).toBe(200);
    const { profile, payments: rows } = await state(artist.id);
    expect(rows).toHaveLength(2);
    expect(profile.planType).toBe('small_label');
    const firstEnd = rows.find((r) => r.razorpayPaymentId === first.razorpay_payment_id)!.periodEnd!;
    const expected = new Date(firstEnd);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(profile.subscriptionExpiresAt!.toISOString()).toBe(expected.toISOString());
    expect(rows.find((r) => r.razorpayPaymentId === second.razorpay_payment_id)).toMatchObject({ kind: 'renewal', periodStart: firstEnd });
    await ctx.jobsSettled(RECEIPT_MAIL.name);
    // by receipt number: the jobs may send them in either order
    const receipts = ctx.mails.slice(mailsBefore).sort((a, b) => a.subject.localeCompare(b.subject));
    expect(receipts).toHaveLength(2);
    expect(receipts[0]).toMatchObject({ to: artist.email, subject: expect.stringMatching(/^Your Tunelane receipt TL-\d{6}$/) });
    expect(receipts[0]!.text).toContain('Amount paid: $15');
    expect(receipts[1]!.text).toContain('Plan: Small Label (yearly)');
    expect(receipts[1]!.text).toContain('Change: Renewal: one more year after the term that was running');
  });
});

describe('forgeries and mismatches are refused and activate nothing', () => {
  it('refuses forged, swapped and replayed checkout signatures, and another user verifying my order', async () => {
    await resetSubscription(artist.id);
    await resetSubscription(other.id);
    const c = await paidCheckout(artist);
    const forged = createHmac('sha256', 'not-the-secret').update(`${c.razorpay_order_id}|${c.razorpay_payment_id}`).digest('hex');
    const cases: [TestUser, Checkout, number][] = [
      [artist, { ...c, razorpay_signature: forged }, 400],
      [artist, { ...c, razorpay_payment_id: 'pay_other' }, 400], // signature replayed for another payment
      [artist, { ...c, razorpay_signature: 'x' }, 400],
      [other, c, 404], // a valid result for someone else's order
    ];
    for (const [user, body, status] of cases) {
      const res = await verify(user, body);
      expect(res.status).toBe(status);
    }
    expect((await state(artist.id)).payments).toHaveLength(0);
    expect((await state(artist.id)).profile.planType).toBe('free');
    expect((await state(other.id)).profile.planType).toBe('free');
  });

  it('refuses unsigned, mis-signed, malformed and mismatched webhooks', async () => {
    await resetSubscription(artist.id);
    const c = await paidCheckout(artist);
    const raw = webhookBody(c);
    expect((await ctx.app.request('/api/payments/webhook', { method: 'POST', body: raw })).status).toBe(400);
    expect((await ctx.app.request('/api/payments/webhook', { method: 'POST' })).status).toBe(400);
    expect((await webhook(raw, createHmac('sha256', 'wrong-secret').update(raw).digest('hex'))).status).toBe(400);
    expect((await webhook(raw.replace('41500', '100'), sandboxSignature(raw))).status).toBe(400); // body changed after signing
    expect((await webhook('not json')).status).toBe(400);
    expect((await webhook(JSON.stringify({ event: 'payment.captured', payload: {} }))).status).toBe(400);
    expect((await webhook(webhookBody({ ...c, amount: 100 }))).status).toBe(422);
    expect((await webhook(webhookBody({ ...c, currency: 'USD' }))).status).toBe(422);
    expect((await webhook(webhookBody({ ...c, razorpay_order_id: 'order_unknown' }))).status).toBe(404);
    expect((await state(artist.id)).payments).toHaveLength(0);
    expect((await state(artist.id)).profile.subscriptionStatus).toBe('inactive');

    const ignored = await webhook(JSON.stringify({ event: 'payment.failed', payload: {} }));
    expect(ignored.status).toBe(200);
    expect(await ignored.json()).toEqual({ status: 'ignored' });
  });

  it('refuses a payment id reused for another order', async () => {
    await resetSubscription(artist.id);
    const a = await paidCheckout(artist);
    expect((await verify(artist, a)).status).toBe(200);
    const b = await paidCheckout(artist);
    const reuse = { ...b, razorpay_payment_id: a.razorpay_payment_id };
    const sig = sandboxSignature(`${b.razorpay_order_id}|${a.razorpay_payment_id}`);
    expect((await verify(artist, { ...reuse, razorpay_signature: sig })).status).toBe(409);
    expect((await state(artist.id)).payments).toHaveLength(1);
  });
});

describe('billing and receipts', () => {
  it("lists the user's own payments with the plan and renewal date, and serves each receipt only to its owner", async () => {
    await resetSubscription(artist.id);
    const c = await paidCheckout(artist, 'enterprise_label', 'INR');
    expect((await verify(artist, c)).status).toBe(200);
    const res = await ctx.request('GET', '/api/payments/billing', { cookie: artist.cookie });
    const billing = await res.json();
    expect(billing.subscription).toMatchObject({ planType: 'enterprise_label', planName: 'Enterprise Label', status: 'active' });
    expect(billing.payments).toHaveLength(1);
    const [p] = billing.payments;
    expect(p).toMatchObject({ planName: 'Enterprise Label', amount: 249000, currency: 'INR', razorpayPaymentId: c.razorpay_payment_id });
    expect(p.receiptNumber).toMatch(/^TL-\d{6}$/);
    expect(billing.subscription.expiresAt).toBe(p.periodEnd);

    const receipt = await ctx.request('GET', `/api/payments/${p.id}/receipt`, { cookie: artist.cookie });
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toMatch(/text\/html/);
    // a page the API serves keeps the page's policy, not a JSON answer's
    expect(receipt.headers.get('content-security-policy')).toContain("style-src 'self' 'unsafe-inline'");
    const html = await receipt.text();
    expect(html).toContain(p.receiptNumber);
    expect(html).toContain('₹2,490');
    expect(html).toContain('Enterprise Label (yearly)');

    expect((await ctx.request('GET', `/api/payments/${p.id}/receipt`, { cookie: other.cookie })).status).toBe(404);
    expect((await ctx.request('GET', '/api/payments/not-a-uuid/receipt', { cookie: artist.cookie })).status).toBe(404);
    const theirs = await (await ctx.request('GET', '/api/payments/billing', { cookie: other.cookie })).json();
    expect(theirs.payments).toEqual([]);
  });
});
