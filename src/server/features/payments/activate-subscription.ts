// Turns one gateway payment into one year of a plan, exactly once. Verify and webhook both land
// here; the order row lock serialises them, and the unique payment id makes a repeat a no-op
// that answers with the payment already recorded.
import { eq, sql } from 'drizzle-orm';
import { extendedExpiry } from '../../../domain/payments.ts';
import { profiles } from '../../db/schema.ts';
import { paymentOrders, payments } from '../../db/schema-payments.ts';
import type { Deps } from '../../deps.ts';
import { DomainError, type ErrorCode } from '../../../domain/errors.ts';
import { sendReceiptMail } from './send-receipt-mail.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type Activation = { created: boolean; payment: PaymentRow };

export type ActivationRequest = {
  orderId: string;
  paymentId: string;
  source: 'verify' | 'webhook';
  /** Verify: the session user must own the order. */
  userId?: string;
  /** Webhook: what the gateway says was paid, checked against the order. */
  paid?: { amount: number; currency: string };
};

export async function activateSubscription(deps: Deps, req: ActivationRequest): Promise<Activation> {
  const refuse = (code: ErrorCode, message: string, why: string): never => {
    deps.log.warn({ orderId: req.orderId, paymentId: req.paymentId, source: req.source, userId: req.userId, why }, 'payment refused');
    throw new DomainError(code, message);
  };
  const outcome = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, req.orderId)).for('update');
    if (!order) return refuse('NOT_FOUND', 'Payment order not found', 'unknown order');
    if (req.userId !== undefined && order.userId !== req.userId) return refuse('NOT_FOUND', 'Payment order not found', "another user's order");
    if (req.paid && (req.paid.amount !== order.amount || req.paid.currency !== order.currency)) {
      return refuse('PAYMENT_MISMATCH', 'The payment does not match the order', `paid ${req.paid.amount} ${req.paid.currency}, order ${order.amount} ${order.currency}`);
    }
    const [existing] = await tx.select().from(payments).where(eq(payments.razorpayPaymentId, req.paymentId));
    if (existing) {
      if (existing.orderId !== order.id) return refuse('CONFLICT', 'This payment belongs to another order', 'payment id reused');
      return { created: false, payment: existing };
    }
    if (order.status === 'paid') return refuse('CONFLICT', 'This order is already paid', 'second payment for a paid order');

    const [profile] = await tx.select().from(profiles).where(eq(profiles.id, order.userId)).for('update');
    if (!profile) return refuse('NOT_FOUND', 'Profile not found', 'no profile');
    const now = new Date();
    const periodEnd = extendedExpiry(now, profile.subscriptionExpiresAt);
    const [payment] = await tx
      .insert(payments)
      .values({
        razorpayPaymentId: req.paymentId,
        orderId: order.id,
        userId: order.userId,
        planType: order.planType,
        amount: order.amount,
        currency: order.currency,
        source: req.source,
        periodStart: profile.subscriptionExpiresAt && profile.subscriptionExpiresAt > now ? profile.subscriptionExpiresAt : now,
        periodEnd,
      })
      .returning();
    await tx
      .update(profiles)
      .set({ planType: order.planType, subscriptionPlan: order.planType, subscriptionStatus: 'active', subscriptionExpiresAt: periodEnd, updatedAt: sql`now()` })
      .where(eq(profiles.id, order.userId));
    await tx.update(paymentOrders).set({ status: 'paid', paidAt: now }).where(eq(paymentOrders.id, order.id));
    return { created: true, payment: payment! };
  });
  if (outcome.created) {
    deps.log.info({ userId: outcome.payment.userId, paymentId: req.paymentId, plan: outcome.payment.planType, until: outcome.payment.periodEnd, source: req.source }, 'subscription activated');
    await sendReceiptMail(deps, outcome.payment).catch((err: unknown) => deps.log.error({ err, paymentId: req.paymentId }, 'receipt mail failed'));
  }
  return outcome;
}
