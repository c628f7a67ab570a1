// Loads Razorpay's checkout.js once; failing or taking longer than 10 seconds is
// "Failed to load payment gateway" (SPEC sections 8 and 9).
import { PAYMENT_TEXTS } from '../../../../domain/payments-texts.ts';

const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
const SCRIPT_TIMEOUT_MS = 10_000;

type RazorpayResponse = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  handler: (response: RazorpayResponse) => void;
  prefill: { email: string };
  theme: { color: string };
  modal: { ondismiss: () => void };
};
type RazorpayInstance = { open: () => void; on: (event: 'payment.failed', cb: (r: { error?: { description?: string } }) => void) => void };
type RazorpayCtor = new (options: RazorpayOptions) => RazorpayInstance;

let pending: Promise<RazorpayCtor> | null = null;

export function loadRazorpay(): Promise<RazorpayCtor> {
  const existing = (window as unknown as { Razorpay?: RazorpayCtor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  pending ??= new Promise<RazorpayCtor>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      clearTimeout(timer);
      script.remove();
      pending = null;
      reject(new Error(PAYMENT_TEXTS.gatewayLoad));
    };
    const timer = setTimeout(fail, SCRIPT_TIMEOUT_MS);
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      const ctor = (window as unknown as { Razorpay?: RazorpayCtor }).Razorpay;
      if (ctor) resolve(ctor);
      else fail();
    };
    script.onerror = fail;
    document.body.appendChild(script);
  });
  return pending;
}
