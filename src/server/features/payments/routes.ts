// Plans and payments: orders, checkout verification, the gateway webhook (public, but
// authenticated by its signature over the raw body), the sandbox checkout, billing, receipts,
// the currency lookup, and a plan-gated API-access check.
import { currencyForCountry } from '../../../domain/currency.ts';
import { checkoutResultSchema, createOrderSchema } from '../../../domain/payments.ts';
import type { Deps } from '../../http/context.ts';
import { clientIp } from '../../http/client-ip.ts';
import { route, type RouteDef } from '../../http/route.ts';
import { jsonBody } from '../../http/validate.ts';
import { createOrder } from './create-order.ts';
import { detectCountry } from './detect-country.ts';
import { getBilling } from './get-billing.ts';
import { getReceiptHtml } from './get-receipt.ts';
import { handleWebhook } from './handle-webhook.ts';
import { requirePlanFeature } from './require-plan-feature.ts';
import { sandboxPay } from './sandbox-pay.ts';
import { verifyPayment } from './verify-payment.ts';

export const WEBHOOK_PATH = '/payments/webhook';


export const paymentRoutes = (deps: Deps): RouteDef[] => [
  route('POST', '/payments/orders', 'user', async (c) => {
    const input = await jsonBody(c, createOrderSchema);
    return c.json(await createOrder(deps, c.get('user').id, input), 201);
  }),
  route('POST', '/payments/verify', 'user', async (c) => {
    const input = await jsonBody(c, checkoutResultSchema);
    return c.json(await verifyPayment(deps, c.get('user').id, input));
  }),
  route('POST', WEBHOOK_PATH, 'public', async (c) => {
    const raw = Buffer.from(await c.req.arrayBuffer());
    return c.json(await handleWebhook(deps, raw, c.req.header('x-razorpay-signature')));
  }),
  route('POST', '/payments/sandbox/:orderId/pay', 'user', async (c) => c.json(await sandboxPay(deps, c.get('user').id, c.req.param('orderId') ?? ''))),
  route('GET', '/payments/billing', 'user', async (c) => c.json(await getBilling(deps, c.get('user').id))),
  route('GET', '/payments/:paymentId/receipt', 'user', async (c) => c.html(await getReceiptHtml(deps, c.get('user').id, c.req.param('paymentId') ?? ''))),
  route('GET', '/payments/currency', 'public', async (c) => c.json(currencyForCountry(await detectCountry(deps, clientIp(c, deps.env.TRUST_PROXY))))),
  route(
    'GET',
    '/me/api-access',
    'user',
    requirePlanFeature(deps, 'api_access', async (c) => c.json({ feature: 'api_access', enabled: true, userId: c.get('user').id })),
  ),
];
