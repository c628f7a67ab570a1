// Razorpay's Orders API as the order operation calls it, against a local fake: the request it
// sends, and every answer that must become one clear gateway error (refused, not JSON, not an
// order, another amount, another currency, too slow, unreachable).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { createRazorpayOrder, GATEWAY_UNAVAILABLE, type OrderRequest } from './razorpay-orders.ts';

type Reply = { status: number; body: string; delayMs?: number };
let reply: (req: { amount: number; currency: string }) => Reply;
const seen: { method?: string; url?: string; auth?: string; type?: string; body: unknown }[] = [];
const fake = http.createServer((req, res) => {
  let data = '';
  req.on('data', (c) => (data += c));
  req.on('end', () => {
    const body = JSON.parse(data) as { amount: number; currency: string };
    seen.push({ method: req.method, url: req.url, auth: req.headers.authorization, type: req.headers['content-type'], body });
    const r = reply(body);
    setTimeout(() => res.writeHead(r.status, { 'Content-Type': 'application/json' }).end(r.body), r.delayMs ?? 0);
  });
});

let apiUrl: string;
beforeAll(async () => {
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  apiUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(async () => {
  fake.closeAllConnections();
  await new Promise((r) => fake.close(r));
});
beforeEach(() => {
  seen.length = 0;
});

const log = createLogger('fatal');
const cfg = () => ({ keyId: 'rzp_test_key', keySecret: 'the-secret', apiUrl, timeoutMs: 400 });
const request: OrderRequest = { amount: 124500, currency: 'INR', receipt: 'rcpt_1', notes: { user_id: 'u1', plan_type: 'small_label' } };
const ok =
  (over: object = {}) =>
  (b: { amount: number; currency: string }): Reply => ({
    status: 200,
    body: JSON.stringify({ id: 'order_Abc123', entity: 'order', amount: b.amount, currency: b.currency, status: 'created', ...over }),
  });
const GATEWAY_ERROR = { code: 'GATEWAY_ERROR', message: 'The payment gateway could not create the order. Please try again.' };

describe('createRazorpayOrder', () => {
  it('posts the order with basic auth and JSON, and answers its id', async () => {
    reply = ok();
    expect(await createRazorpayOrder(cfg(), request, log)).toEqual({ id: 'order_Abc123' });
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/v1/orders',
        auth: `Basic ${Buffer.from('rzp_test_key:the-secret').toString('base64')}`,
        type: 'application/json',
        body: { amount: 124500, currency: 'INR', receipt: 'rcpt_1', notes: { user_id: 'u1', plan_type: 'small_label' } },
      },
    ]);
  });

  it('refuses an order returned in another currency', async () => {
    reply = ok({ currency: 'USD' });
    await expect(createRazorpayOrder(cfg(), request, log)).rejects.toMatchObject(GATEWAY_ERROR);
  });

  it('refuses an order returned for another amount', async () => {
    reply = ok({ amount: 124499 });
    await expect(createRazorpayOrder(cfg(), request, log)).rejects.toMatchObject(GATEWAY_ERROR);
    reply = ok({ amount: '124500' });
    await expect(createRazorpayOrder(cfg(), request, log)).rejects.toMatchObject(GATEWAY_ERROR);
  });

  it('refuses a refusal, an answer that is not JSON, and an answer that is not an order', async () => {
    const answers: Reply[] = [
      { status: 401, body: JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }) },
      { status: 500, body: JSON.stringify({ id: 'order_Abc123', amount: 124500, currency: 'INR' }) },
      { status: 200, body: '<html>maintenance</html>' },
      { status: 200, body: JSON.stringify({ id: 'pay_Abc123', amount: 124500, currency: 'INR' }) },
      { status: 200, body: JSON.stringify({ id: 42, amount: 124500, currency: 'INR' }) },
      { status: 200, body: JSON.stringify({ amount: 124500, currency: 'INR' }) },
    ];
    for (const a of answers) {
      reply = () => a;
      await expect(createRazorpayOrder(cfg(), request, log), a.body).rejects.toMatchObject(GATEWAY_ERROR);
    }
  });

  it('gives up on a slow gateway within its timeout, and on one that cannot be reached', async () => {
    reply = (b) => ({ ...ok()(b), delayMs: 2000 });
    const started = Date.now();
    await expect(createRazorpayOrder(cfg(), request, log)).rejects.toMatchObject({
      code: 'GATEWAY_UNAVAILABLE',
      message: GATEWAY_UNAVAILABLE,
    });
    expect(Date.now() - started).toBeLessThan(1500);
    await expect(createRazorpayOrder({ ...cfg(), apiUrl: 'http://127.0.0.1:9' }, request, log)).rejects.toMatchObject({
      code: 'GATEWAY_UNAVAILABLE',
    });
    expect(GATEWAY_UNAVAILABLE).toBe('The payment gateway is not responding. Please try again in a few minutes.');
  });
});
