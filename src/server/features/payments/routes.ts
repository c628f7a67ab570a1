// Plans and payments: orders, checkout verification, the gateway webhook (public, but
// authenticated by its signature over the raw body), the sandbox checkout, billing, receipts,
// what each plan change would cost, the currency lookup, and a plan-gated API-access check.
import { z } from 'zod';
import { currencyForCountry } from '../../../domain/currency.ts';
import { checkoutResultSchema, createOrderSchema } from '../../../domain/payments.ts';
import { planChangesQuerySchema } from '../../../domain/plan-change-dto.ts';
import type { Deps } from '../../deps.ts';
import { idParams } from '../../http/id-param.ts';
import { route, type RouteDef } from '../../http/route.ts';
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

export const paymentRoutes = (deps: Deps) => [
  route({ method: 'POST', path: '/payments/orders', access: 'user', body: createOrderSchema }, async ({ c, actor, body }) =>
    c.json(await createOrder(deps, actor, body), 201),
  ),
  route({ method: 'POST', path: '/payments/verify', access: 'user', body: checkoutResultSchema }, async ({ c, actor, body }) =>
    c.json(await verifyPayment(deps, actor, body)),
  ),
  route({ method: 'POST', path: '/payments/webhook', access: 'public', auth: 'signature', bodyKind: 'raw' }, async ({ c }) => {
    const raw = Buffer.from(await c.req.arrayBuffer());
    return c.json(await handleWebhook(deps, raw, c.req.header('x-razorpay-signature')));
  }),
  route({ method: 'POST', path: '/payments/sandbox/:orderId/pay', access: 'user', params: orderParams }, async ({ c, actor, params }) =>
    c.json(await sandboxPay(deps, actor, params.orderId)),
  ),
  route({ method: 'GET', path: '/payments/plan-changes', access: 'user', query: planChangesQuerySchema }, async ({ c, actor, query }) =>
    c.json(await quotePlanChanges(deps, actor, query)),
  ),
  route({ method: 'GET', path: '/payments/billing', access: 'user' }, async ({ c, actor }) => c.json(await getBilling(deps, actor))),
  route(
    { method: 'GET', path: '/payments/:id/receipt', access: 'user', params: idParams('Receipt not found') },
    async ({ c, actor, params }) => c.html(await getReceiptHtml(deps, actor, params.id)),
  ),
  route(
    { method: 'GET', path: '/payments/:id/receipt.pdf', access: 'user', params: idParams('Receipt not found') },
    async ({ c, actor, params }) => {
      const { pdf, fileName } = await getReceiptPdf(deps, actor, params.id);
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'private, no-store',
      });
    },
  ),
  route({ method: 'GET', path: '/payments/currency', access: 'public' }, async ({ c, ip }) =>
    c.json(currencyForCountry(await detectCountry(deps, ip ?? undefined))),
  ),
  route({ method: 'GET', path: '/me/api-access', access: 'user' }, async ({ c, actor }) => {
    await assertPlanFeature(deps, actor, 'api_access');
    return c.json({ feature: 'api_access', enabled: true, userId: actor.userId });
  }),
];
