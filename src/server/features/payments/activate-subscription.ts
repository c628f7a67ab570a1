// Turns one gateway payment into the plan change its order was quoted for, exactly once. Verify
// and webhook both land here; the order row lock serialises them, and the unique payment id
// makes a repeat a no-op that answers with the payment already recorded. The profile row lock
// serialises payments of one user, so each is applied to the subscription the one before left:
// a new year, a renewal after the term, an upgrade until the term ends, or a cheaper plan
// scheduled to start when the term ends (never at once). A payment whose order no longer fits
// that subscription (a second upgrade quoted before the first landed) changes nothing: it is
// recorded as owed back, with the reason, for the payer's billing page and the admin.
import { eq } from 'drizzle-orm';
import { applyPaidOrder } from '../../../domain/plan-change.ts';
import { paymentOrders, payments } from '../../db/schema-payments.ts';
import type { Deps } from '../../deps.ts';
import { DomainError, type ErrorCode } from '../../../domain/errors.ts';
import { readSubscription, writeSubscription } from './subscription-state.ts';
import { orderedChange } from './ordered-change.ts';
import { PLAN_CHANGE_START, RECEIPT_MAIL } from './jobs.ts';

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

export async function activateSubscription(deps: Deps, req: ActivationRequest, now: () => Date = () => new Date()): Promise<Activation> {
  const refuse = (code: ErrorCode, message: string, why: string): never => {
    deps.log.warn({ orderId: req.orderId, paymentId: req.paymentId, source: req.source, userId: req.userId, why }, 'payment refused');
    throw new DomainError(code, message);
  };
  const outcome = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, req.orderId)).for('update');
    if (!order) return refuse('NOT_FOUND', 'Payment order not found', 'unknown order');
    if (req.userId !== undefined && order.userId !== req.userId)
      return refuse('NOT_FOUND', 'Payment order not found', "another user's order");
    if (req.paid && (req.paid.amount !== order.amount || req.paid.currency !== order.currency)) {
      return refuse(
        'PAYMENT_MISMATCH',
        'The payment does not match the order',
        `paid ${req.paid.amount} ${req.paid.currency}, order ${order.amount} ${order.currency}`,
      );
    }
    const [existing] = await tx.select().from(payments).where(eq(payments.razorpayPaymentId, req.paymentId));
    if (existing) {
      if (existing.orderId !== order.id) return refuse('CONFLICT', 'This payment belongs to another order', 'payment id reused');
      return { created: false, payment: existing };
    }
    if (order.status === 'paid') return refuse('CONFLICT', 'This order is already paid', 'second payment for a paid order');
    const ordered = orderedChange(order);
    if (!ordered) return refuse('CONFLICT', 'This order cannot be applied', 'malformed order');

    const sub = await readSubscription(tx, order.userId, { lock: true });
    if (!sub) return refuse('NOT_FOUND', 'Profile not found', 'no profile');
    const at = now();
    const applied = applyPaidOrder(sub.state, ordered, at);
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
        ...(applied.applied
          ? { status: 'applied', periodStart: applied.periodStart, periodEnd: applied.periodEnd, kind: applied.kind }
          : { status: 'refund_due', refundReason: applied.reason, kind: ordered.kind }),
        fromPlanType: ordered.fromPlanType,
        listPrice: order.listPrice,
        daysLeft: order.daysLeft,
        termDays: order.termDays,
        buyerState: order.buyerState,
      })
      .returning();
    if (applied.applied) {
      // a plan scheduled now is this payment's (a downgrade): one stored before either refused the
      // change or, being due, has just started
      await writeSubscription(tx, order.userId, applied.state, payment!.id);
      if (applied.state.scheduled) {
        await deps.jobs.send(PLAN_CHANGE_START, { userId: order.userId }, { db: tx, startAfter: applied.state.scheduled.startsAt });
      }
      if (applied.requoted)
        deps.log.warn(
          { userId: order.userId, orderId: order.id, ordered: ordered.kind, applied: applied.kind },
          'the plan moved on between order and payment: quoted again',
        );
    } else {
      deps.log.error(
        { userId: order.userId, orderId: order.id, paymentId: req.paymentId, kind: ordered.kind, reason: applied.reason },
        'payment not applied: its order no longer fits the plan; flagged for refund',
      );
    }
    await tx.update(paymentOrders).set({ status: 'paid', paidAt: at }).where(eq(paymentOrders.id, order.id));
    // the receipt goes by a job that commits with the payment: no request waits on the mail server,
    // and an outage of it delays the mail, never loses it
    await deps.jobs.send(RECEIPT_MAIL, { paymentId: payment!.id }, { db: tx });
    return { created: true, payment: payment! };
  });
  if (outcome.created && outcome.payment.status === 'applied') {
    // the payer reads their new plan at once here; the other instances hear of it from the database
    deps.userCache.drop(outcome.payment.userId);
    deps.log.info(
      {
        userId: outcome.payment.userId,
        paymentId: req.paymentId,
        plan: outcome.payment.planType,
        kind: outcome.payment.kind,
        until: outcome.payment.periodEnd,
        source: req.source,
      },
      'subscription activated',
    );
  }
  return outcome;
}
