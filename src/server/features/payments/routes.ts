// Plans and payments: orders, checkout verification, the gateway webhook (public, but
// authenticated by its signature over the raw body), the sandbox checkout, billing, receipts,
// what each plan change would cost, the currency lookup, and a plan-gated API-access check.
import { TEAM } from '../../../domain/teams.ts';
import { z } from 'zod';
import { currencyForCountry } from '../../../domain/currency.ts';
import { checkoutResultSchema, createOrderSchema } from '../../../domain/payments.ts';
import { billingDto, checkoutResultDto, currencyInfoDto, paymentOrderDto, verifyResultDto } from '../../../domain/payments-dto.ts';
import { planChangesDto, planChangesQuerySchema } from '../../../domain/plan-change-dto.ts';
import type { Deps } from '../../deps.ts';
import { idParams } from '../../http/id-param.ts';
import { rawAnswer, route } from '../../http/route.ts';
import { assertPlanFeature } from './assert-plan-feature.ts';
import { createOrder } from './create-order.ts';
import { detectCountry } from './detect-country.ts';
import { getBilling } from './get-billing.ts';
import { getReceiptHtml } from './get-receipt.ts';
import { getReceiptPdf } from './get-receipt-pdf.ts';
import { handleWebhook } from './handle-webhook.ts';
import { quotePlanChanges } from './quote-plan-change.ts';
import { sandboxPay } from './sandbox-pay.ts';
import { verifyPayment } from './verify-payment.ts';

const orderParams = z.object({ orderId: z.string().min(1, 'Payment order not found').max(100, 'Payment order not found') });
const receiptParams = idParams('Receipt not found');

/** Paying: the order, the checkout's result, the gateway's events and the sandbox checkout. */
const checkoutRoutes = (deps: Deps) => [
  route(
    {
      method: 'POST',
      path: '/payments/orders',
      access: 'user',
      body: createOrderSchema,
      response: paymentOrderDto,
      status: 201,
      summary: 'A payment order for a paid plan, priced by the server',
    },
    ({ actor, body }) => createOrder(deps, actor, body),
  ),
  route(
    {
      method: 'POST',
      path: '/payments/verify',
      access: 'user',
      body: checkoutResultSchema,
      response: verifyResultDto,
      summary: "Check the checkout's signature and apply the payment",
    },
    ({ actor, body }) => verifyPayment(deps, actor, body),
  ),
  // The gateway reads only the status of the reply; its body says what was done, for the logs.
  route(
    {
      method: 'POST',
      path: '/payments/webhook',
      access: 'public',
      auth: 'signature',
      bodyKind: 'raw',
      response: rawAnswer('application/json', 'What the event did: activated, already active, refund due or ignored'),
      summary: "The payment gateway's signed events",
    },
    async ({ c }) => {
      const raw = Buffer.from(await c.req.arrayBuffer());
      return c.json(await handleWebhook(deps, raw, c.req.header('x-razorpay-signature')));
    },
  ),
  route(
    {
      method: 'POST',
      path: '/payments/sandbox/:orderId/pay',
      access: 'user',
      params: orderParams,
      response: checkoutResultDto,
      summary: "The sandbox checkout's Pay: a signed checkout result",
    },
    ({ actor, params }) => sandboxPay(deps, actor, params.orderId),
  ),
];

/** What the subscriber reads: plan changes, billing, receipts, the currency, a plan feature. */
const accountRoutes = (deps: Deps) => [
  route(
    {
      method: 'GET',
      path: '/payments/plan-changes',
      access: 'user',
      query: planChangesQuerySchema,
      response: planChangesDto,
      summary: 'What paying for each paid plan would do now',
    },
    ({ actor, query }) => quotePlanChanges(deps, actor, query),
  ),
  route(
    { method: 'GET', path: '/payments/billing', access: 'user', response: billingDto, summary: 'The subscription and its payments' },
    ({ actor }) => getBilling(deps, actor),
  ),
  route(
    {
      method: 'GET',
      path: '/payments/:id/receipt',
      access: 'user',
      params: receiptParams,
      response: rawAnswer('text/html', "The payment's receipt as a page"),
      summary: "A payment's receipt",
    },
    async ({ c, actor, params }) => c.html(await getReceiptHtml(deps, actor, params.id)),
  ),
  route(
    {
      method: 'GET',
      path: '/payments/:id/receipt.pdf',
      access: 'user',
      params: receiptParams,
      response: rawAnswer('application/pdf', "The payment's receipt as a PDF"),
      summary: "A payment's receipt as PDF",
    },
    async ({ c, actor, params }) => {
      const { pdf, fileName } = await getReceiptPdf(deps, actor, params.id);
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'private, no-store',
      });
    },
  ),
  route(
    {
      method: 'GET',
      path: '/payments/currency',
      access: 'public',
      response: currencyInfoDto,
      summary: "The visitor's currency, by their address",
    },
    async ({ ip }) => currencyForCountry(await detectCountry(deps, ip ?? undefined)),
  ),
  route(
    {
      method: 'GET',
      path: '/me/api-access',
      access: 'user',
      team: TEAM.everyone,
      response: z.object({ feature: z.literal('api_access'), enabled: z.literal(true), userId: z.string() }),
      summary: 'Whether the plan includes API access (refused when it does not)',
    },
    async ({ actor }) => {
      await assertPlanFeature(deps, actor, 'api_access');
      return { feature: 'api_access' as const, enabled: true as const, userId: actor.userId };
    },
  ),
];

export const paymentRoutes = (deps: Deps) => [...checkoutRoutes(deps), ...accountRoutes(deps)];
