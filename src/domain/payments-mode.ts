// Which checkout this install runs: Razorpay (real money), the built-in sandbox (no money moves:
// only on a loopback PUBLIC_URL by default, elsewhere when PAYMENTS_SANDBOX=on, and then said on
// every pricing screen), or none (paid plans cannot be bought and say so).
export type PaymentsMode = 'razorpay' | 'sandbox' | 'off';

export const PAYMENTS_OFF_MESSAGE = 'Payments are not configured on this site yet, so paid plans cannot be bought. Please contact support.';

export const TEST_PAYMENTS_NOTICE = {
  title: 'Test payments',
  body: 'This site uses a test checkout: no money is taken, and plans bought here are for trying the service only.',
} as const;

export const PAYMENTS_OFF_NOTICE = { title: 'Payments are not configured', body: PAYMENTS_OFF_MESSAGE } as const;

/** Whether a URL points at this machine: localhost (and *.localhost), 127.0.0.0/8 or ::1. */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]';
}
