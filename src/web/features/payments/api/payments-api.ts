// The payment calls: quote the plan changes, create an order, complete a sandbox checkout,
// verify a checkout result, read billing. The server decides amounts; the amount sent here is only checked there.
import type { Currency } from '../../../../domain/money.ts';
import type { BillingDto, CheckoutResult, PaymentOrderDto, VerifyResultDto } from '../../../../domain/payments.ts';
import type { PlanChangesDto } from '../../../../domain/plan-change-dto.ts';
import { api } from '../../../lib/api-client.ts';

export const billingQueryKey = ['billing'] as const;
export const planChangesQueryKey = ['plan-changes'] as const;

export const fetchPlanChanges = (currency: Currency, signal?: AbortSignal) => api<PlanChangesDto>(`/payments/plan-changes?currency=${currency}`, { signal });

export const createPaymentOrder = (body: { plan_type: string; amount: number; currency: Currency }) =>
  api<PaymentOrderDto>('/payments/orders', { method: 'POST', body });

export const completeSandboxPayment = (orderId: string) =>
  api<CheckoutResult>(`/payments/sandbox/${encodeURIComponent(orderId)}/pay`, { method: 'POST', body: {} });

export const verifyPayment = (result: CheckoutResult) => api<VerifyResultDto>('/payments/verify', { method: 'POST', body: result });

export const fetchBilling = () => api<BillingDto>('/payments/billing');

export const receiptUrl = (paymentId: string) => `/api/payments/${encodeURIComponent(paymentId)}/receipt`;
