// Our HMAC checks against vectors computed independently (openssl, and Node's crypto directly)
// and against the official Razorpay SDK's own validation helpers.
import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import razorpayUtils from 'razorpay/dist/utils/razorpay-utils.js';
import { checkoutSignature, hmacHex, isValidCheckoutSignature, isValidWebhookSignature, sameDigest } from './signatures.ts';

const { validatePaymentVerification, validateWebhookSignature } = razorpayUtils;

describe('checkout signature: HMAC-SHA256 of "order_id|payment_id"', () => {
  it('matches a vector computed with openssl', () => {
    // printf 'order_IEIaMR65cu6nz3|pay_IH4NVgf4Dreq1l' | openssl dgst -sha256 -hmac 'EnLs21M47BllR3X8PSFtjtbd'
    const sig = '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f';
    expect(checkoutSignature('order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', 'EnLs21M47BllR3X8PSFtjtbd')).toBe(sig);
    expect(isValidCheckoutSignature('order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', sig, 'EnLs21M47BllR3X8PSFtjtbd')).toBe(true);
    expect(isValidCheckoutSignature('order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', sig.toUpperCase(), 'EnLs21M47BllR3X8PSFtjtbd')).toBe(
      true,
    );
  });

  it('agrees with Node crypto and with the SDK on random inputs, and both refuse the same forgeries', () => {
    for (let i = 0; i < 50; i++) {
      const secret = randomBytes(18).toString('base64url');
      const order = `order_${randomBytes(7).toString('hex')}`;
      const payment = `pay_${randomBytes(7).toString('hex')}`;
      const expected = createHmac('sha256', secret).update(`${order}|${payment}`).digest('hex');
      expect(checkoutSignature(order, payment, secret)).toBe(expected);
      expect(isValidCheckoutSignature(order, payment, expected, secret)).toBe(true);
      expect(validatePaymentVerification({ order_id: order, payment_id: payment }, expected, secret)).toBe(true);

      const forged = [
        expected.slice(0, -1) + (expected.endsWith('0') ? '1' : '0'), // one digit off
        checkoutSignature(order, payment, `${secret}x`), // wrong secret
        checkoutSignature(payment, order, secret), // swapped ids
        checkoutSignature(order, `${payment}1`, secret), // replayed for another payment
      ];
      for (const f of forged) {
        expect(isValidCheckoutSignature(order, payment, f, secret)).toBe(false);
        expect(validatePaymentVerification({ order_id: order, payment_id: payment }, f, secret)).toBe(false);
      }
    }
  });

  it('refuses malformed signatures without throwing', () => {
    for (const bad of ['', 'abc', 'z'.repeat(64), '0'.repeat(63), '0'.repeat(65), `${'0'.repeat(62)} 0`]) {
      expect(isValidCheckoutSignature('order_1', 'pay_1', bad, 'secret')).toBe(false);
    }
    expect(sameDigest('0'.repeat(64), '0'.repeat(64))).toBe(true);
  });
});

describe('webhook signature: HMAC-SHA256 of the raw body', () => {
  it('matches a vector computed with openssl', () => {
    // printf '{"event":"payment.captured"}' | openssl dgst -sha256 -hmac 'whsec_test_123'
    const sig = 'f9e9a176ca79a0893e8bc89c6eb33075ffe1efcce50a96032070742e43281be3';
    expect(hmacHex('{"event":"payment.captured"}', 'whsec_test_123')).toBe(sig);
    expect(isValidWebhookSignature(Buffer.from('{"event":"payment.captured"}'), sig, 'whsec_test_123')).toBe(true);
  });

  it('agrees with the SDK, byte for byte: reformatting the body breaks the signature', () => {
    const secret = randomBytes(16).toString('hex');
    const body = JSON.stringify({
      event: 'order.paid',
      payload: { payment: { entity: { id: 'pay_1', amount: 41500, currency: 'INR', notes: { name: 'Anaïs ✓' } } } },
    });
    const sig = createHmac('sha256', secret).update(body).digest('hex');
    expect(isValidWebhookSignature(Buffer.from(body), sig, secret)).toBe(true);
    expect(validateWebhookSignature(body, sig, secret)).toBe(true);
    const pretty = JSON.stringify(JSON.parse(body), null, 2);
    expect(isValidWebhookSignature(Buffer.from(pretty), sig, secret)).toBe(false);
    expect(validateWebhookSignature(pretty, sig, secret)).toBe(false);
    expect(isValidWebhookSignature(Buffer.from(body), undefined, secret)).toBe(false);
    expect(isValidWebhookSignature(Buffer.from(body), sig, `${secret}0`)).toBe(false);
  });
});
