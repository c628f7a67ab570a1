// Payout claims (SPEC sections 3, 4, 5 and 8): the artist's request form with the spec's messages
// in the spec's order, the balance rule (DESIGN section 6), and the console's claim table and
// review. The form's limits (balance, each method's minimum and fee) come from the server;
// claimProblem() is the one check both the form and the server run with them.
import { z } from 'zod';
import { cursorParam, dirParam, limitParam, searchParam, sortParam, versionParam } from './admin-list-schema.ts';
import { PAYMENT_REFERENCE_MAX, REJECTION_NOTE_MAX, REVIEW_TEXTS } from './claim-review.ts';
import { floorToCents, formatUnits, parseUnits } from './earnings-decimal.ts';
import { amountProblem, isClaimAmount, type ClaimLimits } from './payout-fees.ts';
import {
  ADMIN_CLAIM_STATUSES,
  CLAIM_REJECTION_REASONS,
  CLAIM_STATUSES,
  CLAIM_TEXTS,
  PAYMENT_METHODS,
  type ClaimsShortfall,
  type ClaimStatus,
  type PaymentMethod,
} from './claim-texts.ts';

// The texts live apart so screens show them without loading zod; the server's code imports them from here too.
export { CLAIM_TEXTS };
export type { ClaimsShortfall };

/** The fields each method needs (SPEC section 5). */
export const METHOD_FIELDS: Record<PaymentMethod, readonly (keyof PaymentDetails)[]> = {
  bank_transfer: ['account_holder', 'bank_name', 'account_number', 'routing_number'],
  paypal: ['paypal_email'],
  crypto: ['crypto_wallet'],
};

/** An Ethereum address: 0x and 40 hex digits (USDC on Ethereum, SPEC section 9). */
export const ETHEREUM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

const detail = z.string().trim().max(200, 'Payment details are at most 200 characters each').optional();
export const paymentDetailsSchema = z.object({
  account_holder: detail,
  bank_name: detail,
  account_number: detail,
  routing_number: detail,
  paypal_email: detail,
  crypto_wallet: detail,
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

/**
 * The request as sent. Only the amount's shape and the fields' sizes are checked here; what
 * depends on the balance and the minimum, and the method and its details, are checked by
 * claimProblem() so the messages come in the spec's order.
 */
export const claimRequestSchema = z.object({
  amount: z
    .union([z.string(), z.number()], CLAIM_TEXTS.invalidAmount)
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .refine(isClaimAmount, CLAIM_TEXTS.invalidAmount),
  payment_method: z.union([z.enum(PAYMENT_METHODS, CLAIM_TEXTS.methodRequired), z.literal('')]).default(''),
  payment_details: paymentDetailsSchema.default({}),
});
export type ClaimRequest = z.infer<typeof claimRequestSchema>;

/**
 * The first problem with a parsed claim, in the spec's order, with the field it concerns; null when
 * fine. The amount's own (balance, the method's minimum, a fee leaving nothing) are
 * payout-fees.ts amountProblem's.
 */
export function claimProblem(c: ClaimRequest, limits: ClaimLimits): { field: string; message: string } | null {
  if (!isClaimAmount(c.amount)) return { field: 'amount', message: CLAIM_TEXTS.invalidAmount };
  // the balance, the minimum, and the fee once the method is known
  const amount = amountProblem(c.amount, c.payment_method, limits);
  if (amount) return { field: 'amount', message: amount };
  if (!c.payment_method) return { field: 'payment_method', message: CLAIM_TEXTS.methodRequired };
  const fields = METHOD_FIELDS[c.payment_method];
  if (fields.some((f) => !c.payment_details[f])) return { field: 'payment_details', message: CLAIM_TEXTS.detailsRequired };
  if (c.payment_method === 'paypal' && !z.email().safeParse(c.payment_details.paypal_email).success)
    return { field: 'payment_details.paypal_email', message: CLAIM_TEXTS.invalidPaypal };
  if (c.payment_method === 'crypto' && !ETHEREUM_ADDRESS.test(c.payment_details.crypto_wallet!))
    return { field: 'payment_details.crypto_wallet', message: CLAIM_TEXTS.invalidWallet };
  return null;
}

/** The form's schema with the server's limits: the request checked, then claimProblem(). */
export function claimFormSchema(limits: ClaimLimits) {
  return claimRequestSchema.superRefine((c, ctx) => {
    const p = claimProblem(c, limits);
    if (p) ctx.addIssue({ code: 'custom', message: p.message, path: p.field.split('.') });
  });
}

/** Only the details the method needs are kept (a PayPal claim does not store a stray bank name). */
export function detailsForMethod(method: PaymentMethod, details: PaymentDetails): PaymentDetails {
  return Object.fromEntries(METHOD_FIELDS[method].map((f) => [f, details[f]!]));
}

/** How details are shown outside the admin's review: enough to recognise, not to use. */
export function maskPaymentDetails(method: PaymentMethod, d: PaymentDetails): string {
  if (method === 'bank_transfer') return `${d.bank_name ?? 'Bank'} ••••${(d.account_number ?? '').slice(-4)}`;
  if (method === 'paypal') {
    const [
      // Stryker disable next-line StringLiteral: equivalent, split() always gives a first part, so this default is never used
      user = '',
      host = '',
    ] = (d.paypal_email ?? '').split('@');
    return `${user.slice(0, 2)}•••@${host}`;
  }
  const w = d.crypto_wallet ?? '';
  return `${w.slice(0, 6)}…${w.slice(-4)}`;
}

/** Claim statuses that hold money back from the balance: every one but rejected (DESIGN section 6). */
export const HOLDING_STATUSES: readonly ClaimStatus[] = CLAIM_STATUSES.filter((s) => s !== 'rejected');
export const PAID_STATUSES: readonly ClaimStatus[] = ['completed', 'processed'];

/**
 * The balance rule: net earnings minus every claim not rejected, floored at 0, to the cent
 * rounded down (a claim can never ask for a fraction of a cent that is not there).
 * `net` has up to 12 places; claims are cents.
 */
export function availableBalance(net: string, claims: readonly { amount: string; status: ClaimStatus }[]): string {
  const held = claims.filter((c) => c.status !== 'rejected').reduce((a, c) => a + parseUnits(c.amount)!, 0n);
  return balanceFrom(parseUnits(net)!, held);
}

/** The same rule over sums (units of 10^-12): net earnings and the claims holding money. */
export function balanceFrom(netUnits: bigint, heldUnits: bigint): string {
  const left = netUnits - heldUnits;
  // Stryker disable next-line EqualityOperator: equivalent, a left of 0 is 0 either way
  return floorToCents(left < 0n ? 0n : left);
}

/**
 * The rule that claims never exceed earnings: null when the net earnings (`net`, up to 12 places)
 * cover the claims not rejected (`held`, whole cents), exactly, or when there are none (earnings
 * below 0, adjustments beyond what was earned, hold nothing paid out); else the earnings rounded
 * down to the cent (as a payout sees them) and the shortfall, the claims less those earnings (the
 * exact shortfall rounded up to the cent), so the figures a refusal shows add up.
 */
export function claimsShortfall(name: string, held: string, net: string): ClaimsShortfall | null {
  const h = parseUnits(held)!;
  const n = parseUnits(net)!;
  if (h <= 0n || h <= n) return null;
  const payable = floorToCents(n);
  return { name, held, net: payable, short: formatUnits(h - parseUnits(payable)!, 2) };
}

// ---- console ----

export const CLAIM_SORTS = ['requested', 'amount', 'status'] as const;
export const claimFiltersSchema = z.object({
  q: searchParam,
  status: z.enum(['all', ...CLAIM_STATUSES], 'Unknown status filter').default('all'),
  method: z.enum(['all', ...PAYMENT_METHODS], 'Unknown payment method filter').default('all'),
  sort: sortParam(CLAIM_SORTS, 'requested'),
  dir: dirParam,
});
export const claimListQuerySchema = claimFiltersSchema.extend({ limit: limitParam, cursor: cursorParam });
export type ClaimListQuery = z.infer<typeof claimListQuerySchema>;
export type ClaimFilters = z.infer<typeof claimFiltersSchema>;

/**
 * PATCH /api/admin/claims/:id: the status (Approve, Mark Paid = completed, Reject, or back to
 * pending) and the notes, saved together; Reject with its reason (and a note, required for Other),
 * Mark Paid with the payment's reference. What each move needs is claimReviewProblem()'s rule
 * (claim-review.ts), which depends on the claim's status and method.
 */
export const updateClaimSchema = z.object({
  status: z.enum(ADMIN_CLAIM_STATUSES, 'Please choose a status from the list'),
  notes: z.string().trim().max(2000, 'Notes are at most 2,000 characters').default(''),
  rejectionReason: z.enum(CLAIM_REJECTION_REASONS, REVIEW_TEXTS.reasonUnknown).optional(),
  rejectionNote: z.string().trim().max(REJECTION_NOTE_MAX, REVIEW_TEXTS.noteTooLong).default(''),
  paymentReference: z
    .string()
    .trim()
    .max(PAYMENT_REFERENCE_MAX, `A payment reference is at most ${PAYMENT_REFERENCE_MAX} characters.`)
    .default(''),
  version: versionParam,
});
export type UpdateClaimInput = z.infer<typeof updateClaimSchema>;
