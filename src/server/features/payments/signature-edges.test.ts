// Signatures that are nearly right are wrong: one extra character after a valid signature, or
// a digest of the wrong length, is refused and never throws.
import { describe, expect, it } from 'vitest';
import { checkoutSignature, isValidCheckoutSignature, isValidWebhookSignature, sameDigest } from './signatures.ts';

describe('nearly valid signatures', () => {
  it('refuses a valid checkout signature with a character added before or after it', () => {
    const sig = checkoutSignature('order_1', 'pay_1', 'secret');
    expect(isValidCheckoutSignature('order_1', 'pay_1', sig, 'secret')).toBe(true);
    for (const extra of ['0', 'f', 'z', ' ', '\n']) {
      expect(isValidCheckoutSignature('order_1', 'pay_1', `${sig}${extra}`, 'secret')).toBe(false);
      expect(isValidCheckoutSignature('order_1', 'pay_1', `${extra}${sig}`, 'secret')).toBe(false);
    }
    expect(isValidWebhookSignature('{}', `${checkoutSignature('a', 'b', 's')}0`, 's')).toBe(false);
  });

  it('refuses a digest with an odd hex digit in front that would decode to the same bytes', () => {
    expect(sameDigest('0'.repeat(64), '0'.repeat(65))).toBe(false);
    expect(sameDigest('0'.repeat(64), '0'.repeat(64))).toBe(true);
  });

  it('calls digests of different lengths unequal instead of throwing', () => {
    expect(sameDigest('0'.repeat(62), '0'.repeat(64))).toBe(false);
    expect(sameDigest('', 'a'.repeat(64))).toBe(false);
  });
});
