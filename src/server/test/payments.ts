// Shortcuts the payments tests share: a user put on a paid plan directly, and what the database
// then holds for them; a logger whose lines a test reads; the sandbox's signatures and a webhook
// posted as the gateway would. `ctx` is read when called, as test files create theirs in beforeAll.
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { profiles } from '../db/schema.ts';
import { payments } from '../db/schema-payments.ts';
import { TEST_SANDBOX_SECRET, type TestContext } from './test-context.ts';

export function profileHelpers(ctx: () => TestContext) {
  return {
    subscribe: (userId: string, planType: string, expiresAt: Date) =>
      ctx()
        .deps.db.update(profiles)
        .set({ planType, subscriptionPlan: planType, subscriptionStatus: 'active', subscriptionExpiresAt: expiresAt })
        .where(eq(profiles.id, userId)),
    profileOf: async (id: string) => (await ctx().deps.db.select().from(profiles).where(eq(profiles.id, id)))[0]!,
    paymentsOf: (id: string) => ctx().deps.db.select().from(payments).where(eq(payments.userId, id)),
  };
}

/** A logger whose lines (parsed) land in `logs`; empty it with `logs.length = 0`. */
export function capturedLog() {
  const logs: Record<string, unknown>[] = [];
  const log = pino({ level: 'info', base: undefined }, { write: (line: string) => void logs.push(JSON.parse(line)) });
  return { logs, log };
}

/** The sandbox's signature of `data` (a webhook body, or "order_id|payment_id" for a checkout). */
export const sandboxSignature = (data: string) => createHmac('sha256', TEST_SANDBOX_SECRET).update(data).digest('hex');

/** Posts a webhook body as the gateway would: signed by the sandbox unless a signature is given. */
export const postWebhook = (ctx: TestContext, raw: string, signature = sandboxSignature(raw)) =>
  ctx.app.request('/api/payments/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Razorpay-Signature': signature },
    body: raw,
  });

/** A checkout the sandbox paid, as the gateway names it. */
export type PaidCheckout = { razorpay_order_id: string; razorpay_payment_id: string; amount: number; currency: string };

/** The gateway's payment entity for a paid checkout (in payment.captured and order.paid). */
export const capturedPayment = (c: PaidCheckout) => ({
  entity: {
    id: c.razorpay_payment_id,
    entity: 'payment',
    order_id: c.razorpay_order_id,
    amount: c.amount,
    currency: c.currency,
    status: 'captured',
  },
});
