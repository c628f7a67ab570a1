// The payment operations at their edges, called as the routes call them: what an order costs
// and which refusal a wrong amount or a blocked change gets, the receipt sent to Razorpay, and
// the sandbox checkout refusing outside the sandbox, for someone else's or a Razorpay order, and
// for an order already paid.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMOUNT_MISMATCH, UNKNOWN_PLAN, type CreateOrderInput } from '../../../domain/payments.ts';
import { PRICE_CHANGED } from '../../../domain/plan-change-dto.ts';
import type { UserActor } from '../../actor.ts';
import { paymentOrders } from '../../db/schema-payments.ts';
import type { Deps } from '../../deps.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser } from '../../test/users.ts';
import { createOrder } from './create-order.ts';
import { quoteFor, quotePlanChanges } from './quote-plan-change.ts';
import { sandboxPay } from './sandbox-pay.ts';
import { verifyPayment } from './verify-payment.ts';
import { capturedLog, profileHelpers } from '../../test/payments.ts';

const DAY = 24 * 3600 * 1000;

const seen: Record<string, unknown>[] = [];
let n = 0;
const fakeRazorpay = http.createServer((req, res) => {
  let data = '';
  req.on('data', (c) => (data += c));
  req.on('end', () => {
    const body = JSON.parse(data) as Record<string, unknown>;
    seen.push(body);
    res
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ id: `order_edge${++n}`, entity: 'order', amount: body.amount, currency: body.currency, status: 'created' }));
  });
});

let ctx: TestContext;
const { subscribe } = profileHelpers(() => ctx);
let razorpay: Deps;
beforeAll(async () => {
  await new Promise<void>((r) => fakeRazorpay.listen(0, '127.0.0.1', r));
  const { port } = fakeRazorpay.address() as AddressInfo;
  ctx = await createTestContext();
  razorpay = {
    ...ctx.deps,
    env: {
      ...ctx.deps.env,
      RAZORPAY_KEY_ID: 'rzp_test_edges',
      RAZORPAY_KEY_SECRET: 'edges-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'edges-webhook-secret',
      RAZORPAY_API_URL: `http://127.0.0.1:${port}`,
    },
  };
});
afterAll(async () => {
  await ctx.close();
  fakeRazorpay.closeAllConnections();
  await new Promise((r) => fakeRazorpay.close(r));
});

async function actor(): Promise<UserActor> {
  const u = await createUser(ctx);
  return { kind: 'user', userId: u.id, role: 'user', ip: null };
}

/** An order as the route would pass it, but with any plan name (the route's schema refuses unknown ones first). */
const order = (deps: Deps, who: UserActor, input: { plan_type: string; amount?: number }) =>
  createOrder(deps, who, { currency: 'USD', ...input } as CreateOrderInput);

describe('orders', () => {
  it('refuses a plan that is not a paid plan, naming the field, when called without the route', async () => {
    const who = await actor();
    for (const plan_type of ['platinum', 'free']) {
      await expect(order(ctx.deps, who, { plan_type })).rejects.toMatchObject({
        code: 'VALIDATION',
        message: UNKNOWN_PLAN,
        field: 'plan_type',
      });
    }
  });

  it('refuses a wrong amount for a new plan as a mismatch, and for an upgrade as a moved price', async () => {
    const who = await actor();
    await expect(order(ctx.deps, who, { plan_type: 'small_label', amount: 1 })).rejects.toMatchObject({
      code: 'VALIDATION',
      message: AMOUNT_MISMATCH,
      field: 'amount',
    });
    await subscribe(who.userId, 'individual_artist', new Date(Date.now() + 100.5 * DAY));
    await expect(order(ctx.deps, who, { plan_type: 'small_label', amount: 1 })).rejects.toMatchObject({
      code: 'VALIDATION',
      message: PRICE_CHANGED,
      field: 'amount',
    });
    expect(await ctx.deps.db.select().from(paymentOrders).where(eq(paymentOrders.userId, who.userId))).toEqual([]);
  });

  it('refuses a change while another is scheduled with the reason, naming the plan field', async () => {
    const who = await actor();
    await subscribe(who.userId, 'enterprise_label', new Date(Date.now() + 100.5 * DAY));
    const down = await order(ctx.deps, who, { plan_type: 'individual_artist' });
    expect(down.kind).toBe('downgrade');
    await verifyPayment(ctx.deps, who, await sandboxPay(ctx.deps, who, down.order_id));
    await expect(order(ctx.deps, who, { plan_type: 'small_label' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/^Your Individual Artist plan is already paid for and starts on /),
      field: 'plan_type',
    });
  });

  it('sends Razorpay a receipt of its own for each order', async () => {
    const who = await actor();
    const a = await order(razorpay, who, { plan_type: 'individual_artist' });
    const b = await order(razorpay, who, { plan_type: 'individual_artist' });
    expect(a).toMatchObject({ order_id: expect.stringMatching(/^order_edge\d+$/), sandbox: false, amount: 500 });
    const receipts = seen.slice(-2).map((s) => s.receipt);
    for (const r of receipts) expect(r).toMatch(/^rcpt_[0-9a-f]{16}$/);
    expect(receipts[0]).not.toBe(receipts[1]);
    expect(b.order_id).not.toBe(a.order_id);
  });
});

describe('orders in the log', () => {
  it('a created order is logged at info, a refused amount at warn, each with the user and plan', async () => {
    const who = await actor();
    const { logs, log } = capturedLog();
    const logged = { ...ctx.deps, log };
    const made = await order(logged, who, { plan_type: 'small_label' });
    await expect(order(logged, who, { plan_type: 'small_label', amount: 1 })).rejects.toThrow(AMOUNT_MISMATCH);
    expect(logs).toMatchObject([
      { level: 30, msg: 'payment order created', userId: who.userId, orderId: made.order_id, plan: 'small_label' },
      { level: 40, msg: 'order refused: amount differs from the quote', userId: who.userId, plan: 'small_label', sent: 1 },
    ]);
  });
});

describe('quotes', () => {
  it('say "Profile not found" for a user without a profile', async () => {
    const who: UserActor = { kind: 'user', userId: randomUUID(), role: 'user', ip: null };
    await expect(quoteFor(ctx.deps.db, who.userId, 'small_label', 'USD', new Date())).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Profile not found',
    });
    await expect(quotePlanChanges(ctx.deps, who, { currency: 'USD' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Profile not found',
    });
  });
});

describe('the sandbox checkout', () => {
  it('is off while Razorpay takes the payments', async () => {
    const who = await actor();
    const o = await order(razorpay, who, { plan_type: 'individual_artist' });
    await expect(sandboxPay(razorpay, who, o.order_id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'The sandbox checkout is off',
    });
  });

  it("finds neither another user's order nor a Razorpay order", async () => {
    const owner = await actor();
    const stranger = await actor();
    const mine = await order(ctx.deps, owner, { plan_type: 'individual_artist' });
    await expect(sandboxPay(ctx.deps, stranger, mine.order_id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Payment order not found',
    });
    const real = await order(razorpay, owner, { plan_type: 'individual_artist' });
    await expect(sandboxPay(ctx.deps, owner, real.order_id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Payment order not found',
    });
  });

  it('refuses an order already paid', async () => {
    const who = await actor();
    const o = await order(ctx.deps, who, { plan_type: 'individual_artist' });
    const paid = await sandboxPay(ctx.deps, who, o.order_id);
    expect(paid.razorpay_order_id).toBe(o.order_id);
    await verifyPayment(ctx.deps, who, paid);
    await expect(sandboxPay(ctx.deps, who, o.order_id)).rejects.toMatchObject({ code: 'CONFLICT', message: 'This order is already paid' });
  });
});
