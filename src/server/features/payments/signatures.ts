// The two HMAC-SHA256 checks that decide payment success: the checkout signature over
// "order_id|payment_id" (key secret) and the webhook signature over the raw body (webhook
// secret). Hex digests, compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacHex(payload: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

export const checkoutSignature = (orderId: string, paymentId: string, secret: string): string => hmacHex(`${orderId}|${paymentId}`, secret);

/** Constant-time comparison of two hex digests; anything malformed is simply unequal. */
export function sameDigest(expectedHex: string, givenHex: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(givenHex)) return false;
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(givenHex, 'hex'); // hex digits of either case decode alike
  return a.length === b.length && timingSafeEqual(a, b);
}

export function isValidCheckoutSignature(orderId: string, paymentId: string, signature: string, secret: string): boolean {
  return sameDigest(checkoutSignature(orderId, paymentId, secret), signature);
}

export function isValidWebhookSignature(rawBody: string | Buffer, signature: string | undefined, secret: string): boolean {
  return !!signature && sameDigest(hmacHex(rawBody, secret), signature);
}
