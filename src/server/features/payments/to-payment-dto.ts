import { receiptNumber, type PaymentDto, type SubscriptionDto } from '../../../domain/payments.ts';
import type { Currency } from '../../../domain/currency.ts';
import { planByType, type PaidPlanType, type PlanType } from '../../../domain/plans.ts';
import type { profiles } from '../../db/schema.ts';
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
    periodEnd: row.periodEnd.toISOString(),
  };
}

export function toSubscriptionDto(row: Pick<typeof profiles.$inferSelect, 'planType' | 'subscriptionStatus' | 'subscriptionExpiresAt'>): SubscriptionDto {
  const plan = planByType(row.planType);
  return {
    planType: (plan?.type ?? 'free') as PlanType,
    planName: plan?.name ?? 'Free',
    status: row.subscriptionStatus === 'active' ? 'active' : 'inactive',
    expiresAt: row.subscriptionExpiresAt?.toISOString() ?? null,
  };
}
