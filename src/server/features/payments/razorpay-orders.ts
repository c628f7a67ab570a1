// Razorpay's Orders API: POST {RAZORPAY_API_URL}/v1/orders with basic auth, bounded by a timeout.
// Any failure becomes one clear 502 for the user; the caller stores nothing until this succeeds.
import type { Currency } from '../../../domain/money.ts';
import type { Logger } from '../../logger.ts';
import { DomainError } from '../../../domain/errors.ts';

export const GATEWAY_UNAVAILABLE = 'The payment gateway is not responding. Please try again in a few minutes.';

type RazorpayConfig = { keyId: string; keySecret: string; apiUrl: string; timeoutMs: number };
export type OrderRequest = { amount: number; currency: Currency; receipt: string; notes: Record<string, string> };

export async function createRazorpayOrder(cfg: RazorpayConfig, req: OrderRequest, log: Logger): Promise<{ id: string }> {
  const auth = Buffer.from(`${cfg.keyId}:${cfg.keySecret}`).toString('base64');
  let res: Response;
  try {
    res = await fetch(`${cfg.apiUrl}/v1/orders`, {
      method: 'POST',
      headers: { Authorization: `Basic ${auth}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(req),
      signal: AbortSignal.timeout(cfg.timeoutMs),
    });
  } catch (err) {
    log.warn({ err: (err as Error).name === 'TimeoutError' ? 'timeout' : String(err) }, 'razorpay order request failed');
    throw new DomainError('GATEWAY_UNAVAILABLE', GATEWAY_UNAVAILABLE);
  }
  let body: { id?: unknown; amount?: unknown; currency?: unknown; error?: { description?: string } } = {};
  try {
    body = (await res.json()) as typeof body;
  } catch {
    // not JSON: handled below
  }
  if (!res.ok || typeof body.id !== 'string' || !body.id.startsWith('order_')) {
    log.warn({ status: res.status, error: body.error?.description }, 'razorpay refused the order');
    throw new DomainError('GATEWAY_ERROR', 'The payment gateway could not create the order. Please try again.');
  }
  if (body.amount !== req.amount || body.currency !== req.currency) {
    log.warn({ id: body.id, amount: body.amount, currency: body.currency }, 'razorpay order differs from the request');
    throw new DomainError('GATEWAY_ERROR', 'The payment gateway could not create the order. Please try again.');
  }
  return { id: body.id };
}
