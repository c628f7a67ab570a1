// Creates a payment order for a paid plan. The server quotes the plan change (a new plan, a
// renewal, an upgrade charged the price difference for the days left, or a downgrade that starts
// when the term ends) in the requested currency; an amount sent by the client must match it. The
// order keeps what was quoted, so activation applies exactly that. The order is stored only
// after the gateway created it, so a gateway failure leaves nothing behind.
import { randomBytes } from 'node:crypto';
import { majorToMinor } from '../../../domain/money.ts';
import { AMOUNT_MISMATCH, UNKNOWN_PLAN, paidPlan, type CreateOrderInput } from '../../../domain/payments.ts';
import type { PaymentOrderDto } from '../../../domain/payments-dto.ts';
import { PRICE_CHANGED } from '../../../domain/plan-change-dto.ts';
import type { PaidPlanType } from '../../../domain/plans.ts';
import { paymentOrders } from '../../db/schema-payments.ts';
import type { Deps } from '../../deps.ts';
import { DomainError } from '../../../domain/errors.ts';
import { paymentGateway } from './gateway.ts';
import { createRazorpayOrder } from './razorpay-orders.ts';
import { quoteFor } from './quote-plan-change.ts';
import type { UserActor } from '../../actor.ts';

export async function createOrder(deps: Deps, { userId }: UserActor, input: CreateOrderInput): Promise<PaymentOrderDto> {
  const plan = paidPlan(input.plan_type);
  if (!plan) throw new DomainError('VALIDATION', UNKNOWN_PLAN, 'plan_type');
  const type = plan.type as PaidPlanType;
  const quote = await quoteFor(deps.db, userId, type, input.currency, new Date());
  if (!quote.ok) throw new DomainError('CONFLICT', quote.reason, 'plan_type');
  const change = quote.change;
  if (input.amount !== undefined && majorToMinor(input.amount) !== change.amount) {
    deps.log.warn(
      { userId, plan: type, sent: input.amount, amount: change.amount, kind: change.kind, currency: input.currency },
      'order refused: amount differs from the quote',
    );
    // a plan's own price never moves; a prorated difference does, day by day
    throw new DomainError('VALIDATION', change.kind === 'upgrade' ? PRICE_CHANGED : AMOUNT_MISMATCH, 'amount');
  }
  const amount = change.amount;
  const gateway = paymentGateway(deps.env);
  const receipt = `rcpt_${randomBytes(8).toString('hex')}`;
  const id =
    gateway.mode === 'razorpay'
      ? (
          await createRazorpayOrder(
            gateway,
            { amount, currency: input.currency, receipt, notes: { user_id: userId, plan_type: type, kind: change.kind } },
            deps.log,
          )
        ).id
      : `order_sbx_${randomBytes(10).toString('hex')}`;
  await deps.db.insert(paymentOrders).values({
    id,
    userId,
    planType: type,
    amount,
    currency: input.currency,
    provider: gateway.mode,
    kind: change.kind,
    fromPlanType: change.fromPlanType,
    baseExpiresAt: change.baseExpiresAt,
    listPrice: change.listPrice,
    daysLeft: change.proration?.daysLeft ?? null,
    termDays: change.proration?.termDays ?? null,
    buyerState: input.billing_state ?? null,
  });
  deps.log.info({ userId, orderId: id, plan: type, kind: change.kind, amount, currency: input.currency }, 'payment order created');
  return {
    key_id: gateway.keyId,
    amount,
    currency: input.currency,
    order_id: id,
    plan_type: type,
    plan_name: plan.name,
    sandbox: gateway.mode === 'sandbox',
    kind: change.kind,
  };
}
