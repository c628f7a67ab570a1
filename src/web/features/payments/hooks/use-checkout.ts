// One plan's payment attempt: idle, then "Processing..." while the order is created and while
// the checkout is open, then idle again on dismissal, error or the end of the attempt
// (SPEC sections 4 and 8). Razorpay's checkout or the sandbox one; the server path is the same.
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast.ts';
import type { Currency } from '../../../../domain/money.ts';
import type { CheckoutResult } from '../../../../domain/payments.ts';
import type { PaymentOrderDto, VerifyResultDto } from '../../../../domain/payments-dto.ts';
import { PAYMENT_TEXTS } from '../../../../domain/payments-texts.ts';
import { planTypeFromName, type Plan } from '../../../../domain/plans.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { meQueryKey, useAuth, usePublicConfig } from '../../../lib/auth.ts';
import { billingQueryKey, completeSandboxPayment, createPaymentOrder, planChangesQueryKey, verifyPayment } from '../api/payments-api.ts';
import { billingStateFor } from '../lib/billing-state.ts';
import { loadRazorpay } from '../lib/load-razorpay.ts';

const THEME_COLOR = '#7c3aed';
const message = (err: unknown) => (err instanceof Error && err.message) || PAYMENT_TEXTS.failedFallback;

type CheckoutCalls = { brand: string; planName: string; email: string; finish: (r: CheckoutResult) => void; stop: () => void };

/** Razorpay's checkout for an order: its result goes to `finish`, closing it stops the wait. */
async function openRazorpay(order: PaymentOrderDto, o: CheckoutCalls) {
  const Razorpay = await loadRazorpay();
  const checkout = new Razorpay({
    key: order.key_id,
    amount: order.amount,
    currency: order.currency,
    name: o.brand,
    description: `${o.planName} Plan Subscription`,
    order_id: order.order_id,
    handler: (response) => o.finish(response),
    prefill: { email: o.email },
    theme: { color: THEME_COLOR },
    modal: { ondismiss: o.stop },
  });
  checkout.on('payment.failed', (r) =>
    toast.error(PAYMENT_TEXTS.failedTitle, { description: r.error?.description || PAYMENT_TEXTS.failedFallback }),
  );
  checkout.open();
}

/** `amount`: what the server quoted for this plan now, in minor units (it checks it again). */
export function useCheckout(plan: Plan, currency: Currency, amount: number, onSuccess?: () => void) {
  const { user } = useAuth();
  const config = usePublicConfig();
  const queryClient = useQueryClient();
  const [processing, setProcessing] = useState(false);
  const [sandboxOrder, setSandboxOrder] = useState<PaymentOrderDto | null>(null);

  const finish = useCallback(
    async (result: CheckoutResult) => {
      let verified: VerifyResultDto;
      try {
        verified = await verifyPayment(result);
      } catch {
        toast.error(PAYMENT_TEXTS.verifyTitle, { description: PAYMENT_TEXTS.verifyBody });
        setProcessing(false);
        return;
      }
      // paid for a plan that had changed meanwhile (another tab's payment landed first): not applied,
      // to be refunded; the page stays, its quotes refreshed, and billing lists the payment as such
      const applied = verified.data.status === 'applied';
      if (applied) toast.success(PAYMENT_TEXTS.successTitle, { description: PAYMENT_TEXTS.successBody(plan.name) });
      else toast.error(PAYMENT_TEXTS.notAppliedTitle, { description: PAYMENT_TEXTS.notAppliedBody });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
        queryClient.invalidateQueries({ queryKey: billingQueryKey }),
        queryClient.invalidateQueries({ queryKey: planChangesQueryKey }),
      ]);
      setProcessing(false);
      if (applied) onSuccess?.();
    },
    [plan.name, queryClient, onSuccess],
  );

  const fail = useCallback(
    (err: unknown) => {
      toast.error(PAYMENT_TEXTS.failedTitle, { description: message(err) });
      setProcessing(false);
      // a quote the server no longer gives (a day passed, another payment landed): show the new one
      if (err instanceof ApiError && (err.field === 'amount' || err.code === 'CONFLICT'))
        void queryClient.invalidateQueries({ queryKey: planChangesQueryKey });
    },
    [queryClient],
  );

  const start = useCallback(async () => {
    if (!user) {
      toast.error(PAYMENT_TEXTS.authTitle, { description: PAYMENT_TEXTS.authBody });
      return;
    }
    setProcessing(true);
    try {
      const order = await createPaymentOrder({
        plan_type: planTypeFromName(plan.name),
        amount: amount / 100,
        currency,
        billing_state: billingStateFor(currency),
      });
      if (order.sandbox) {
        setSandboxOrder(order);
        return;
      }
      await openRazorpay(order, {
        brand: config.data?.brand ?? 'Tunelane',
        planName: plan.name,
        email: user.email ?? '',
        finish: (response) => void finish(response),
        stop: () => setProcessing(false),
      });
    } catch (err) {
      fail(err);
    }
  }, [user, plan, currency, amount, config.data?.brand, finish, fail]);

  const sandbox = {
    order: sandboxOrder,
    email: user?.email ?? '',
    brand: config.data?.brand ?? 'Tunelane',
    async pay() {
      const order = sandboxOrder!;
      try {
        const result = await completeSandboxPayment(order.order_id);
        setSandboxOrder(null);
        await finish(result);
      } catch (err) {
        setSandboxOrder(null);
        fail(err);
      }
    },
    decline() {
      setSandboxOrder(null);
      fail(new Error('Your card was declined by the bank.'));
    },
    dismiss() {
      setSandboxOrder(null);
      setProcessing(false);
    },
  };

  return { processing, start, sandbox };
}
