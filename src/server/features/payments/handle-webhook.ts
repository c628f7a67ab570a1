// Gateway webhooks (payment.captured, order.paid): the X-Razorpay-Signature over the raw body
// with the webhook secret decides whether we listen at all; then the paid amount and currency
// must match our order before the subscription activates (idempotently, like verify). A payment
// its order no longer fits is recorded as owed back (refund-due), never applied.
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { DomainError } from '../../../domain/errors.ts';
import { activateSubscription } from './activate-subscription.ts';
import { paymentGateway } from './gateway.ts';
import { isValidWebhookSignature } from './signatures.ts';

const HANDLED: ReadonlySet<unknown> = new Set(['payment.captured', 'order.paid']);

const eventSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({
      entity: z.object({
        id: z.string().min(1).max(100),
        order_id: z.string().min(1).max(100),
        amount: z.number().int(),
        currency: z.string(),
      }),
    }),
    order: z.object({ entity: z.object({ id: z.string(), amount_paid: z.number().int().optional() }) }).optional(),
  }),
});

export type WebhookOutcome = { status: 'activated' | 'already-active' | 'refund-due' | 'ignored' };

export async function handleWebhook(deps: Deps, rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
  const { webhookSecret } = paymentGateway(deps.env);
  if (!isValidWebhookSignature(rawBody, signature, webhookSecret)) {
    deps.log.warn({ bytes: rawBody.length, signed: !!signature }, 'webhook refused: bad signature');
    throw new DomainError('SIGNATURE_INVALID', 'Invalid webhook signature');
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new DomainError('BAD_REQUEST', 'The webhook body must be JSON');
  }
  const kind = (json as { event?: unknown } | null)?.event;
  if (!HANDLED.has(kind)) return { status: 'ignored' };
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) {
    deps.log.warn({ event: kind }, 'webhook refused: unexpected payload');
    throw new DomainError('BAD_REQUEST', 'Unexpected webhook payload');
  }
  const payment = parsed.data.payload.payment.entity;
  const order = parsed.data.payload.order?.entity;
  if (order && (order.id !== payment.order_id || (order.amount_paid !== undefined && order.amount_paid !== payment.amount))) {
    deps.log.warn({ event: kind, orderId: order.id, paymentOrderId: payment.order_id }, 'webhook refused: order and payment disagree');
    throw new DomainError('PAYMENT_MISMATCH', 'The payment does not match the order');
  }
  const { created, payment: recorded } = await activateSubscription(deps, {
    orderId: payment.order_id,
    paymentId: payment.id,
    source: 'webhook',
    paid: { amount: payment.amount, currency: payment.currency },
  });
  if (recorded.status === 'refund_due') return { status: 'refund-due' };
  return { status: created ? 'activated' : 'already-active' };
}
