// The sandbox checkout's "Pay": for the owner of an unpaid sandbox order, and only while no
// gateway is configured, produce the checkout result a real gateway would hand the browser,
// signed with the sandbox key secret. The browser then verifies it like any other payment.
// An order priced against a plan that has changed since (another order paid first, the term
// ended) is refused here, before any money would move; activation flags one paid anyway.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CheckoutResultDto } from '../../../domain/payments-dto.ts';
import { QUOTE_STALE } from '../../../domain/plan-change-dto.ts';
import { orderStillHolds } from '../../../domain/plan-change.ts';
import { paymentOrders } from '../../db/schema-payments.ts';
import type { Deps } from '../../deps.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import { paymentGateway } from './gateway.ts';
import { orderedChange } from './ordered-change.ts';
import { checkoutSignature } from './signatures.ts';
import { readSubscription } from './subscription-state.ts';
import type { UserActor } from '../../actor.ts';

export async function sandboxPay(deps: Deps, { userId }: UserActor, orderId: string): Promise<CheckoutResultDto> {
  const gateway = paymentGateway(deps.env);
  if (gateway.mode !== 'sandbox') throw notFound('The sandbox checkout is off');
  const [order] = await deps.db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.userId, userId)));
  if (!order || order.provider !== 'sandbox') throw notFound('Payment order not found');
  if (order.status !== 'created') throw new DomainError('CONFLICT', 'This order is already paid');
  const ordered = orderedChange(order);
  if (!ordered) throw new DomainError('CONFLICT', 'This order cannot be applied');
  const sub = await readSubscription(deps.db, userId);
  if (!sub) throw notFound('Profile not found');
  if (!orderStillHolds(sub.state, ordered, new Date())) {
    deps.log.warn(
      { userId, orderId, kind: ordered.kind, plan: ordered.planType },
      'sandbox checkout refused: the order is priced for a plan that changed',
    );
    throw new DomainError('CONFLICT', QUOTE_STALE);
  }
  const paymentId = `pay_sbx_${randomBytes(10).toString('hex')}`;
  return {
    razorpay_order_id: order.id,
    razorpay_payment_id: paymentId,
    razorpay_signature: checkoutSignature(order.id, paymentId, gateway.keySecret),
  };
}
