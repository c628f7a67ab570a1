// Payment orders, checkout results, billing and the subscription rules (SPEC sections 3, 4, 7
// and 9). The server computes every amount; what a client sends is only checked against it. The
// answers are payments-dto.ts's.
import { z } from 'zod';
import { CURRENCIES } from './money.ts';
import { isGstStateCode } from './gst.ts';
import { isPaidPlanType, planByType, type Plan, type PlanType } from './plans.ts';

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

const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(100, message);

/** The checkout result the client hands back for verification. */
export const checkoutResultSchema = z.object({
  razorpay_order_id: id('razorpay_order_id is required'),
  razorpay_payment_id: id('razorpay_payment_id is required'),
  razorpay_signature: z.string({ error: 'razorpay_signature is required' }).regex(/^[0-9a-f]{64}$/i, 'razorpay_signature is invalid'),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

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

/**
 * Whether an account may use the public API and webhooks: Enterprise Label in force (a lapsed plan
 * counts as free), or an admin whatever their plan.
 */
export function hasApiAccess(
  role: string | null,
  p: { planType: string; subscriptionStatus: string; subscriptionExpiresAt: Date | string | null },
  now: Date,
): boolean {
  return role === 'admin' || effectivePlan(p, now) === 'enterprise_label';
}

export const RECEIPT_PREFIX = 'TL-';
export const receiptNumber = (n: number): string => `${RECEIPT_PREFIX}${String(n).padStart(6, '0')}`;

/** Days before expiry on which a reminder is mailed. */
export const REMINDER_DAYS = [14, 1] as const;
export type ReminderDays = (typeof REMINDER_DAYS)[number];
