// The admin's review of a payout claim: the moves each status allows (the console offers only
// those; the server refuses the rest), and what a move needs: a reason to reject (one of the
// common ones, or Other written out), the payment's reference to mark paid. Without zod, so the
// console's confirmations check with the same rules before anything is sent.
import {
  CLAIM_REJECTION_LABELS,
  CLAIM_REJECTION_REASONS,
  PAYMENT_REFERENCE_LABELS,
  type AdminClaimStatus,
  type ClaimRejectionReason,
  type ClaimStatus,
  type PaymentMethod,
} from './claim-texts.ts';

/**
 * Where a claim may go from each status. A paid claim's money has gone out and a rejected
 * claim's amount is back in the balance: both keep their status (only their notes change).
 */
export const CLAIM_MOVES: Record<ClaimStatus, readonly AdminClaimStatus[]> = {
  pending: ['approved', 'completed', 'rejected'],
  approved: ['pending', 'completed', 'rejected'],
  completed: [],
  processed: [],
  rejected: [],
};

export const canMoveClaim = (from: ClaimStatus, to: AdminClaimStatus): boolean => CLAIM_MOVES[from].includes(to);

export const REJECTION_NOTE_MAX = 500;
// An Ethereum transaction hash, the longest, is 66.
export const PAYMENT_REFERENCE_MAX = 80;

/** Letters and digits, with - _ / . between them: what banks' and wallets' references are made of. */
const REFERENCE = /^[A-Za-z0-9](?:[A-Za-z0-9._/-]*[A-Za-z0-9])?$/;
const PAYPAL_TRANSACTION = /^[A-Za-z0-9]{17}$/;
const ETHEREUM_TRANSACTION = /^0x[0-9a-fA-F]{64}$/;

export const REVIEW_TEXTS = {
  reasonRequired: 'Please choose why this claim is rejected.',
  reasonUnknown: 'Please choose a reason from the list.',
  noteRequired: 'Please write the reason for the rejection.',
  noteTooLong: `The reason is at most ${REJECTION_NOTE_MAX} characters.`,
  reasonOnlyOnReject: 'A rejection reason is given only when rejecting a claim.',
  referenceRequired: (method: PaymentMethod) => `Please enter the ${PAYMENT_REFERENCE_LABELS[method]} of the payment.`,
  referenceShape: (method: PaymentMethod) =>
    `The ${PAYMENT_REFERENCE_LABELS[method]} is 4 to ${PAYMENT_REFERENCE_MAX} letters and digits (with - _ / . between them).`,
  paypalReference: 'A PayPal transaction ID is 17 letters and digits.',
  cryptoReference: 'A transaction hash is 0x followed by 64 hexadecimal characters.',
  referenceOnlyOnPay: 'A payment reference is given only when marking a claim paid.',
} as const;

/** A rejection as the artist reads it: the reason, then the admin's note ("Duplicate request: sent twice"). */
export const rejectionText = (reason: ClaimRejectionReason, note: string | null): string =>
  note ? (reason === 'other' ? note : `${CLAIM_REJECTION_LABELS[reason]}: ${note}`) : CLAIM_REJECTION_LABELS[reason];

export type ReviewProblem = { field: 'rejectionReason' | 'rejectionNote' | 'paymentReference'; message: string };

/** What a rejection lacks: a reason from the list, and for Other the reason written; null when fine. */
export function rejectionProblem(reason: string | undefined, note: string): ReviewProblem | null {
  if (!reason) return { field: 'rejectionReason', message: REVIEW_TEXTS.reasonRequired };
  if (!(CLAIM_REJECTION_REASONS as readonly string[]).includes(reason))
    return { field: 'rejectionReason', message: REVIEW_TEXTS.reasonUnknown };
  const text = note.trim();
  if (reason === 'other' && !text) return { field: 'rejectionNote', message: REVIEW_TEXTS.noteRequired };
  if (text.length > REJECTION_NOTE_MAX) return { field: 'rejectionNote', message: REVIEW_TEXTS.noteTooLong };
  return null;
}

/** What is wrong with a payment reference for the claim's method (trimmed first); null when fine. */
export function paymentReferenceProblem(method: PaymentMethod, reference: string): ReviewProblem | null {
  const ref = reference.trim();
  const problem = (message: string): ReviewProblem => ({ field: 'paymentReference', message });
  if (!ref) return problem(REVIEW_TEXTS.referenceRequired(method));
  if (ref.length < 4 || ref.length > PAYMENT_REFERENCE_MAX || !REFERENCE.test(ref)) return problem(REVIEW_TEXTS.referenceShape(method));
  if (method === 'paypal' && !PAYPAL_TRANSACTION.test(ref)) return problem(REVIEW_TEXTS.paypalReference);
  if (method === 'crypto' && !ETHEREUM_TRANSACTION.test(ref)) return problem(REVIEW_TEXTS.cryptoReference);
  return null;
}

export type ClaimReviewInput = {
  status: AdminClaimStatus;
  rejectionReason?: ClaimRejectionReason | undefined;
  rejectionNote: string;
  paymentReference: string;
};

/**
 * The first problem with a review of a claim now at `from`, paid by `method`: a move to rejected
 * needs its reason, a move to paid its reference, and neither is taken with any other change (a
 * settled claim keeps what was recorded when it settled). The move itself is checked apart
 * (canMoveClaim). Null when fine.
 */
export function claimReviewProblem(from: ClaimStatus, method: PaymentMethod, input: ClaimReviewInput): ReviewProblem | null {
  const moving = input.status !== from;
  if (moving && input.status === 'rejected') {
    const p = rejectionProblem(input.rejectionReason, input.rejectionNote);
    if (p) return p;
  } else if (input.rejectionReason || input.rejectionNote.trim())
    return { field: 'rejectionReason', message: REVIEW_TEXTS.reasonOnlyOnReject };
  if (moving && input.status === 'completed') return paymentReferenceProblem(method, input.paymentReference);
  if (input.paymentReference.trim()) return { field: 'paymentReference', message: REVIEW_TEXTS.referenceOnlyOnPay };
  return null;
}
