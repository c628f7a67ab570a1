// Plan changes through the real order and activation path (sandbox checkout, verify, webhook):
// upgrades charged the price difference for the days left in USD and INR, computed on the server;
// the same plan renewed; a cheaper plan scheduled for the end of the term and started only then.
import { RECEIPT_MAIL } from './jobs.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termDays } from '../../../domain/plan-change.ts';
import { QUOTE_STALE } from '../../../domain/plan-change-dto.ts';
import { paymentOrders, scheduledPlanChanges, subscriptionReminders } from '../../db/schema-payments.ts';
import { raceAtLock } from '../../test/lock-waits.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { sweepSubscriptions } from './sweep-subscriptions.ts';
import { postWebhook, profileHelpers } from '../../test/payments.ts';

const DAY = 24 * 3600 * 1000;

let ctx: TestContext;
const { subscribe, profileOf, paymentsOf } = profileHelpers(() => ctx);
beforeAll(async () => {
  ctx = await createTestContext({ jobs: [RECEIPT_MAIL.name] });
});
afterAll(() => ctx.close());

type Checkout = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

async function quotes(user: TestUser, currency: 'USD' | 'INR') {
  const res = await ctx.request('GET', `/api/payments/plan-changes?currency=${currency}`, { cookie: user.cookie });
  expect(res.status).toBe(200);
  return res.json();
}

async function order(user: TestUser, body: Record<string, unknown>) {
  const res = await ctx.request('POST', '/api/payments/orders', { cookie: user.cookie, body });
  return { status: res.status, body: await res.json() };
}

async function checkout(user: TestUser, orderId: string): Promise<Checkout> {
  const res = await ctx.request('POST', `/api/payments/sandbox/${orderId}/pay`, { cookie: user.cookie, body: {} });
  expect(res.status).toBe(200);
  return res.json();
}

const verify = (user: TestUser, c: Checkout) => ctx.request('POST', '/api/payments/verify', { cookie: user.cookie, body: c });

function webhook(c: Checkout, amount: number, currency: string) {
  const raw = JSON.stringify({
    event: 'payment.captured',
    payload: { payment: { entity: { id: c.razorpay_payment_id, order_id: c.razorpay_order_id, amount, currency } } },
  });
  return postWebhook(ctx, raw);
}

/** An expiry 100.5 days away: 101 days left (a started day counts), in a 365-day year. */
function hundredDaysAway(): Date {
  const expiry = new Date(Date.now() + 100.5 * DAY);
  expect(termDays(expiry)).toBe(365);
  return expiry;
}

describe('quotes', () => {
  it('a free user is quoted a year of each plan at its price', async () => {
    const u = await createUser(ctx);
    const usd = await quotes(u, 'USD');
    expect(usd.subscription).toMatchObject({ planType: 'free', status: 'inactive', scheduled: null });
    expect(usd.options.map((o: { kind: string; amount: number }) => [o.kind, o.amount])).toEqual([
      ['new', 500],
      ['new', 1500],
      ['new', 3000],
    ]);
    const inr = await quotes(u, 'INR');
    expect(inr.options.map((o: { amount: number }) => o.amount)).toEqual([41500, 124500, 249000]);
    expect((await ctx.request('GET', '/api/payments/plan-changes?currency=EUR', { cookie: u.cookie })).status).toBe(400);
    expect((await ctx.request('GET', '/api/payments/plan-changes')).status).toBe(401);
  });

  it('a Small Label subscriber with 101 days left: downgrade at the end, renewal after it, upgrade for the difference (USD and INR)', async () => {
    const u = await createUser(ctx);
    const expiry = hundredDaysAway();
    await subscribe(u.id, 'small_label', expiry);
    const usd = await quotes(u, 'USD');
    expect(usd.subscription).toMatchObject({ planType: 'small_label', status: 'active', expiresAt: expiry.toISOString() });
    const [individual, small, enterprise] = usd.options;
    expect(individual).toMatchObject({
      planType: 'individual_artist',
      available: true,
      kind: 'downgrade',
      amount: 500,
      startsAt: expiry.toISOString(),
    });
    expect(small).toMatchObject({ planType: 'small_label', kind: 'renewal', amount: 1500, startsAt: expiry.toISOString() });
    // (3000 - 1500) × 101 / 365 = 415.07 cents
    expect(enterprise).toMatchObject({
      planType: 'enterprise_label',
      kind: 'upgrade',
      listPrice: 3000,
      amount: 415,
      endsAt: expiry.toISOString(),
    });
    expect(enterprise.proration).toEqual({ daysLeft: 101, termDays: 365, yearlyDifference: 1500, minimumApplied: false });
    // (249000 - 124500) × 101 / 365 = 34450.68 paise
    const inr = await quotes(u, 'INR');
    expect(inr.options[2]).toMatchObject({ kind: 'upgrade', currency: 'INR', listPrice: 249000, amount: 34451 });
    expect(inr.options[0]).toMatchObject({ kind: 'downgrade', amount: 41500 });
  });
});

describe('upgrades are charged the price difference for the days left, and keep the term', () => {
  for (const [currency, amount, label] of [
    ['USD', 415, '$4.15'],
    ['INR', 34451, '₹344.51'],
  ] as const) {
    it(`in ${currency}: order, sandbox checkout, verify and webhook apply it once`, async () => {
      const u = await createUser(ctx);
      const expiry = hundredDaysAway();
      await subscribe(u.id, 'small_label', expiry);

      // the list price is not what an upgrade costs
      const full = await order(u, { plan_type: 'enterprise_label', amount: currency === 'USD' ? 30 : 2490, currency });
      expect(full.status).toBe(400);
      expect(full.body.error).toMatchObject({
        field: 'amount',
        message: 'The price of this change has moved on since it was shown. Please check the new amount and pay again.',
      });

      const o = await order(u, { plan_type: 'enterprise_label', amount: amount / 100, currency });
      expect(o.status).toBe(201);
      expect(o.body).toMatchObject({ amount, currency, kind: 'upgrade', plan_type: 'enterprise_label' });
      const [stored] = await ctx.deps.db.select().from(paymentOrders).where(eq(paymentOrders.id, o.body.order_id));
      expect(stored).toMatchObject({
        amount,
        kind: 'upgrade',
        fromPlanType: 'small_label',
        baseExpiresAt: expiry,
        daysLeft: 101,
        termDays: 365,
      });

      const c = await checkout(u, o.body.order_id);
      // All four wait on the order's row before any goes on.
      const results = await raceAtLock(ctx.deps.pool, 'select 1 from payment_orders where id = $1 for update', [o.body.order_id], 4, () =>
        Promise.all([verify(u, c), webhook(c, amount, currency), verify(u, c), webhook(c, amount, currency)]),
      );
      for (const r of results) expect(r.status).toBe(200);
      const rows = await paymentsOf(u.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ amount, currency, kind: 'upgrade', fromPlanType: 'small_label', periodEnd: expiry });
      expect(await profileOf(u.id)).toMatchObject({
        planType: 'enterprise_label',
        subscriptionStatus: 'active',
        subscriptionExpiresAt: expiry,
      });

      const billing = await (await ctx.request('GET', '/api/payments/billing', { cookie: u.cookie })).json();
      expect(billing.payments[0]).toMatchObject({
        kind: 'upgrade',
        fromPlanName: 'Small Label',
        amount,
        listPrice: currency === 'USD' ? 3000 : 249000,
        proration: { daysLeft: 101, termDays: 365 },
      });
      const receipt = await (await ctx.request('GET', `/api/payments/${billing.payments[0].id}/receipt`, { cookie: u.cookie })).text();
      expect(receipt).toContain('Upgrade from Small Label');
      expect(receipt).toContain('101 of 365 days left of the term');
      expect(receipt).toContain(label);
      const mail = await ctx.waitForMail((m) => m.to === u.email && m.subject.includes('receipt'));
      expect(mail.text).toContain(`Amount paid: ${label}`);
      expect(mail.text).toContain('Yearly price difference');
    });
  }
});

describe('the same plan renews it', () => {
  it('charges the full price and adds a year after the term', async () => {
    const u = await createUser(ctx);
    const expiry = hundredDaysAway();
    await subscribe(u.id, 'individual_artist', expiry);
    const o = await order(u, { plan_type: 'individual_artist', amount: 415, currency: 'INR' });
    expect(o.body).toMatchObject({ amount: 41500, kind: 'renewal' });
    expect((await verify(u, await checkout(u, o.body.order_id))).status).toBe(200);
    const next = new Date(expiry);
    next.setUTCFullYear(next.getUTCFullYear() + 1);
    expect(await profileOf(u.id)).toMatchObject({ planType: 'individual_artist', subscriptionExpiresAt: next });
  });
});

describe('a downgrade is scheduled for the end of the term, never applied before', () => {
  it('keeps the dearer plan until it ends, refuses further changes, and starts the cheaper one at expiry', async () => {
    const u = await createUser(ctx);
    const expiry = hundredDaysAway();
    await subscribe(u.id, 'enterprise_label', expiry);
    const o = await order(u, { plan_type: 'individual_artist', amount: 5, currency: 'USD' });
    expect(o.body).toMatchObject({ amount: 500, kind: 'downgrade' });
    const c = await checkout(u, o.body.order_id);
    expect((await verify(u, c)).status).toBe(200);
    expect((await webhook(c, 500, 'USD')).status).toBe(200);

    const yearAfter = new Date(expiry);
    yearAfter.setUTCFullYear(yearAfter.getUTCFullYear() + 1);
    // nothing changes now
    expect(await profileOf(u.id)).toMatchObject({
      planType: 'enterprise_label',
      subscriptionStatus: 'active',
      subscriptionExpiresAt: expiry,
    });
    expect((await ctx.request('GET', '/api/me/api-access', { cookie: u.cookie })).status).toBe(200);
    const [row] = await ctx.deps.db.select().from(scheduledPlanChanges).where(eq(scheduledPlanChanges.userId, u.id));
    expect(row).toMatchObject({ planType: 'individual_artist', startsAt: expiry, endsAt: yearAfter });
    const [payment] = await paymentsOf(u.id);
    expect(payment).toMatchObject({ kind: 'downgrade', amount: 500, periodStart: expiry, periodEnd: yearAfter });
    // the job that starts it is queued for the expiry, in the activation's transaction
    const { rows: jobs } = await ctx.deps.pool.query<{ start_after: Date; data: { userId: string } }>(
      "select start_after, data from pgboss.job where name = 'plan-change-start'",
    );
    expect(jobs.filter((j) => j.data.userId === u.id).map((j) => j.start_after.toISOString())).toEqual([expiry.toISOString()]);

    // billing says what comes next; any further change is refused with the reason
    const billing = await (await ctx.request('GET', '/api/payments/billing', { cookie: u.cookie })).json();
    expect(billing.subscription).toMatchObject({
      planType: 'enterprise_label',
      expiresAt: expiry.toISOString(),
      scheduled: { planType: 'individual_artist', planName: 'Individual Artist', startsAt: expiry.toISOString() },
    });
    const reason = `Your Individual Artist plan is already paid for and starts on ${expiry.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}. You can change your plan again once it has started.`;
    const q = await quotes(u, 'USD');
    for (const opt of q.options) expect(opt).toEqual({ planType: opt.planType, available: false, reason });
    const again = await order(u, { plan_type: 'small_label', currency: 'USD' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(reason);

    // the daily sweep before the expiry leaves it alone, and sends no expiry reminder
    for (const at of [new Date(), new Date(expiry.getTime() - 13 * DAY), new Date(expiry.getTime() - 1000)]) {
      await sweepSubscriptions(ctx.deps, at);
      expect(await profileOf(u.id)).toMatchObject({ planType: 'enterprise_label', subscriptionExpiresAt: expiry });
    }
    expect(await ctx.deps.db.select().from(subscriptionReminders).where(eq(subscriptionReminders.userId, u.id))).toEqual([]);

    // at the expiry the cheaper plan starts, for the year paid
    const result = await sweepSubscriptions(ctx.deps, new Date(expiry.getTime() + 1000));
    expect(result.started).toBeGreaterThanOrEqual(1);
    expect(await profileOf(u.id)).toMatchObject({
      planType: 'individual_artist',
      subscriptionStatus: 'active',
      subscriptionExpiresAt: yearAfter,
    });
    expect(await ctx.deps.db.select().from(scheduledPlanChanges).where(eq(scheduledPlanChanges.userId, u.id))).toEqual([]);
  });

  it('the start job applies it for one user at its time, and is harmless when early or repeated', async () => {
    const u = await createUser(ctx);
    const expiry = hundredDaysAway();
    await subscribe(u.id, 'small_label', expiry);
    const o = await order(u, { plan_type: 'individual_artist', currency: 'INR' });
    expect((await verify(u, await checkout(u, o.body.order_id))).status).toBe(200);
    const { startScheduledPlans } = await import('./start-scheduled-plans.ts');
    expect(await startScheduledPlans(ctx.deps, new Date(), u.id)).toBe(0);
    expect((await profileOf(u.id)).planType).toBe('small_label');
    expect(await startScheduledPlans(ctx.deps, new Date(expiry.getTime() + 1), u.id)).toBe(1);
    expect(await startScheduledPlans(ctx.deps, new Date(expiry.getTime() + 1), u.id)).toBe(0);
    expect((await profileOf(u.id)).planType).toBe('individual_artist');
  });
});

describe('when the plan moves on between the order and the payment', () => {
  it('an upgrade quoted before a renewal landed cannot be paid at the sandbox checkout, and changes nothing', async () => {
    const u = await createUser(ctx);
    const expiry = hundredDaysAway();
    await subscribe(u.id, 'small_label', expiry);
    const upgrade = await order(u, { plan_type: 'enterprise_label', currency: 'USD' });
    const renewal = await order(u, { plan_type: 'small_label', currency: 'USD' });
    expect((await verify(u, await checkout(u, renewal.body.order_id))).status).toBe(200);
    const refused = await ctx.request('POST', `/api/payments/sandbox/${upgrade.body.order_id}/pay`, { cookie: u.cookie, body: {} });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(QUOTE_STALE);
    const p = await profileOf(u.id);
    expect(p.planType).toBe('small_label');
    expect(p.subscriptionExpiresAt!.getTime()).toBeGreaterThan(expiry.getTime());
    expect(await paymentsOf(u.id)).toHaveLength(1);
  });
});
