// A payment row as its owner reads it: an applied one with the period it bought, one owed back
// with the reason it was not applied (and no period).
import { receiptNumber } from '../../../domain/payments.ts';
import type { PaymentDto } from '../../../domain/payments-dto.ts';
import type { Currency } from '../../../domain/money.ts';
import type { PlanChangeKind } from '../../../domain/plan-change.ts';
import { planByType, type PaidPlanType } from '../../../domain/plans.ts';
import type { payments } from '../../db/schema-payments.ts';

export function toPaymentDto(row: typeof payments.$inferSelect): PaymentDto {
  const fields = {
    id: row.id,
    receiptNumber: receiptNumber(row.receiptNo),
    razorpayPaymentId: row.razorpayPaymentId,
    orderId: row.orderId,
    planType: row.planType as PaidPlanType,
    planName: planByType(row.planType)?.name ?? row.planType,
    amount: row.amount,
    currency: row.currency as Currency,
    paidAt: row.createdAt.toISOString(),
    kind: row.kind as PlanChangeKind,
    fromPlanName: row.fromPlanType ? (planByType(row.fromPlanType)?.name ?? row.fromPlanType) : null,
    listPrice: row.listPrice,
    proration:
      row.kind === 'upgrade' && row.daysLeft !== null && row.termDays !== null ? { daysLeft: row.daysLeft, termDays: row.termDays } : null,
    buyerState: row.buyerState,
  };
  // the table's check holds each status to its fields: a period for an applied one, a reason otherwise
  if (row.status === 'refund_due')
    return { ...fields, status: 'refund_due', periodStart: null, periodEnd: null, refundReason: row.refundReason! };
  return {
    ...fields,
    status: 'applied',
    periodStart: row.periodStart!.toISOString(),
    periodEnd: row.periodEnd!.toISOString(),
    refundReason: null,
  };
}
