// The payment rules at their edges (payments.ts): a plan ends at its exact expiry instant, a year
// is added from the later of now and the expiry, the order and checkout bodies say what is wrong,
// receipt numbers and the reminder days.
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MISMATCH,
  checkoutResultSchema,
  createOrderSchema,
  effectivePlan,
  hasApiAccess,
  extendedExpiry,
  paidPlan,
  receiptNumber,
  RECEIPT_PREFIX,
  REMINDER_DAYS,
  UNKNOWN_PLAN,
  UNSUPPORTED_CURRENCY,
} from './payments.ts';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const ms = (n: number) => new Date(NOW.getTime() + n);

describe('effectivePlan', () => {
  const on = (planType: string, expires: Date | string | null, status = 'active') =>
    effectivePlan({ planType, subscriptionStatus: status, subscriptionExpiresAt: expires }, NOW);

  it('ends a paid plan at its exact expiry instant, not a moment before', () => {
    expect(on('small_label', ms(1))).toBe('small_label');
    expect(on('small_label', NOW)).toBe('free');
    expect(on('small_label', ms(-1))).toBe('free');
    expect(on('small_label', ms(1).toISOString())).toBe('small_label');
  });

  it('counts free, unknown, inactive or open-ended plans as free', () => {
    expect(on('free', ms(1000))).toBe('free');
    expect(on('platinum', ms(1000))).toBe('free');
    expect(on('enterprise_label', ms(1000), 'inactive')).toBe('free');
    expect(on('enterprise_label', null)).toBe('free');
  });
});

describe('extendedExpiry', () => {
  it('adds a year to the later of now and the current expiry', () => {
    expect(extendedExpiry(NOW, null).toISOString()).toBe('2027-11-23T12:00:00.000Z');
    expect(extendedExpiry(NOW, ms(-1)).toISOString()).toBe('2027-11-23T12:00:00.000Z');
    expect(extendedExpiry(NOW, ms(1)).toISOString()).toBe('2027-11-23T12:00:00.001Z');
    expect(extendedExpiry(NOW, NOW).toISOString()).toBe('2027-11-23T12:00:00.000Z');
  });

  it('keeps the calendar date across a leap day', () => {
    expect(extendedExpiry(new Date('2027-03-01T00:00:00Z'), null).toISOString()).toBe('2028-03-01T00:00:00.000Z');
    expect(extendedExpiry(new Date('2028-02-29T00:00:00Z'), null).toISOString()).toBe('2029-03-01T00:00:00.000Z');
  });

  it('does not change the dates it is given', () => {
    const current = ms(5000);
    const before = current.getTime();
    extendedExpiry(NOW, current);
    expect(current.getTime()).toBe(before);
  });
});

describe('order and checkout bodies', () => {
  const issue = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    r.error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('takes a paid plan, an optional amount and INR or USD (USD by default)', () => {
    expect(createOrderSchema.parse({ plan_type: 'small_label' })).toEqual({ plan_type: 'small_label', currency: 'USD' });
    expect(createOrderSchema.parse({ plan_type: 'individual_artist', amount: 415, currency: 'INR' })).toEqual({
      plan_type: 'individual_artist',
      amount: 415,
      currency: 'INR',
    });
    expect(createOrderSchema.parse({ plan_type: 'enterprise_label', amount: 0 }).amount).toBe(0);
  });

  it('says what is wrong with an order body', () => {
    expect(issue(createOrderSchema.safeParse({ plan_type: 'free' }))).toEqual([['plan_type', UNKNOWN_PLAN]]);
    expect(issue(createOrderSchema.safeParse({}))).toEqual([['plan_type', UNKNOWN_PLAN]]);
    expect(issue(createOrderSchema.safeParse({ plan_type: 5 }))).toEqual([['plan_type', UNKNOWN_PLAN]]);
    expect(issue(createOrderSchema.safeParse({ plan_type: 'small_label', amount: -1 }))).toEqual([['amount', AMOUNT_MISMATCH]]);
    expect(issue(createOrderSchema.safeParse({ plan_type: 'small_label', amount: '15' }))).toEqual([['amount', AMOUNT_MISMATCH]]);
    expect(issue(createOrderSchema.safeParse({ plan_type: 'small_label', currency: 'EUR' }))).toEqual([['currency', UNSUPPORTED_CURRENCY]]);
    expect([UNKNOWN_PLAN, AMOUNT_MISMATCH, UNSUPPORTED_CURRENCY]).toEqual([
      'Unknown plan',
      'The amount does not match the price of this plan',
      'Currency must be INR or USD',
    ]);
  });

  it('takes a checkout result with trimmed ids and a 64-digit hex signature', () => {
    const sig = 'A'.repeat(32) + 'f'.repeat(32);
    expect(checkoutResultSchema.parse({ razorpay_order_id: ' order_1 ', razorpay_payment_id: 'pay_1', razorpay_signature: sig })).toEqual({
      razorpay_order_id: 'order_1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: sig,
    });
  });

  it('says which part of a checkout result is missing or wrong', () => {
    const ok = { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'a'.repeat(64) };
    expect(issue(checkoutResultSchema.safeParse({ ...ok, razorpay_order_id: '  ' }))).toEqual([
      ['razorpay_order_id', 'razorpay_order_id is required'],
    ]);
    expect(issue(checkoutResultSchema.safeParse({ ...ok, razorpay_order_id: 'o'.repeat(101) }))).toEqual([
      ['razorpay_order_id', 'razorpay_order_id is required'],
    ]);
    expect(checkoutResultSchema.safeParse({ ...ok, razorpay_order_id: 'o'.repeat(100) }).success).toBe(true);
    expect(issue(checkoutResultSchema.safeParse({ ...ok, razorpay_payment_id: undefined }))).toEqual([
      ['razorpay_payment_id', 'razorpay_payment_id is required'],
    ]);
    expect(issue(checkoutResultSchema.safeParse({ ...ok, razorpay_signature: undefined }))).toEqual([
      ['razorpay_signature', 'razorpay_signature is required'],
    ]);
    for (const bad of ['a'.repeat(63), 'a'.repeat(65), 'g'.repeat(64), ` ${'a'.repeat(63)}`, `${'a'.repeat(64)}\n`]) {
      expect(issue(checkoutResultSchema.safeParse({ ...ok, razorpay_signature: bad })), bad).toEqual([
        ['razorpay_signature', 'razorpay_signature is invalid'],
      ]);
    }
  });
});

describe('plans, receipts and reminders', () => {
  it('finds paid plans only', () => {
    expect(paidPlan('small_label')?.name).toBe('Small Label');
    expect(paidPlan('free')).toBeUndefined();
    expect(paidPlan('gold')).toBeUndefined();
  });

  it('numbers receipts TL- and six digits at least', () => {
    expect(RECEIPT_PREFIX).toBe('TL-');
    expect(receiptNumber(42)).toBe('TL-000042');
    expect(receiptNumber(1234567)).toBe('TL-1234567');
  });

  it('reminds 14 days and 1 day before expiry', () => {
    expect(REMINDER_DAYS).toEqual([14, 1]);
  });
});

describe('hasApiAccess', () => {
  const now = new Date('2026-12-04T00:00:00Z');
  const on = (planType: string, expires: string | null) => ({ planType, subscriptionStatus: 'active', subscriptionExpiresAt: expires });
  it('is Enterprise Label in force, or an admin whatever the plan', () => {
    expect(hasApiAccess('user', on('enterprise_label', '2027-01-01'), now)).toBe(true);
    expect(hasApiAccess('user', on('enterprise_label', '2026-12-01'), now)).toBe(false);
    expect(hasApiAccess(null, on('small_label', '2027-01-01'), now)).toBe(false);
    expect(hasApiAccess('admin', on('free', null), now)).toBe(true);
  });
});
