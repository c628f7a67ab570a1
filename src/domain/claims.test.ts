// The payout claim's rules one by one: the amount as sent, each problem with its field and the
// spec's message at its boundary, the form's issues, the details kept per method, the masked
// summary, the balance floored at 0, and the shortfall of claims above earnings.
import { describe, expect, it } from 'vitest';
import {
  balanceFrom,
  CLAIM_TEXTS,
  claimsShortfall,
  claimFormSchema,
  claimProblem,
  claimRequestSchema,
  detailsForMethod,
  maskPaymentDetails,
  type ClaimRequest,
} from './claims.ts';
import { parseUnits } from './earnings-decimal.ts';
import { DEFAULT_PAYOUT_METHODS, methodTerms } from './payout-fees.ts';

const WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';
const BANK = { account_holder: 'Ava Artist', bank_name: 'First Bank', account_number: '000123456789', routing_number: '021000021' };
const LIMITS = { balance: '35.00', methods: methodTerms('10.00', DEFAULT_PAYOUT_METHODS) };
const paypal = (amount: string): ClaimRequest => ({
  amount,
  payment_method: 'paypal',
  payment_details: { paypal_email: 'ava@example.com' },
});

describe('the amount as sent', () => {
  const parsed = (amount: unknown) => claimRequestSchema.safeParse({ amount });

  it('is trimmed text, or a number written as text', () => {
    expect(parsed(' 12.50 ').data?.amount).toBe('12.50');
    expect(parsed(12.5).data?.amount).toBe('12.5');
    expect(parsed('7').data).toEqual({ amount: '7', payment_method: '', payment_details: {} });
  });

  it('is refused with the spec message unless positive, with at most 2 decimals and 9 whole digits', () => {
    for (const amount of ['abc', '0', '0.00', '-5', '1.234', '1e3', '1234567890', '', null]) {
      const r = parsed(amount);
      expect(r.success, String(amount)).toBe(false);
      expect(
        r.error?.issues.map((i) => i.message),
        String(amount),
      ).toEqual([CLAIM_TEXTS.invalidAmount]);
    }
    expect(parsed('0.01').success).toBe(true);
    expect(parsed('999999999.99').success).toBe(true);
  });
});

describe('the first problem with a claim', () => {
  it('is the amount when it is no positive decimal', () => {
    for (const amount of ['abc', '0', '-1']) {
      expect(claimProblem(paypal(amount), LIMITS), amount).toEqual({ field: 'amount', message: CLAIM_TEXTS.invalidAmount });
    }
  });

  it('is the balance above it, the whole balance being claimable', () => {
    expect(claimProblem(paypal('35.01'), LIMITS)).toEqual({
      field: 'amount',
      message: 'Insufficient balance: You can only claim up to $35.00',
    });
    expect(claimProblem(paypal('35.00'), LIMITS)).toBeNull();
  });

  it('is the minimum below it, the minimum itself being enough', () => {
    expect(claimProblem(paypal('9.99'), LIMITS)).toEqual({ field: 'amount', message: 'Minimum payout amount is $10.00' });
    expect(claimProblem(paypal('10'), LIMITS)).toBeNull();
  });

  it('is then the method, the details the method needs, and their shape', () => {
    const base = { amount: '10', payment_details: {} };
    expect(claimProblem({ ...base, payment_method: '' }, LIMITS)).toEqual({ field: 'payment_method', message: CLAIM_TEXTS.methodRequired });
    expect(claimProblem({ ...base, payment_method: 'bank_transfer', payment_details: { ...BANK, bank_name: '' } }, LIMITS)).toEqual({
      field: 'payment_details',
      message: CLAIM_TEXTS.detailsRequired,
    });
    expect(claimProblem({ ...base, payment_method: 'bank_transfer', payment_details: BANK }, LIMITS)).toBeNull();
    expect(claimProblem({ ...base, payment_method: 'paypal', payment_details: { paypal_email: 'ava@' } }, LIMITS)).toEqual({
      field: 'payment_details.paypal_email',
      message: CLAIM_TEXTS.invalidPaypal,
    });
    expect(claimProblem({ ...base, payment_method: 'crypto', payment_details: { crypto_wallet: `${WALLET}0` } }, LIMITS)).toEqual({
      field: 'payment_details.crypto_wallet',
      message: CLAIM_TEXTS.invalidWallet,
    });
    expect(claimProblem({ ...base, payment_method: 'crypto', payment_details: { crypto_wallet: WALLET } }, LIMITS)).toBeNull();
  });
});

describe("the form's schema", () => {
  it('puts the problem on its field, nested fields by their path', () => {
    const form = claimFormSchema(LIMITS);
    const issues = (body: unknown) => form.safeParse(body).error?.issues.map((i) => ({ code: i.code, path: i.path, message: i.message }));
    expect(issues({ amount: '10', payment_method: 'paypal', payment_details: { paypal_email: 'nope' } })).toEqual([
      { code: 'custom', path: ['payment_details', 'paypal_email'], message: CLAIM_TEXTS.invalidPaypal },
    ]);
    expect(issues({ amount: '40', payment_method: 'paypal' })).toEqual([
      { code: 'custom', path: ['amount'], message: 'Insufficient balance: You can only claim up to $35.00' },
    ]);
    expect(form.safeParse({ amount: '10', payment_method: 'crypto', payment_details: { crypto_wallet: WALLET } }).success).toBe(true);
  });
});

describe('the details kept', () => {
  it('are only those the method needs', () => {
    expect(detailsForMethod('paypal', { paypal_email: 'ava@example.com', bank_name: 'First Bank' })).toEqual({
      paypal_email: 'ava@example.com',
    });
    expect(detailsForMethod('bank_transfer', { ...BANK, crypto_wallet: WALLET })).toEqual(BANK);
    expect(detailsForMethod('crypto', { crypto_wallet: WALLET, paypal_email: 'ava@example.com' })).toEqual({ crypto_wallet: WALLET });
  });
});

describe('the masked summary', () => {
  it('shows the bank and the last 4 digits of the account', () => {
    expect(maskPaymentDetails('bank_transfer', BANK)).toBe('First Bank ••••6789');
    expect(maskPaymentDetails('bank_transfer', { account_number: '12' })).toBe('Bank ••••12');
    expect(maskPaymentDetails('bank_transfer', { bank_name: 'First Bank' })).toBe('First Bank ••••');
  });

  it('shows the first 2 letters of a PayPal address and its domain', () => {
    expect(maskPaymentDetails('paypal', { paypal_email: 'ava@example.com' })).toBe('av•••@example.com');
    expect(maskPaymentDetails('paypal', { paypal_email: 'nobody' })).toBe('no•••@');
    expect(maskPaymentDetails('paypal', {})).toBe('•••@');
  });

  it('shows the first 6 and last 4 characters of a wallet', () => {
    expect(maskPaymentDetails('crypto', { crypto_wallet: WALLET })).toBe('0x5290…9EE7');
    expect(maskPaymentDetails('crypto', {})).toBe('…');
  });
});

describe('the balance from sums', () => {
  it('is what is left, to the cent rounded down, and never below 0', () => {
    expect(balanceFrom(parseUnits('35.009')!, parseUnits('10')!)).toBe('25.00');
    expect(balanceFrom(parseUnits('10')!, parseUnits('10')!)).toBe('0.00');
    expect(balanceFrom(parseUnits('10')!, parseUnits('10.01')!)).toBe('0.00');
  });
});

describe('claims against earnings', () => {
  it('are covered up to the earnings exactly, and when there are none', () => {
    expect(claimsShortfall('Ava', '45.00', '45')).toBeNull();
    expect(claimsShortfall('Ava', '45.00', '45.000000000001')).toBeNull();
    expect(claimsShortfall('Ava', '0', '-12.5')).toBeNull();
  });

  it('fall short by the claims less the earnings rounded down to the cent', () => {
    expect(claimsShortfall('Ava', '45.00', '44.999999999999')).toEqual({ name: 'Ava', held: '45.00', net: '44.99', short: '0.01' });
    expect(claimsShortfall('Dee', '808.16', '268.17')).toEqual({ name: 'Dee', held: '808.16', net: '268.17', short: '539.99' });
    expect(claimsShortfall('Cy', '10.00', '-5.001')).toEqual({ name: 'Cy', held: '10.00', net: '-5.01', short: '15.01' });
  });
});
