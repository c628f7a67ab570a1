// What the payments API answers with: a payment order for the checkout, the subscription, the
// payments and their receipts' data, and the visitor's currency. Amounts are minor units (paise,
// cents). The schemas are the server's answer contract; the web takes only their types.
import { z } from 'zod';
import { CURRENCIES } from './money.ts';
import { PLAN_CHANGE_KINDS } from './plan-change.ts';
import { PAID_PLAN_TYPES, PLAN_TYPES } from './plans.ts';

/** A payment order as the checkout needs it: amount in minor units (paise, cents). */
export const paymentOrderDto = z.object({
  key_id: z.string(),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  order_id: z.string(),
  plan_type: z.enum(PAID_PLAN_TYPES),
  plan_name: z.string(),
  sandbox: z.boolean(),
  /** What paying it does: a new plan, a renewal, an upgrade or a downgrade at the end of the term. */
  kind: z.enum(PLAN_CHANGE_KINDS),
});
export type PaymentOrderDto = z.infer<typeof paymentOrderDto>;

/** The checkout result the sandbox hands back, as a real gateway gives it to the browser. */
export const checkoutResultDto = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});
export type CheckoutResultDto = z.infer<typeof checkoutResultDto>;

export const scheduledPlanDto = z.object({
  planType: z.enum(PAID_PLAN_TYPES),
  planName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type ScheduledPlanDto = z.infer<typeof scheduledPlanDto>;

export const subscriptionDto = z.object({
  planType: z.enum(PLAN_TYPES),
  planName: z.string(),
  status: z.enum(['active', 'inactive']),
  expiresAt: z.string().nullable(),
  /** A cheaper plan paid for, starting when this term ends. */
  scheduled: scheduledPlanDto.nullable(),
});
export type SubscriptionDto = z.infer<typeof subscriptionDto>;

/** A payment is applied to the subscription, or (its order no longer fitting the plan) owed back. */
export const paymentStatus = z.enum(['applied', 'refund_due']);
export type PaymentStatus = z.infer<typeof paymentStatus>;

/** POST /api/payments/verify answers with the subscription the payment bought, or why it bought nothing. */
export const verifyResultDto = z.object({
  data: z.object({ paymentId: z.string(), status: paymentStatus, refundReason: z.string().nullable(), subscription: subscriptionDto }),
});
export type VerifyResultDto = z.infer<typeof verifyResultDto>;

const paymentFields = z.object({
  id: z.string(),
  receiptNumber: z.string(),
  razorpayPaymentId: z.string(),
  orderId: z.string(),
  planType: z.enum(PAID_PLAN_TYPES),
  planName: z.string(),
  /** Minor units. */
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  paidAt: z.string(),
  kind: z.enum(PLAN_CHANGE_KINDS),
  /** The plan held before: renewals, upgrades and downgrades. */
  fromPlanName: z.string().nullable(),
  /** A year of the plan bought, minor units (payments made before plan changes: null). */
  listPrice: z.number().nullable(),
  /** For an upgrade: the days left of the term it was charged for. */
  proration: z.object({ daysLeft: z.number(), termDays: z.number() }).nullable(),
  /** Rupee payments: the buyer's GST state code when they gave it (the place of supply). */
  buyerState: z.string().nullable(),
});

/** A payment owed back: the console lists these in the user's details for an admin to refund. */
export const refundDuePaymentDto = paymentFields.extend({
  status: z.literal('refund_due'),
  periodStart: z.null(),
  periodEnd: z.null(),
  refundReason: z.string(),
});
export type RefundDuePaymentDto = z.infer<typeof refundDuePaymentDto>;

/**
 * A payment as its owner sees it: applied, with the period it bought; or not applied (its order was
 * priced against a plan that had changed by the time it was paid), with no period and the reason.
 */
export const paymentDto = z.discriminatedUnion('status', [
  paymentFields.extend({ status: z.literal('applied'), periodStart: z.string(), periodEnd: z.string(), refundReason: z.null() }),
  refundDuePaymentDto,
]);
export type PaymentDto = z.infer<typeof paymentDto>;

export const billingDto = z.object({ subscription: subscriptionDto, payments: z.array(paymentDto) });
export type BillingDto = z.infer<typeof billingDto>;

/** What the web app knows about the visitor's currency. */
export const currencyInfoDto = z.object({ currency: z.enum(CURRENCIES), symbol: z.string(), country: z.string() });
export type CurrencyInfo = z.infer<typeof currencyInfoDto>;
