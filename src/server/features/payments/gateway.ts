// Which payment gateway serves this install: Razorpay when its three settings are given,
// otherwise the built-in sandbox that signs with a local secret (SANDBOX_PAYMENT_SECRET, or one
// generated on first use and kept in DATA_DIR). Both run the same server checks.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Env } from '../../env.ts';

export const SANDBOX_KEY_ID = 'rzp_sandbox';

export type Gateway =
  | { mode: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string; apiUrl: string; timeoutMs: number }
  | { mode: 'sandbox'; keyId: typeof SANDBOX_KEY_ID; keySecret: string; webhookSecret: string };

const cache = new WeakMap<Env, Gateway>();

export function isRazorpayConfigured(env: Env): boolean {
  return !!(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET);
}

export function paymentGateway(env: Env): Gateway {
  const hit = cache.get(env);
  if (hit) return hit;
  let gateway: Gateway;
  if (isRazorpayConfigured(env)) {
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
