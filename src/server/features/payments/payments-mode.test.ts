// The sandbox checkout runs only where nobody can be harmed: by default only on a loopback
// PUBLIC_URL; elsewhere only with PAYMENTS_SANDBOX=on (then with a warning at start-up and the
// notice on the pricing screens). Without either, paid plans cannot be bought and say so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackUrl } from '../../../domain/payments-mode.ts';
import { warnAboutPayments } from '../../boot.ts';
import { readEnv } from '../../env.ts';
import type { Logger } from '../../logger.ts';
import { createTestContext, sessionCookie, type TestContext } from '../../test/test-context.ts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { paymentsMode } from './gateway.ts';

const PUBLIC = 'https://tunelane.example';

/** An artist on a context whose PUBLIC_URL is not this test's origin. */
async function signedIn(ctx: TestContext, origin: string): Promise<string> {
  const email = `pay-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const password = 'correct-horse-battery';
  const headers = { Origin: origin };
  expect((await ctx.request('POST', '/api/auth/sign-up/email', { headers, body: { name: 'Payer', email, password } })).status).toBe(200);
  await ctx.deps.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  return sessionCookie(await ctx.request('POST', '/api/auth/sign-in/email', { headers, body: { email, password } }));
}

describe('the mode', () => {
  it('is the sandbox only on a loopback PUBLIC_URL unless PAYMENTS_SANDBOX says otherwise', () => {
    expect(isLoopbackUrl('http://localhost:3000')).toBe(true);
    expect(isLoopbackUrl('http://127.0.0.1:3000')).toBe(true);
    expect(isLoopbackUrl('http://[::1]:3000')).toBe(true);
    expect(isLoopbackUrl('http://app.localhost')).toBe(true);
    expect(isLoopbackUrl('https://tunelane.example')).toBe(false);
    expect(isLoopbackUrl('https://localhost.example.com')).toBe(false);
    expect(isLoopbackUrl('http://10.0.0.5')).toBe(false);
    expect(paymentsMode(readEnv({}))).toBe('sandbox');
    expect(paymentsMode(readEnv({ PUBLIC_URL: PUBLIC }))).toBe('off');
    expect(paymentsMode(readEnv({ PUBLIC_URL: PUBLIC, PAYMENTS_SANDBOX: 'on' }))).toBe('sandbox');
    expect(paymentsMode(readEnv({ PAYMENTS_SANDBOX: 'off' }))).toBe('off');
    const keys = { RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' };
    expect(paymentsMode(readEnv({ PUBLIC_URL: PUBLIC, PAYMENTS_SANDBOX: 'on', ...keys }))).toBe('razorpay');
    expect(() => readEnv({ PAYMENTS_SANDBOX: 'yes' })).toThrow(/PAYMENTS_SANDBOX: must be on or off/);
  });

  it('warns at start-up when the sandbox is live on a public address, and when nothing takes payments', () => {
    const warnings: string[] = [];
    const log = { warn: (a: unknown, b?: string) => void warnings.push(typeof a === 'string' ? a : (b ?? '')) } as unknown as Logger;
    warnAboutPayments(readEnv({}), log);
    expect(warnings).toEqual([]);
    warnAboutPayments(readEnv({ PUBLIC_URL: PUBLIC, PAYMENTS_SANDBOX: 'on' }), log);
    expect(warnings[0]).toMatch(/sandbox checkout is live/);
    warnAboutPayments(readEnv({ PUBLIC_URL: PUBLIC }), log);
    expect(warnings[1]).toMatch(/payments are off/);
  });
});

describe('on a public address without Razorpay keys', () => {
  let ctx: TestContext;
  let cookie: string;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { PUBLIC_URL: PUBLIC } });
    cookie = await signedIn(ctx, PUBLIC);
  });
  afterAll(() => ctx.close());

  it('sells no plan: orders and the sandbox checkout are refused, and the web app is told', async () => {
    const headers = { Origin: PUBLIC };
    const order = await ctx.request('POST', '/api/payments/orders', {
      cookie,
      headers,
      body: { plan_type: 'enterprise_label', currency: 'USD' },
    });
    expect(order.status).toBe(503);
    expect((await order.json()).error).toMatchObject({
      code: 'PAYMENTS_OFF',
      message: expect.stringMatching(/Payments are not configured/),
    });
    const pay = await ctx.request('POST', '/api/payments/sandbox/order_sbx_0123456789abcdef0123/pay', { cookie, headers, body: {} });
    expect(pay.status).toBe(503);
    const verify = await ctx.request('POST', '/api/payments/verify', {
      cookie,
      headers,
      body: { razorpay_order_id: 'order_sbx_x', razorpay_payment_id: 'pay_sbx_x', razorpay_signature: '0'.repeat(64) },
    });
    expect(verify.status).toBe(503);
    expect((await (await ctx.request('GET', '/api/config')).json()).payments).toBe('off');
  });
});

describe('on a public address with PAYMENTS_SANDBOX=on', () => {
  let ctx: TestContext;
  let cookie: string;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { PUBLIC_URL: PUBLIC, PAYMENTS_SANDBOX: 'on' } });
    cookie = await signedIn(ctx, PUBLIC);
  });
  afterAll(() => ctx.close());

  it('runs the sandbox checkout and tells the web app to mark it', async () => {
    const order = await ctx.request('POST', '/api/payments/orders', {
      cookie,
      headers: { Origin: PUBLIC },
      body: { plan_type: 'individual_artist', currency: 'USD' },
    });
    expect(order.status).toBe(201);
    expect((await order.json()).sandbox).toBe(true);
    expect((await (await ctx.request('GET', '/api/config')).json()).payments).toBe('sandbox');
  });
});
