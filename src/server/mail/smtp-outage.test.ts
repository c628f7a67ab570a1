// Mail through a real SMTP server (the npm smtp-server, on loopback) and its outage: a receipt
// queued with its payment while the server is down is not lost; the job fails, is retried, and
// the mail arrives once the server is back, once.
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { paymentOrders, payments } from '../db/schema-payments.ts';
import { RECEIPT_MAIL } from '../features/payments/jobs.ts';
import { createTestContext, type TestContext } from '../test/test-context.ts';
import { createUser } from '../test/users.ts';
import { mailCatcher } from '../test/mail-catcher.ts';
import { createMailer } from './mailer.ts';

let ctx: TestContext;
let port: number;
const received: string[] = [];
const server = mailCatcher((text) => received.push(text));

/** A free loopback port, closed again: the mail server is down until it listens there. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port: free } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

beforeAll(async () => {
  ctx = await createTestContext({ jobs: [RECEIPT_MAIL.name] });
  port = await freePort();
  // the real SMTP transport, in place of the test's in-memory mailer
  ctx.deps.mailer.send = createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: 'Tunelane <billing@tunelane.test>',
    outboxDir: path.join(os.tmpdir(), 'unused-outbox'),
    log: ctx.deps.log,
  }).send;
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

it('keeps a mail through an outage of the mail server and sends it once the server is back', async () => {
  const user = await createUser(ctx, { name: 'Outage Payer' });
  const orderId = `order_outage_${Date.now()}`;
  await ctx.deps.db
    .insert(paymentOrders)
    .values({ id: orderId, userId: user.id, planType: 'small_label', amount: 1500, currency: 'USD', provider: 'sandbox', status: 'paid' });
  const [payment] = await ctx.deps.db
    .insert(payments)
    .values({
      razorpayPaymentId: `pay_${orderId}`,
      orderId,
      userId: user.id,
      planType: 'small_label',
      amount: 1500,
      currency: 'USD',
      source: 'verify',
      periodStart: new Date(),
      periodEnd: new Date(Date.now() + 365 * 86_400_000),
    })
    .returning();
  await ctx.deps.jobs.send(RECEIPT_MAIL, { paymentId: payment!.id });

  // the server is down: the job fails and waits for its retry
  const state = async () =>
    (
      await ctx.deps.pool.query<{ state: string; retry_count: number }>(
        `select state, retry_count from pgboss.job where name = $1 and data->>'paymentId' = $2`,
        [RECEIPT_MAIL.name, payment!.id],
      )
    ).rows[0];
  await expect.poll(async () => (await state())?.state, { timeout: 15_000 }).toBe('retry');
  expect(received).toEqual([]);

  // back: the retry (brought forward from its minute's pause) sends it
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await ctx.deps.pool.query(`update pgboss.job set start_after = now() where name = $1 and state = 'retry'`, [RECEIPT_MAIL.name]);
  await expect.poll(async () => (await state())?.state, { timeout: 15_000 }).toBe('completed');
  expect(received).toHaveLength(1);
  expect(received[0]).toContain(`To: ${user.email}`);
  expect(received[0]).toMatch(/Subject: Your Tunelane receipt TL-\d{6}/);
  expect((await state())!.retry_count).toBeGreaterThanOrEqual(1);
});
