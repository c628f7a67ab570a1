// Webhooks and gateways at their edges: an event we do not handle activates nothing even when it
// carries a real payment; the sandbox secret another process stored first wins the race to create
// it; and with Razorpay configured the sandbox checkout says it is off.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { profiles } from '../../db/schema.ts';
import { payments } from '../../db/schema-payments.ts';
import { readEnv } from '../../env.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { paymentGateway } from './gateway.ts';
import { handleWebhook } from './handle-webhook.ts';
import { sandboxPay } from './sandbox-pay.ts';
import { capturedLog, postWebhook, sandboxSignature } from '../../test/payments.ts';
import { verifyPayment } from './verify-payment.ts';

let ctx: TestContext;
let artist: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  artist = await createUser(ctx);
});
afterAll(() => ctx.close());

const webhook = (raw: string) => postWebhook(ctx, raw);

describe('webhooks we do not handle', () => {
  it('are answered "ignored" and activate nothing, even with a real payment in them', async () => {
    const o = await ctx.request('POST', '/api/payments/orders', {
      cookie: artist.cookie,
      body: { plan_type: 'small_label', currency: 'INR' },
    });
    expect(o.status).toBe(201);
    const { order_id, amount, currency } = await o.json();
    const pay = await ctx.request('POST', `/api/payments/sandbox/${order_id}/pay`, { cookie: artist.cookie, body: {} });
    const { razorpay_payment_id } = await pay.json();
    const payment = { entity: { id: razorpay_payment_id, order_id, amount, currency, status: 'failed' } };
    for (const body of [
      { event: 'payment.failed', payload: { payment } },
      { event: 'refund.processed', payload: { payment } },
      { payload: { payment } },
      { event: 42, payload: { payment } },
    ]) {
      const res = await webhook(JSON.stringify(body));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ignored' });
    }
    expect(await ctx.deps.db.select().from(payments).where(eq(payments.userId, artist.id))).toEqual([]);
    const [p] = await ctx.deps.db.select().from(profiles).where(eq(profiles.id, artist.id));
    expect(p).toMatchObject({ planType: 'free', subscriptionStatus: 'inactive', subscriptionExpiresAt: null });
  });
});

describe('refused webhooks and checkouts', () => {
  it('are each logged as a warning with what was wrong, for whoever watches the gateway', async () => {
    const { logs, log } = capturedLog();
    const deps = { ...ctx.deps, log };
    const refused = async (raw: string, signature: string | undefined) => {
      await expect(handleWebhook(deps, Buffer.from(raw), signature)).rejects.toThrow();
      return logs.splice(0);
    };
    expect(await refused('{}', undefined)).toEqual([
      { level: 40, time: expect.any(Number), msg: 'webhook refused: bad signature', bytes: 2, signed: false },
    ]);
    expect(await refused('{}', 'f'.repeat(64))).toEqual([
      { level: 40, time: expect.any(Number), msg: 'webhook refused: bad signature', bytes: 2, signed: true },
    ]);
    const odd = JSON.stringify({ event: 'payment.captured', payload: {} });
    expect(await refused(odd, sandboxSignature(odd))).toEqual([
      { level: 40, time: expect.any(Number), msg: 'webhook refused: unexpected payload', event: 'payment.captured' },
    ]);
    const entity = { id: 'pay_x', order_id: 'order_a', amount: 100, currency: 'INR', status: 'captured' };
    const mismatch = JSON.stringify({ event: 'order.paid', payload: { payment: { entity }, order: { entity: { id: 'order_b' } } } });
    expect(await refused(mismatch, sandboxSignature(mismatch))).toEqual([
      {
        level: 40,
        time: expect.any(Number),
        msg: 'webhook refused: order and payment disagree',
        event: 'order.paid',
        orderId: 'order_b',
        paymentOrderId: 'order_a',
      },
    ]);
  });

  it('a checkout verification with a bad signature is logged as a warning with who tried', async () => {
    const { logs, log } = capturedLog();
    const input = { razorpay_order_id: 'order_a', razorpay_payment_id: 'pay_a', razorpay_signature: '0'.repeat(64) };
    await expect(verifyPayment({ ...ctx.deps, log }, { kind: 'user', userId: artist.id, role: 'user', ip: null }, input)).rejects.toThrow(
      'Payment verification failed',
    );
    expect(logs).toMatchObject([
      { level: 40, msg: 'payment refused: bad checkout signature', userId: artist.id, orderId: 'order_a', paymentId: 'pay_a' },
    ]);
  });
});

describe('the generated sandbox secret', () => {
  const dirs: string[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
  });

  it('is the one another process stored first, read without its line break', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-sandbox-race-'));
    dirs.push(dataDir);
    const file = path.join(dataDir, 'sandbox-payment-secret');
    fs.writeFileSync(file, 'stored-by-the-other-process\n');
    // this process looked before the other one wrote it
    vi.spyOn(fs, 'readFileSync').mockImplementationOnce(() => {
      throw Object.assign(new Error('ENOENT: no such file or directory'), { code: 'ENOENT' });
    });
    const gateway = paymentGateway(readEnv({ DATA_DIR: dataDir }));
    expect(gateway).toMatchObject({
      mode: 'sandbox',
      keySecret: 'stored-by-the-other-process',
      webhookSecret: 'stored-by-the-other-process',
    });
    vi.restoreAllMocks();
    expect(fs.readFileSync(file, 'utf8')).toBe('stored-by-the-other-process\n'); // not overwritten
  });
});

describe('the sandbox checkout with Razorpay configured', () => {
  it('says it is off', async () => {
    const env = readEnv({ RAZORPAY_KEY_ID: 'rzp_test_abc', RAZORPAY_KEY_SECRET: 'key-secret', RAZORPAY_WEBHOOK_SECRET: 'hook-secret' });
    const err = await sandboxPay(
      { ...ctx.deps, env },
      { kind: 'user', userId: artist.id, role: 'user', ip: null },
      `order_${randomUUID()}`,
    ).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'NOT_FOUND', message: 'The sandbox checkout is off' });
  });
});
