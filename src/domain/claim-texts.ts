// The payout claim's texts (SPEC sections 5 and 8), word for word, without zod: the claim form
// and the revenue page show them before (or without) loading the form's schema.
import { formatDecimal } from './money.ts';

/** An artist's claims not covered by their net earnings, as a refusal names them (claims.ts claimsShortfall). */
export type ClaimsShortfall = { name: string; held: string; net: string; short: string };

export const CLAIM_TEXTS = {
  invalidAmount: 'Invalid amount: Please enter a valid amount',
  insufficient: (balance: string) => `Insufficient balance: You can only claim up to ${formatDecimal(balance)}`,
  /** The spec's words; with the method named when its own minimum is above another method's. */
  minimum: (minimum: string, method?: string) => `Minimum payout amount is ${formatDecimal(minimum)}${method ? ` for ${method}` : ''}`,
  /** A claim whose method's fee takes all of it (payout-fees.ts). */
  feeLeavesNothing: (method: string, amount: string, fee: string) =>
    `Amount too small for the fee: The ${method} fee (${fee}) leaves nothing of ${formatDecimal(amount)} to receive. Please enter a larger amount.`,
  methodRequired: 'Payment method required: Please select a payment method.',
  detailsRequired: 'Payment details required: Please fill in all required payment details.',
  invalidWallet: 'Please enter a valid Ethereum address for USDC (0x followed by 40 hexadecimal characters).',
  invalidPaypal: 'Please enter a valid PayPal email address.',
  submitted: "Payout request submitted! We'll review your request and process it within 3-5 business days",
  submitFailed: 'Error submitting request',
  balanceFailed: 'Error loading balance',
  tryLater: 'Please try again later.',
  notFound: 'Claim not found',
  /** The admin's Approve or Mark Paid refused: the artist's claims are more than their earnings (claimsShortfall). */
  claimsNotCovered: (what: string, s: ClaimsShortfall) =>
    `${what}: ${s.name} has claimed ${formatDecimal(s.held)} in payouts, more than the ${formatDecimal(s.net)} they have earned. ` +
    `They are ${formatDecimal(s.short)} short.`,
  approveRefused: 'This claim cannot be approved',
  payRefused: 'This claim cannot be marked paid',
} as const;
