// The payment calls and their query options: the visitor's currency, the quoted plan changes,
// billing; creating an order, completing a sandbox checkout, verifying a checkout result (used by
// use-checkout.ts, which refreshes what a payment changes). The server decides amounts; the amount
// sent here is only checked there.
import { queryOptions } from '@tanstack/react-query';
import type { Currency } from '../../../../domain/money.ts';
import type { BillingDto, CheckoutResult, PaymentOrderDto, VerifyResultDto } from '../../../../domain/payments.ts';
import type { PlanChangesDto } from '../../../../domain/plan-change-dto.ts';
import { api } from '../../../lib/api-client.ts';
import { detectCurrency } from '../../../lib/currency.ts';

export const billingQueryKey = ['billing'] as const;
export const planChangesQueryKey = ['plan-changes'] as const;

/** The visitor's currency, detected once per page load. */
export const currencyOptions = () =>
  queryOptions({ queryKey: ['currency'], queryFn: () => detectCurrency(), staleTime: Infinity, gcTime: Infinity, retry: false });

/** What paying for each paid plan would do for the signed-in user, quoted by the server (waits for the currency). */
export const planChangesOptions = (currency: Currency | undefined) =>
  queryOptions({
    queryKey: [...planChangesQueryKey, currency],
    queryFn: ({ signal }) => api<PlanChangesDto>(`/payments/plan-changes?currency=${currency}`, { signal }),
    enabled: !!currency,
    staleTime: 60_000,
  });

export const billingOptions = () =>
  queryOptions({ queryKey: billingQueryKey, queryFn: ({ signal }) => api<BillingDto>('/payments/billing', { signal }) });

export const createPaymentOrder = (body: { plan_type: string; amount: number; currency: Currency; billing_state?: string }) =>
  api<PaymentOrderDto>('/payments/orders', { method: 'POST', body });

export const completeSandboxPayment = (orderId: string) =>
  api<CheckoutResult>(`/payments/sandbox/${encodeURIComponent(orderId)}/pay`, { method: 'POST', body: {} });

export const verifyPayment = (result: CheckoutResult) => api<VerifyResultDto>('/payments/verify', { method: 'POST', body: result });

export const receiptUrl = (paymentId: string) => `/api/payments/${encodeURIComponent(paymentId)}/receipt`;
