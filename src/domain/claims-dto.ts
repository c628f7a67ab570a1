// What the payouts API answers with: the artist's balance and claims, and the console's claims.
// Amounts are decimal strings, never floats. The schemas are the server's answer contract; the
// web takes only their types.
import { z } from 'zod';
import { CLAIM_REJECTION_REASONS, CLAIM_STATUSES, PAYMENT_METHODS } from './claim-texts.ts';

/**
 * A payout method's terms in force (the console's Settings, payout-fees.ts): the smallest claim it
 * takes, and its fee, a fixed amount in USD plus a percentage of the claim ("2.50" is 2.5 %).
 */
export const payoutMethodTermsDto = z.object({ minimum: z.string(), feeFixed: z.string(), feePercent: z.string() });
export type PayoutMethodTermsDto = z.infer<typeof payoutMethodTermsDto>;

/** A claim as its artist sees it: payment details masked. */
export const claimDto = z.object({
  id: z.string(),
  /** What the claim took from the balance, the fee included. */
  amount: z.string(),
  /** The method's fee when the claim was made ("0.00" on claims made before fees). */
  fee: z.string(),
  /** What the artist receives: amount - fee. */
  net: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Masked, e.g. "Bank ••••6789", "pa•••@example.com", "0x12ab…cdef". */
  paymentSummary: z.string(),
  status: z.enum(CLAIM_STATUSES),
  requestDate: z.string(),
  processedDate: z.string().nullable(),
  adminNotes: z.string().nullable(),
  /** Why the claim was rejected (rejected claims; null on older ones), with the admin's note. */
  rejectionReason: z.enum(CLAIM_REJECTION_REASONS).nullable(),
  rejectionNote: z.string().nullable(),
  /** The transfer's reference as the admin recorded it when marking the claim paid. */
  paymentReference: z.string().nullable(),
});
export type ClaimDto = z.infer<typeof claimDto>;

/** GET /api/payouts/balance: what /dashboard/claim-request needs. */
export const balanceDto = z.object({
  /** The balance as every screen shows it (RevenuePageDto's availableBalance): to the nearest cent. */
  balance: z.string(),
  /** What a claim may ask for: net earnings minus every claim not rejected, floored at 0, to the cent (rounded down). */
  available: z.string(),
  /** Earnings an admin holds (features/holds), to the cent: in neither the balance nor what may be claimed. */
  onHold: z.string(),
  /** The smallest claim any method takes, from the console's Settings ("10.00"). */
  payoutMinimum: z.string(),
  /** Each method's minimum and fee, for the form to say what arrives. */
  methods: z.object({ bank_transfer: payoutMethodTermsDto, paypal: payoutMethodTermsDto, crypto: payoutMethodTermsDto }),
  currency: z.literal('USD'),
});
export type BalanceDto = z.infer<typeof balanceDto>;

/** A claim in the console's table (payment details masked). */
export const adminClaimDto = claimDto.extend({
  user: z.object({ id: z.string(), name: z.string().nullable(), email: z.string() }),
  /** Give it back with a change: another admin's change in between is refused. */
  version: z.string(),
});
export type AdminClaimDto = z.infer<typeof adminClaimDto>;

export const paymentDetailsDto = z.object({
  account_holder: z.string().optional(),
  bank_name: z.string().optional(),
  account_number: z.string().optional(),
  routing_number: z.string().optional(),
  paypal_email: z.string().optional(),
  crypto_wallet: z.string().optional(),
});
export type PaymentDetailsDto = z.infer<typeof paymentDetailsDto>;

/** GET /api/admin/claims/:id: the review dialog, the only place the details are shown in full. */
export const adminClaimDetailDto = adminClaimDto.extend({
  paymentDetails: paymentDetailsDto,
  /** The artist's balance now (not counting this claim's own amount if it is still open). */
  balance: z.string(),
});
export type AdminClaimDetailDto = z.infer<typeof adminClaimDetailDto>;
