// The payout claim's choices and texts (SPEC sections 4, 5 and 8), word for word, without zod: the
// claim form, the revenue page and the console show them without loading a schema.
import { formatDecimal } from './money.ts';

export const PAYMENT_METHODS = ['bank_transfer', 'paypal', 'crypto'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'Bank Transfer',
  paypal: 'PayPal',
  crypto: 'Crypto (USDC on Ethereum)',
};

/** What the artist's payment is traced by, named as the method's statements name it. */
export const PAYMENT_REFERENCE_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'UTR / transfer reference',
  paypal: 'PayPal transaction ID',
  crypto: 'Transaction hash',
};

/** Why an admin rejects a claim: the common cases, or Other with the reason written. */
export const CLAIM_REJECTION_REASONS = ['details_wrong', 'name_mismatch', 'below_minimum', 'under_review', 'duplicate', 'other'] as const;
export type ClaimRejectionReason = (typeof CLAIM_REJECTION_REASONS)[number];
export const CLAIM_REJECTION_LABELS: Record<ClaimRejectionReason, string> = {
  details_wrong: 'Payout details incomplete or wrong',
  name_mismatch: 'Name does not match the account holder',
  below_minimum: "Below the payment method's minimum",
  under_review: 'Suspected fraud or artificial streams under review',
  duplicate: 'Duplicate request',
  other: 'Other',
};

/** SPEC section 4. `processed` exists in the data but no screen sets it. */
export const CLAIM_STATUSES = ['pending', 'approved', 'completed', 'processed', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
/** What the admin may set (SPEC section 4). */
export const ADMIN_CLAIM_STATUSES = ['pending', 'approved', 'completed', 'rejected'] as const;
export type AdminClaimStatus = (typeof ADMIN_CLAIM_STATUSES)[number];
export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  completed: 'Paid',
  processed: 'Processed',
  rejected: 'Rejected',
};

/** SPEC section 8: "Claim {status} successfully". */
export const claimUpdatedMessage = (status: ClaimStatus) => `Claim ${status} successfully`;

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
