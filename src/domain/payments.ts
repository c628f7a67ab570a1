// Payment orders, checkout results, billing and the subscription rules (SPEC sections 3, 4, 7
// and 9). The server computes every amount; what a client sends is only checked against it.
import { z } from 'zod';
import { CURRENCIES, type Currency } from './money.ts';
import { isGstStateCode } from './gst.ts';
import { isPaidPlanType, planByType, type PaidPlanType, type Plan, type PlanType } from './plans.ts';
import type { PlanChangeKind } from './plan-change.ts';

export function paidPlan(type: string): Plan | undefined {
  return isPaidPlanType(type) ? planByType(type) : undefined;
}

export const UNKNOWN_PLAN = 'Unknown plan';
export const AMOUNT_MISMATCH = 'The amount does not match the price of this plan';
export const UNSUPPORTED_CURRENCY = 'Currency must be INR or USD';
export const UNKNOWN_STATE = 'Choose a state or union territory of India';
export const STATE_ONLY_INR = 'A state is given only for payments in rupees';

/**
 * Body of POST /api/payments/orders: the spec's {plan_type, amount} plus the detected currency,
 * and for rupees the buyer's state (its GST code), which makes it the place of supply.
 */
export const createOrderSchema = z
  .object({
    plan_type: z.string({ error: UNKNOWN_PLAN }).refine(isPaidPlanType, UNKNOWN_PLAN),
    amount: z.number({ error: AMOUNT_MISMATCH }).nonnegative(AMOUNT_MISMATCH).optional(),
    currency: z.enum(CURRENCIES, { error: UNSUPPORTED_CURRENCY }).default('USD'),
    billing_state: z.string({ error: UNKNOWN_STATE }).refine(isGstStateCode, UNKNOWN_STATE).optional(),
  })
  .refine((o) => o.billing_state === undefined || o.currency === 'INR', { message: STATE_ONLY_INR, path: ['billing_state'] });
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

/** A payment order as the checkout needs it: amount in minor units (paise, cents). */
export type PaymentOrderDto = {
  key_id: string;
  amount: number;
  currency: Currency;
  order_id: string;
  plan_type: PaidPlanType;
  plan_name: string;
  sandbox: boolean;
  /** What paying it does: a new plan, a renewal, an upgrade or a downgrade at the end of the term. */
  kind: PlanChangeKind;
};

const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(100, message);

/** The checkout result the client hands back for verification. */
export const checkoutResultSchema = z.object({
  razorpay_order_id: id('razorpay_order_id is required'),
  razorpay_payment_id: id('razorpay_payment_id is required'),
  razorpay_signature: z.string({ error: 'razorpay_signature is required' }).regex(/^[0-9a-f]{64}$/i, 'razorpay_signature is invalid'),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

export type ScheduledPlanDto = { planType: PaidPlanType; planName: string; startsAt: string; endsAt: string };

export type SubscriptionDto = {
  planType: PlanType;
  planName: string;
  status: 'active' | 'inactive';
  expiresAt: string | null;
  /** A cheaper plan paid for, starting when this term ends. */
  scheduled: ScheduledPlanDto | null;
};

/** A payment is applied to the subscription, or (its order no longer fitting the plan) owed back. */
export type PaymentStatus = 'applied' | 'refund_due';

/** POST /api/payments/verify answers with the subscription the payment bought, or why it bought nothing. */
export type VerifyResultDto = {
  data: { paymentId: string; status: PaymentStatus; refundReason: string | null; subscription: SubscriptionDto };
};

type PaymentFields = {
  id: string;
  receiptNumber: string;
  razorpayPaymentId: string;
  orderId: string;
  planType: PaidPlanType;
  planName: string;
  amount: number; // minor units
  currency: Currency;
  paidAt: string;
  kind: PlanChangeKind;
  /** The plan held before: renewals, upgrades and downgrades. */
  fromPlanName: string | null;
  /** A year of the plan bought, minor units (payments made before plan changes: null). */
  listPrice: number | null;
  /** For an upgrade: the days left of the term it was charged for. */
  proration: { daysLeft: number; termDays: number } | null;
  /** Rupee payments: the buyer's GST state code when they gave it (the place of supply). */
  buyerState: string | null;
};

/**
 * A payment as its owner sees it: applied, with the period it bought; or not applied (its order was
 * priced against a plan that had changed by the time it was paid), with no period and the reason.
 */
export type PaymentDto = PaymentFields &
  (
    | { status: 'applied'; periodStart: string; periodEnd: string; refundReason: null }
    | { status: 'refund_due'; periodStart: null; periodEnd: null; refundReason: string }
  );

/** A payment owed back: the console lists these in the user's details for an admin to refund. */
export type RefundDuePaymentDto = Extract<PaymentDto, { status: 'refund_due' }>;

export type BillingDto = { subscription: SubscriptionDto; payments: PaymentDto[] };

/** A paid year starts at the later of now and the current expiry. */
export function extendedExpiry(now: Date, currentExpiry: Date | null): Date {
  const from = currentExpiry && currentExpiry.getTime() > now.getTime() ? currentExpiry : now;
  const next = new Date(from.getTime());
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

/** The plan whose features apply now: a lapsed paid plan counts as free. */
export function effectivePlan(
  p: { planType: string; subscriptionStatus: string; subscriptionExpiresAt: Date | string | null },
  now: Date,
): PlanType {
  if (p.planType === 'free' || !isPaidPlanType(p.planType)) return 'free';
  if (p.subscriptionStatus !== 'active' || !p.subscriptionExpiresAt) return 'free';
  return new Date(p.subscriptionExpiresAt).getTime() > now.getTime() ? p.planType : 'free';
}

export const RECEIPT_PREFIX = 'TL-';
export const receiptNumber = (n: number): string => `${RECEIPT_PREFIX}${String(n).padStart(6, '0')}`;

/** Days before expiry on which a reminder is mailed. */
export const REMINDER_DAYS = [14, 1] as const;
export type ReminderDays = (typeof REMINDER_DAYS)[number];
