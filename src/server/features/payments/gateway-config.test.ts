// Which gateway serves payments: Razorpay only with all three of its settings (never with the
// webhook secret missing), its address without a trailing slash, and the sandbox secret given or
// generated once in DATA_DIR and kept.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readEnv, type Env } from '../../env.ts';
import { isRazorpayConfigured, paymentGateway, SANDBOX_KEY_ID } from './gateway.ts';

const KEYS = { RAZORPAY_KEY_ID: 'rzp_test_abc', RAZORPAY_KEY_SECRET: 'key-secret', RAZORPAY_WEBHOOK_SECRET: 'hook-secret' };
const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-gateway-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('Razorpay mode', () => {
  it('refuses to start with the webhook secret missing, or any one of the three', () => {
    const { RAZORPAY_WEBHOOK_SECRET: _w, ...noHook } = KEYS;
    expect(() => readEnv(noHook)).toThrow(/RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be given together/);
    const { RAZORPAY_KEY_SECRET: _s, ...noSecret } = KEYS;
    expect(() => readEnv(noSecret)).toThrow(/must be given together/);
    expect(() => readEnv({ RAZORPAY_WEBHOOK_SECRET: 'hook-secret' })).toThrow(/must be given together/);
  });

  it('is on only when all three settings are there', () => {
    const env = readEnv(KEYS);
    expect(isRazorpayConfigured(env)).toBe(true);
    for (const missing of Object.keys(KEYS)) {
      expect(isRazorpayConfigured({ ...env, [missing]: undefined } as Env), missing).toBe(false);
      expect(isRazorpayConfigured({ ...env, [missing]: '' } as Env), missing).toBe(false);
    }
    expect(isRazorpayConfigured(readEnv({}))).toBe(false);
  });

  it('uses the key secret for checkouts, the webhook secret for webhooks, and the API address without its trailing slash', () => {
    const g = paymentGateway(readEnv({ ...KEYS, RAZORPAY_API_URL: 'http://127.0.0.1:9/', RAZORPAY_TIMEOUT_MS: '2500' }));
    expect(g).toEqual({
      mode: 'razorpay',
      keyId: 'rzp_test_abc',
      keySecret: 'key-secret',
      webhookSecret: 'hook-secret',
      apiUrl: 'http://127.0.0.1:9',
      timeoutMs: 2500,
    });
    expect(paymentGateway(readEnv(KEYS))).toMatchObject({ apiUrl: 'https://api.razorpay.com', timeoutMs: 10_000 });
  });
});

describe('the sandbox', () => {
  it('signs with the configured secret', () => {
    const env = readEnv({ SANDBOX_PAYMENT_SECRET: 's'.repeat(40), DATA_DIR: tmp() });
    expect(paymentGateway(env)).toEqual({
      mode: 'sandbox',
      keyId: SANDBOX_KEY_ID,
      keySecret: 's'.repeat(40),
      webhookSecret: 's'.repeat(40),
    });
    expect(SANDBOX_KEY_ID).toBe('rzp_sandbox');
  });

  it('generates a secret once, keeps it private in DATA_DIR, and reads it back', () => {
    const dataDir = path.join(tmp(), 'nested', 'data');
    const first = paymentGateway(readEnv({ DATA_DIR: dataDir }));
    const file = path.join(dataDir, 'sandbox-payment-secret');
    expect(fs.readFileSync(file, 'utf8')).toBe(first.keySecret);
    expect(first.keySecret).toMatch(/^[\w-]{43}$/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const again = paymentGateway(readEnv({ DATA_DIR: dataDir }));
    expect(again.keySecret).toBe(first.keySecret);
    expect(again).not.toBe(first);
  });

  it('reads a stored secret without its line break', () => {
    const dataDir = tmp();
    fs.writeFileSync(path.join(dataDir, 'sandbox-payment-secret'), 'stored-secret\n');
    expect(paymentGateway(readEnv({ DATA_DIR: dataDir })).keySecret).toBe('stored-secret');
  });

  it('answers the same gateway for the same settings', () => {
    const env = readEnv({ DATA_DIR: tmp() });
    expect(paymentGateway(env)).toBe(paymentGateway(env));
  });
});
