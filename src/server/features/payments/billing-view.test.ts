// What billing shows (the plan now: active, lapsed or followed by a scheduled cheaper plan, and the
// payments newest first with their amounts and plan changes), each payment as the page reads it,
// and its receipt served and mailed to its owner only.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserActor } from '../../actor.ts';
import { paymentOrders, payments, scheduledPlanChanges } from '../../db/schema-payments.ts';
import { createTestContext, ORIGIN, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { getBilling } from './get-billing.ts';
import { getReceiptHtml } from './get-receipt.ts';
import { sendReceiptMail } from './send-receipt-mail.ts';
import { profileHelpers } from '../../test/payments.ts';
import { toPaymentDto } from './to-payment-dto.ts';

const DAY = 24 * 3600 * 1000;
let ctx: TestContext;
const { subscribe } = profileHelpers(() => ctx);
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const actor = (userId: string): UserActor => ({ kind: 'user', userId, role: 'user', ip: null });

let orders = 0;
type PaymentRow = typeof payments.$inferSelect;
async function pay(user: TestUser, values: Partial<typeof payments.$inferInsert> & { createdAt: Date }): Promise<PaymentRow> {
  const orderId = `order_view${++orders}_${Date.now()}`;
  const planType = values.planType ?? 'small_label';
  const amount = values.amount ?? 1500;
  const currency = values.currency ?? 'USD';
  await ctx.deps.db
    .insert(paymentOrders)
    .values({ id: orderId, userId: user.id, planType, amount, currency, provider: 'sandbox', status: 'paid' });
  const [row] = await ctx.deps.db
    .insert(payments)
    .values({
      razorpayPaymentId: `pay_${orderId}`,
      orderId,
      userId: user.id,
      planType,
      amount,
      currency,
      source: 'verify',
      periodStart: values.createdAt,
      periodEnd: new Date(values.createdAt.getTime() + 365 * DAY),
      ...values,
    })
    .returning();
  return row!;
}

const billingOf = async (user: TestUser) => {
  const res = await ctx.request('GET', '/api/payments/billing', { cookie: user.cookie });
  expect(res.status).toBe(200);
  return res.json();
};

describe('billing', () => {
  it('a user without a profile is told "Profile not found"', async () => {
    await expect(getBilling(ctx.deps, actor(randomUUID()))).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Profile not found' });
  });

  it('a new account shows the free plan and no payments', async () => {
    const u = await createUser(ctx);
    expect(await billingOf(u)).toEqual({
      subscription: { planType: 'free', planName: 'Free', status: 'inactive', expiresAt: null, scheduled: null },
      payments: [],
    });
  });

  it('an active plan with a scheduled cheaper one, and the payments newest first with their amounts and changes', async () => {
    const u = await createUser(ctx);
    const now = Date.now();
    const expires = new Date(now + 100 * DAY);
    await subscribe(u.id, 'enterprise_label', expires);
    const first = await pay(u, { createdAt: new Date(now - 300 * DAY), amount: 124500, currency: 'INR' });
    const upgrade = await pay(u, {
      createdAt: new Date(now - 200 * DAY),
      planType: 'enterprise_label',
      amount: 415,
      kind: 'upgrade',
      fromPlanType: 'small_label',
      listPrice: 3000,
      daysLeft: 101,
      termDays: 365,
    });
    const downgrade = await pay(u, {
      createdAt: new Date(now - DAY),
      planType: 'individual_artist',
      amount: 500,
      kind: 'downgrade',
      fromPlanType: 'enterprise_label',
      listPrice: 500,
      periodStart: expires,
      periodEnd: new Date(expires.getTime() + 365 * DAY),
    });
    await ctx.deps.db
      .insert(scheduledPlanChanges)
      .values({ userId: u.id, planType: 'individual_artist', startsAt: expires, endsAt: downgrade.periodEnd!, paymentId: downgrade.id });

    const billing = await billingOf(u);
    expect(billing.subscription).toEqual({
      planType: 'enterprise_label',
      planName: 'Enterprise Label',
      status: 'active',
      expiresAt: expires.toISOString(),
      scheduled: {
        planType: 'individual_artist',
        planName: 'Individual Artist',
        startsAt: expires.toISOString(),
        endsAt: downgrade.periodEnd!.toISOString(),
      },
    });
    const receipt = (r: PaymentRow) => `TL-${String(r.receiptNo).padStart(6, '0')}`;
    expect(billing.payments).toEqual([
      {
        id: downgrade.id,
        receiptNumber: receipt(downgrade),
        razorpayPaymentId: downgrade.razorpayPaymentId,
        orderId: downgrade.orderId,
        planType: 'individual_artist',
        planName: 'Individual Artist',
        amount: 500,
        currency: 'USD',
        paidAt: downgrade.createdAt.toISOString(),
        status: 'applied',
        periodStart: expires.toISOString(),
        periodEnd: downgrade.periodEnd!.toISOString(),
        refundReason: null,
        kind: 'downgrade',
        fromPlanName: 'Enterprise Label',
        listPrice: 500,
        proration: null,
        buyerState: null,
      },
      {
        id: upgrade.id,
        receiptNumber: receipt(upgrade),
        razorpayPaymentId: upgrade.razorpayPaymentId,
        orderId: upgrade.orderId,
        planType: 'enterprise_label',
        planName: 'Enterprise Label',
        amount: 415,
        currency: 'USD',
        paidAt: upgrade.createdAt.toISOString(),
        status: 'applied',
        periodStart: upgrade.periodStart!.toISOString(),
        periodEnd: upgrade.periodEnd!.toISOString(),
        refundReason: null,
        kind: 'upgrade',
        fromPlanName: 'Small Label',
        listPrice: 3000,
        proration: { daysLeft: 101, termDays: 365 },
        buyerState: null,
      },
      {
        id: first.id,
        receiptNumber: receipt(first),
        razorpayPaymentId: first.razorpayPaymentId,
        orderId: first.orderId,
        planType: 'small_label',
        planName: 'Small Label',
        amount: 124500,
        currency: 'INR',
        paidAt: first.createdAt.toISOString(),
        status: 'applied',
        periodStart: first.periodStart!.toISOString(),
        periodEnd: first.periodEnd!.toISOString(),
        refundReason: null,
        kind: 'new',
        fromPlanName: null,
        listPrice: null,
        proration: null,
        buyerState: null,
      },
    ]);
  });

  it('a lapsed plan shows as free and inactive, with its old expiry and its payments kept', async () => {
    const u = await createUser(ctx);
    const lapsedAt = new Date(Date.now() - 5 * DAY);
    await subscribe(u.id, 'small_label', lapsedAt);
    const old = await pay(u, { createdAt: new Date(lapsedAt.getTime() - 365 * DAY), periodEnd: lapsedAt });
    const billing = await billingOf(u);
    expect(billing.subscription).toEqual({
      planType: 'free',
      planName: 'Free',
      status: 'inactive',
      expiresAt: lapsedAt.toISOString(),
      scheduled: null,
    });
    expect(billing.payments.map((p: { id: string; planName: string; periodEnd: string }) => [p.id, p.planName, p.periodEnd])).toEqual([
      [old.id, 'Small Label', lapsedAt.toISOString()],
    ]);
  });
});

describe('a payment as billing reads it', () => {
  const row: PaymentRow = {
    id: '7d1f6a0e-0000-4000-8000-000000000001',
    receiptNo: 42,
    razorpayPaymentId: 'pay_X1',
    orderId: 'order_Y2',
    userId: '7d1f6a0e-0000-4000-8000-000000000002',
    planType: 'enterprise_label',
    amount: 415,
    currency: 'USD',
    source: 'webhook',
    status: 'applied',
    periodStart: new Date('2026-03-01T10:00:00.000Z'),
    periodEnd: new Date('2027-03-01T10:00:00.000Z'),
    refundReason: null,
    createdAt: new Date('2026-03-01T09:59:00.000Z'),
    kind: 'upgrade',
    fromPlanType: 'small_label',
    listPrice: 3000,
    daysLeft: 101,
    termDays: 365,
    buyerState: null,
  };

  it('an upgrade carries the days it was charged for', () => {
    expect(toPaymentDto(row)).toEqual({
      id: row.id,
      receiptNumber: 'TL-000042',
      razorpayPaymentId: 'pay_X1',
      orderId: 'order_Y2',
      planType: 'enterprise_label',
      planName: 'Enterprise Label',
      amount: 415,
      currency: 'USD',
      paidAt: '2026-03-01T09:59:00.000Z',
      status: 'applied',
      periodStart: '2026-03-01T10:00:00.000Z',
      periodEnd: '2027-03-01T10:00:00.000Z',
      refundReason: null,
      kind: 'upgrade',
      fromPlanName: 'Small Label',
      listPrice: 3000,
      proration: { daysLeft: 101, termDays: 365 },
      buyerState: null,
    });
  });

  it('one not applied has no period and says why, whatever its row held (the table keeps them empty)', () => {
    const reason =
      'Priced for an upgrade from Small Label to Enterprise Label, but when it was paid your plan was Enterprise Label until May 1, 2027.';
    const dto = toPaymentDto({ ...row, status: 'refund_due', refundReason: reason });
    expect(dto).toEqual({ ...toPaymentDto(row), status: 'refund_due', periodStart: null, periodEnd: null, refundReason: reason });
  });

  it('has no proration unless it is an upgrade with both its days left and its term', () => {
    for (const r of [
      { ...row, kind: 'renewal' },
      { ...row, kind: 'downgrade' },
      { ...row, kind: 'new', fromPlanType: null },
      { ...row, daysLeft: null },
      { ...row, termDays: null },
      { ...row, daysLeft: null, termDays: null },
      { ...row, kind: 'renewal', daysLeft: null },
    ]) {
      expect(toPaymentDto(r).proration, JSON.stringify(r)).toBeNull();
    }
  });

  it('a plan no longer sold is named by its type', () => {
    const dto = toPaymentDto({ ...row, planType: 'legacy_plan', fromPlanType: 'old_plan' });
    expect([dto.planName, dto.fromPlanName]).toEqual(['legacy_plan', 'old_plan']);
    expect(toPaymentDto({ ...row, kind: 'new', fromPlanType: null }).fromPlanName).toBeNull();
  });
});

describe('receipts', () => {
  it('another user\'s payment, or none, is "Receipt not found"', async () => {
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    const p = await pay(owner, { createdAt: new Date() });
    expect(await getReceiptHtml(ctx.deps, actor(owner.id), p.id)).toContain('<th scope="row">Order ID</th><td>' + p.orderId + '</td>');
    await expect(getReceiptHtml(ctx.deps, actor(other.id), p.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Receipt not found',
    });
    await expect(getReceiptHtml(ctx.deps, actor(owner.id), randomUUID())).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Receipt not found',
    });
  });

  it('the mail goes to the payer with the receipt text, page and its link', async () => {
    const u = await createUser(ctx, { name: 'Mira Sol' });
    const p = await pay(u, { createdAt: new Date('2026-05-04T12:00:00.000Z'), amount: 329050, currency: 'INR' });
    const before = ctx.mails.length;
    await sendReceiptMail(ctx.deps, p.id);
    const [mail] = ctx.mails.slice(before);
    const number = `TL-${String(p.receiptNo).padStart(6, '0')}`;
    expect(mail).toMatchObject({
      to: u.email,
      subject: `Your Tunelane receipt ${number}`,
      link: `${ORIGIN}/api/payments/${p.id}/receipt`,
    });
    expect(mail!.text).toContain(`Billed to: Mira Sol <${u.email}>\nPlan: Small Label (yearly)\n`);
    expect(mail!.text).toContain('Amount paid: ₹3,290.50\n');
    expect(mail!.html).toContain(`<title>Receipt ${number} · Tunelane</title>`);
    expect(ctx.mails.slice(before)).toHaveLength(1);
  });

  it('no mail for a payment that is gone with its account', async () => {
    const before = ctx.mails.length;
    await expect(sendReceiptMail(ctx.deps, randomUUID())).resolves.toBeUndefined();
    expect(ctx.mails.length).toBe(before);
  });
});
