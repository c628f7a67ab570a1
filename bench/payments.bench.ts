// Payments figures: the checkout-signature check in process; a whole sandbox payment over HTTP
// (order, sandbox pay, verify) one after another; 100 concurrent verify + webhook calls for one
// payment (must yield one payment); and the webhook's repeat path under load.
import fs from 'node:fs';
import { createHmac } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { isValidCheckoutSignature } from '../src/server/features/payments/signatures.ts';
import { fmt, percentileOf, startServer } from './support.ts';

const PORT = 3730;
const dataDir = '.data-bench/payments';
const SECRET = 'bench-sandbox-payment-secret-0123456789abcdef';

// 1. signature check
{
  const sig = createHmac('sha256', SECRET).update('order_sbx_1|pay_sbx_1').digest('hex');
  const N = 200_000;
  const t0 = performance.now();
  for (let i = 0; i < N; i++) if (!isValidCheckoutSignature('order_sbx_1', 'pay_sbx_1', sig, SECRET)) throw new Error('bad');
  const ms = performance.now() - t0;
  console.log(`checkout signature check: ${fmt(N / (ms / 1000) / 1000, 0)}k checks/s (${fmt((ms * 1000) / N, 2)} µs each)`);
}

const server = await startServer({ dataDir, port: PORT, fresh: true, env: { SANDBOX_PAYMENT_SECRET: SECRET } });
try {
  const url = server.url;
  const email = `bench${Date.now()}@example.com`;
  const json = { 'Content-Type': 'application/json', Origin: url };
  await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'Bench Artist', email, password: 'bench-password-1' }),
  });
  const dbSecret = fs.readFileSync(`${dataDir}/pg.secret`, 'utf8').trim();
  const db = new pg.Client({ connectionString: `postgres://postgres:${dbSecret}@127.0.0.1:${PORT + 20000}/postgres` });
  await db.connect();
  await db.query('update users set email_verified = true where email = $1', [email]);
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: 'bench-password-1' }),
  });
  const headers = {
    ...json,
    Cookie: signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  };
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${url}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };

  // 2. sequential payments
  const PAYMENTS = 100;
  const steps = { order: [] as number[], pay: [] as number[], verify: [] as number[], total: [] as number[] };
  let last: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string } | undefined;
  for (let i = 0; i < PAYMENTS; i++) {
    const t0 = performance.now();
    const order = await post('/payments/orders', { plan_type: 'individual_artist', currency: 'INR' });
    const t1 = performance.now();
    last = await post(`/payments/sandbox/${order.order_id}/pay`, {});
    const t2 = performance.now();
    await post('/payments/verify', last);
    const t3 = performance.now();
    steps.order.push(t1 - t0);
    steps.pay.push(t2 - t1);
    steps.verify.push(t3 - t2);
    steps.total.push(t3 - t0);
  }
  for (const [k, v] of Object.entries(steps))
    console.log(`sequential payments (${PAYMENTS}), ${k}: p50 ${fmt(percentileOf(v, 50))} ms, p99 ${fmt(percentileOf(v, 99))} ms`);

  // 3. contention on one payment
  const order = await post('/payments/orders', { plan_type: 'small_label', currency: 'USD' });
  const result = await post(`/payments/sandbox/${order.order_id}/pay`, {});
  const raw = JSON.stringify({
    event: 'payment.captured',
    payload: {
      payment: { entity: { id: result.razorpay_payment_id, order_id: order.order_id, amount: order.amount, currency: order.currency } },
    },
  });
  const sig = createHmac('sha256', SECRET).update(raw).digest('hex');
  const webhook = () =>
    fetch(`${url}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Razorpay-Signature': sig },
      body: raw,
    });
  const t0 = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      i % 2 ? webhook() : fetch(`${url}/api/payments/verify`, { method: 'POST', headers, body: JSON.stringify(result) }),
    ),
  );
  const contended = performance.now() - t0;
  const ok = answers.filter((a) => a.status === 200).length;
  const { rows } = await db.query('select count(*)::int as n from payments where order_id = $1', [order.order_id]);
  console.log(
    `100 concurrent verify+webhook for one payment: ${fmt(contended, 0)} ms, ${ok}/100 answered 200, payments recorded: ${rows[0].n}`,
  );
  await db.end();

  // 4. webhook repeats under load
  const r = await autocannon({
    url: `${url}/api/payments/webhook`,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Razorpay-Signature': sig },
    body: raw,
    duration: 8,
    connections: 10,
  });
  console.log(
    `webhook repeat (already active), 10 connections: ${fmt(r.requests.average, 0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}`,
  );
  void last;
} finally {
  await server.stop();
}
