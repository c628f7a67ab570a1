// What a stored order was quoted for, as the plan-change rules read it; null for a row no plan
// can come from (a plan or currency the table's checks did not guard).
import { isCurrency } from '../../../domain/money.ts';
import type { OrderedChange, PlanChangeKind } from '../../../domain/plan-change.ts';
import { isPaidPlanType } from '../../../domain/plans.ts';
import type { paymentOrders } from '../../db/schema-payments.ts';

type OrderRow = Pick<typeof paymentOrders.$inferSelect, 'kind' | 'planType' | 'fromPlanType' | 'currency' | 'amount' | 'baseExpiresAt'>;

export function orderedChange(order: OrderRow): OrderedChange | null {
  if (!isPaidPlanType(order.planType) || !isCurrency(order.currency)) return null;
  return {
    kind: order.kind as PlanChangeKind,
    planType: order.planType,
    fromPlanType: order.fromPlanType && isPaidPlanType(order.fromPlanType) ? order.fromPlanType : null,
    currency: order.currency,
    amount: order.amount,
    baseExpiresAt: order.baseExpiresAt,
  };
}
