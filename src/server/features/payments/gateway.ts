// Which payment gateway serves this install: Razorpay when its three settings are given;
// otherwise the built-in sandbox that signs with a local secret (SANDBOX_PAYMENT_SECRET, or one
// generated on first use and kept in DATA_DIR), but only where nobody can be harmed: on a
// loopback PUBLIC_URL, or elsewhere when PAYMENTS_SANDBOX=on. Without either, every payment
// operation is refused (PAYMENTS_OFF). Both gateways run the same server checks.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Env } from '../../env.ts';
import { DomainError } from '../../../domain/errors.ts';
import { isLoopbackUrl, PAYMENTS_OFF_MESSAGE, type PaymentsMode } from '../../../domain/payments-mode.ts';

export const SANDBOX_KEY_ID = 'rzp_sandbox';

export type Gateway =
  | { mode: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string; apiUrl: string; timeoutMs: number }
  | { mode: 'sandbox'; keyId: typeof SANDBOX_KEY_ID; keySecret: string; webhookSecret: string };

const cache = new WeakMap<Env, Gateway>();

export function isRazorpayConfigured(env: Env): boolean {
  return !!(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET);
}

export function paymentsMode(env: Env): PaymentsMode {
  if (isRazorpayConfigured(env)) return 'razorpay';
  const sandbox = env.PAYMENTS_SANDBOX === 'on' || (env.PAYMENTS_SANDBOX === undefined && isLoopbackUrl(env.PUBLIC_URL));
  return sandbox ? 'sandbox' : 'off';
}

/** The gateway, or a refusal when this install takes no payments. */
export function paymentGateway(env: Env): Gateway {
  const hit = cache.get(env);
  if (hit) return hit;
  const mode = paymentsMode(env);
  if (mode === 'off') throw new DomainError('PAYMENTS_OFF', PAYMENTS_OFF_MESSAGE);
  let gateway: Gateway;
  if (mode === 'razorpay') {
    gateway = {
      mode: 'razorpay',
      keyId: env.RAZORPAY_KEY_ID!,
      keySecret: env.RAZORPAY_KEY_SECRET!,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET!,
      apiUrl: env.RAZORPAY_API_URL.replace(/\/$/, ''),
      timeoutMs: env.RAZORPAY_TIMEOUT_MS,
    };
  } else {
    const secret = env.SANDBOX_PAYMENT_SECRET ?? storedSandboxSecret(path.resolve(env.DATA_DIR));
    gateway = { mode: 'sandbox', keyId: SANDBOX_KEY_ID, keySecret: secret, webhookSecret: secret };
  }
  cache.set(env, gateway);
  return gateway;
}

function storedSandboxSecret(dataDir: string): string {
  const file = path.join(dataDir, 'sandbox-payment-secret');
  try {
    // Stryker disable next-line StringLiteral: equivalent, a Buffer has no trim(), and the race path below reads the file again
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      return fs.readFileSync(file, 'utf8').trim(); // another process wrote it first
    }
  }
}
