// The extra Content-Security-Policy sources Razorpay's checkout needs (its script, its frames,
// its API and images), granted only when Razorpay is configured; the sandbox needs none.
import type { Env } from '../../env.ts';
import { isRazorpayConfigured } from './gateway.ts';

export type CheckoutCsp = { scriptSrc: string[]; frameSrc: string[]; connectSrc: string[]; imgSrc: string[] };

export function checkoutCsp(env: Env): CheckoutCsp {
  if (!isRazorpayConfigured(env)) return { scriptSrc: [], frameSrc: [], connectSrc: [], imgSrc: [] };
  return {
    scriptSrc: ['https://checkout.razorpay.com'],
    frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
    connectSrc: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
    imgSrc: ['https://cdn.razorpay.com'],
  };
}
