// Creates a payment order for a paid plan. The server computes the amount from the plan table
// in the requested currency; an amount sent by the client must match it. The order is stored
// only after the gateway created it, so a gateway failure leaves nothing behind.
import { randomBytes } from 'node:crypto';
import { planPrice, toMinor } from '../../../domain/currency.ts';
import { AMOUNT_MISMATCH, UNKNOWN_PLAN, paidPlan, type CreateOrderInput, type PaymentOrderDto } from '../../../domain/payments.ts';
import type { PaidPlanType } from '../../../domain/plans.ts';
import { paymentOrders } from '../../db/schema-payments.ts';
import type { Deps } from '../../deps.ts';
import { DomainError } from '../../../domain/errors.ts';
import { paymentGateway } from './gateway.ts';
import { createRazorpayOrder } from './razorpay-orders.ts';
import type { UserActor } from '../../actor.ts';

export async function createOrder(deps: Deps, { userId }: UserActor, input: CreateOrderInput): Promise<PaymentOrderDto> {
  const plan = paidPlan(input.plan_type);
  if (!plan) throw new DomainError('VALIDATION', UNKNOWN_PLAN, 'plan_type');
  const price = planPrice(plan, input.currency);
  if (input.amount !== undefined && input.amount !== price) {
    deps.log.warn({ userId, plan: plan.type, sent: input.amount, price, currency: input.currency }, 'order refused: amount differs from the price');
    throw new DomainError('VALIDATION', AMOUNT_MISMATCH, 'amount');
  }
  const amount = toMinor(price);
  const gateway = paymentGateway(deps.env);
  const receipt = `rcpt_${randomBytes(8).toString('hex')}`;
  const id =
    gateway.mode === 'razorpay'
      ? (await createRazorpayOrder(gateway, { amount, currency: input.currency, receipt, notes: { user_id: userId, plan_type: plan.type } }, deps.log)).id
      : `order_sbx_${randomBytes(10).toString('hex')}`;
  await deps.db.insert(paymentOrders).values({ id, userId, planType: plan.type, amount, currency: input.currency, provider: gateway.mode });
  deps.log.info({ userId, orderId: id, plan: plan.type, amount, currency: input.currency }, 'payment order created');
  return {
    key_id: gateway.keyId,
    amount,
    currency: input.currency,
    order_id: id,
    plan_type: plan.type as PaidPlanType,
    plan_name: plan.name,
    sandbox: gateway.mode === 'sandbox',
  };
}
