// Razorpay mode against a local fake of the Orders API: success (basic auth, amount in minor
// units), refusal and a slow gateway give a clear 502 and store no order; checkout signatures
// use the key secret and webhooks the webhook secret; CSP opens for Razorpay's checkout only here.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { paymentOrders } from '../../db/schema-payments.ts';
import { profiles } from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { sandboxSignature } from '../../test/payments.ts';

const KEY_ID = 'rzp_test_fake123';
const KEY_SECRET = 'fake-key-secret';
const WEBHOOK_SECRET = 'fake-webhook-secret';

let mode: 'ok' | 'error' | 'slow' | 'lie' = 'ok';
const seen: { auth?: string; body: Record<string, unknown> }[] = [];
let n = 0;
const fake = http.createServer((req, res) => {
  let data = '';
  req.on('data', (c) => (data += c));
  req.on('end', () => {
    if (req.method !== 'POST' || req.url !== '/v1/orders') return void res.writeHead(404).end();
    const body = JSON.parse(data) as Record<string, unknown>;
    seen.push({ auth: req.headers.authorization, body });
    const reply = (status: number, json: unknown) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(json));
    if (mode === 'error') return reply(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    if (mode === 'slow') return void setTimeout(() => reply(200, { id: 'order_late' }), 6000);
    if (mode === 'lie') return reply(200, { id: `order_fake${++n}`, amount: 1, currency: body.currency, status: 'created' });
    reply(200, {
      id: `order_fake${++n}`,
      entity: 'order',
      amount: body.amount,
      currency: body.currency,
      receipt: body.receipt,
      status: 'created',
    });
  });
});

let ctx: TestContext;
let artist: TestUser;
beforeAll(async () => {
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  const { port } = fake.address() as AddressInfo;
  ctx = await createTestContext({
    env: {
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: `http://127.0.0.1:${port}`,
      // Long enough for a local answer on a busy machine, well short of the slow gateway's 6 s.
      RAZORPAY_TIMEOUT_MS: '2000',
    },
  });
  artist = await createUser(ctx);
});
afterAll(async () => {
  await ctx.close();
  fake.closeAllConnections();
  await new Promise((r) => fake.close(r));
});

const createOrder = (body: unknown) => ctx.request('POST', '/api/payments/orders', { cookie: artist.cookie, body });
const orderCount = async () => (await ctx.deps.db.select().from(paymentOrders).where(eq(paymentOrders.userId, artist.id))).length;

it('creates the order at Razorpay with basic auth and the server-computed amount', async () => {
  mode = 'ok';
  const res = await createOrder({ plan_type: 'small_label', amount: 1245, currency: 'INR' });
  expect(res.status).toBe(201);
  const body = await res.json();
  expect(body).toMatchObject({ key_id: KEY_ID, amount: 124500, currency: 'INR', sandbox: false });
  expect(body.order_id).toMatch(/^order_fake\d+$/);
  const last = seen.at(-1)!;
  expect(last.auth).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
  expect(last.body).toMatchObject({ amount: 124500, currency: 'INR', notes: { user_id: artist.id, plan_type: 'small_label' } });
  expect(await orderCount()).toBe(1);
});

it('a refusal, a slow gateway or an answer that differs gives a clear 502 and leaves no order', async () => {
  for (const m of ['error', 'slow', 'lie'] as const) {
    mode = m;
    const started = Date.now();
    const res = await createOrder({ plan_type: 'individual_artist', currency: 'USD' });
    expect(res.status, m).toBe(502);
    const { error } = await res.json();
    expect(error.message).toMatch(/payment gateway/);
    if (m === 'slow') expect(Date.now() - started).toBeLessThan(5000);
  }
  expect(await orderCount()).toBe(1);
});

it('verifies with the key secret, activates by webhook with the webhook secret, and has no sandbox', async () => {
  mode = 'ok';
  const order = await (await createOrder({ plan_type: 'enterprise_label', currency: 'USD' })).json();
  const sandbox = await ctx.request('POST', `/api/payments/sandbox/${order.order_id}/pay`, { cookie: artist.cookie, body: {} });
  expect(sandbox.status).toBe(404);

  const paymentId = 'pay_fakeA1';
  const sandboxSigned = sandboxSignature(`${order.order_id}|${paymentId}`);
  const bad = await ctx.request('POST', '/api/payments/verify', {
    cookie: artist.cookie,
    body: { razorpay_order_id: order.order_id, razorpay_payment_id: paymentId, razorpay_signature: sandboxSigned },
  });
  expect(bad.status).toBe(400);

  const raw = JSON.stringify({
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: order.order_id, amount: 3000, currency: 'USD', status: 'captured' } } },
  });
  const signedWithKey = createHmac('sha256', KEY_SECRET).update(raw).digest('hex');
  const refused = await ctx.app.request('/api/payments/webhook', {
    method: 'POST',
    headers: { 'X-Razorpay-Signature': signedWithKey },
    body: raw,
  });
  expect(refused.status).toBe(400);
  const signed = createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex');
  const ok = await ctx.app.request('/api/payments/webhook', { method: 'POST', headers: { 'X-Razorpay-Signature': signed }, body: raw });
  expect(await ok.json()).toEqual({ status: 'activated' });

  const good = createHmac('sha256', KEY_SECRET).update(`${order.order_id}|${paymentId}`).digest('hex');
  const verified = await ctx.request('POST', '/api/payments/verify', {
    cookie: artist.cookie,
    body: { razorpay_order_id: order.order_id, razorpay_payment_id: paymentId, razorpay_signature: good },
  });
  expect(verified.status).toBe(200);
  const [p] = await ctx.deps.db.select().from(profiles).where(eq(profiles.id, artist.id));
  expect(p).toMatchObject({ planType: 'enterprise_label', subscriptionStatus: 'active' });
});

it("allows Razorpay's checkout script and frames in the pages' CSP", async () => {
  // a page's policy (any path outside the API; this app serves no built pages, so a 404 page)
  const csp = (await ctx.app.request('/dashboard/billing')).headers.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'self' https://checkout.razorpay.com");
  expect(csp).toContain("frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com");
});
