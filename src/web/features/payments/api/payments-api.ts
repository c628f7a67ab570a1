// The payment calls and their query options: the visitor's currency, the quoted plan changes,
// billing; creating an order, completing a sandbox checkout, verifying a checkout result (used by
// use-checkout.ts, which refreshes what a payment changes). The server decides amounts; the amount
// sent here is only checked there.
import { queryOptions } from '@tanstack/react-query';
import type { Currency } from '../../../../domain/money.ts';
import type { CheckoutResult } from '../../../../domain/payments.ts';
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
    queryFn: ({ signal }) => api('GET /payments/plan-changes', { query: { currency }, signal }),
    enabled: !!currency,
    staleTime: 60_000,
  });

export const billingOptions = () =>
  queryOptions({ queryKey: billingQueryKey, queryFn: ({ signal }) => api('GET /payments/billing', { signal }) });

export const createPaymentOrder = (body: { plan_type: string; amount: number; currency: Currency; billing_state?: string }) =>
  api('POST /payments/orders', { body });

export const completeSandboxPayment = (orderId: string) => api('POST /payments/sandbox/:orderId/pay', { params: { orderId } });

export const verifyPayment = (result: CheckoutResult) => api('POST /payments/verify', { body: result });

export const receiptUrl = (paymentId: string) => `/api/payments/${encodeURIComponent(paymentId)}/receipt`;
