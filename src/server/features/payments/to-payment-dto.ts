import { receiptNumber, type PaymentDto } from '../../../domain/payments.ts';
import type { Currency } from '../../../domain/money.ts';
import type { PlanChangeKind } from '../../../domain/plan-change.ts';
import { planByType, type PaidPlanType } from '../../../domain/plans.ts';
import type { payments } from '../../db/schema-payments.ts';

export function toPaymentDto(row: typeof payments.$inferSelect): PaymentDto {
  return {
    id: row.id,
    receiptNumber: receiptNumber(row.receiptNo),
    razorpayPaymentId: row.razorpayPaymentId,
    orderId: row.orderId,
    planType: row.planType as PaidPlanType,
    planName: planByType(row.planType)?.name ?? row.planType,
    amount: row.amount,
    currency: row.currency as Currency,
    paidAt: row.createdAt.toISOString(),
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    kind: row.kind as PlanChangeKind,
    fromPlanName: row.fromPlanType ? (planByType(row.fromPlanType)?.name ?? row.fromPlanType) : null,
    listPrice: row.listPrice,
    proration:
      row.kind === 'upgrade' && row.daysLeft !== null && row.termDays !== null ? { daysLeft: row.daysLeft, termDays: row.termDays } : null,
  };
}
