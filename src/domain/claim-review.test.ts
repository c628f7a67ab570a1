// The review's rules one by one: the moves each status allows, a rejection's reason and note, a
// payment reference in general and per method, what each move needs and what no other takes.
import { describe, expect, it } from 'vitest';
import {
  CLAIM_MOVES,
  canMoveClaim,
  claimReviewProblem,
  paymentReferenceProblem,
  rejectionProblem,
  rejectionText,
  REVIEW_TEXTS,
  type ClaimReviewInput,
} from './claim-review.ts';
import { ADMIN_CLAIM_STATUSES, CLAIM_STATUSES } from './claim-texts.ts';

const input = (i: Partial<ClaimReviewInput> & Pick<ClaimReviewInput, 'status'>): ClaimReviewInput => ({
  rejectionNote: '',
  paymentReference: '',
  ...i,
});

describe('the moves of a claim', () => {
  it('lets an open claim go anywhere else and a settled one nowhere', () => {
    const allowed = CLAIM_STATUSES.flatMap((from) =>
      ADMIN_CLAIM_STATUSES.filter((to) => canMoveClaim(from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed).toEqual([
      'pending>approved',
      'pending>completed',
      'pending>rejected',
      'approved>pending',
      'approved>completed',
      'approved>rejected',
    ]);
    expect(CLAIM_MOVES.rejected).toEqual([]);
  });
});

describe('a rejection', () => {
  it('needs a reason from the list, and for Other the reason written', () => {
    expect(rejectionProblem(undefined, '')).toEqual({ field: 'rejectionReason', message: REVIEW_TEXTS.reasonRequired });
    expect(rejectionProblem('', 'text')).toEqual({ field: 'rejectionReason', message: REVIEW_TEXTS.reasonRequired });
    expect(rejectionProblem('nope', '')).toEqual({ field: 'rejectionReason', message: REVIEW_TEXTS.reasonUnknown });
    expect(rejectionProblem('other', '  ')).toEqual({ field: 'rejectionNote', message: REVIEW_TEXTS.noteRequired });
    expect(rejectionProblem('other', 'Paused')).toBeNull();
    expect(rejectionProblem('duplicate', '')).toBeNull();
    expect(rejectionProblem('duplicate', 'x'.repeat(500))).toBeNull();
    expect(rejectionProblem('duplicate', 'x'.repeat(501))).toEqual({ field: 'rejectionNote', message: REVIEW_TEXTS.noteTooLong });
  });

  it('reads as the reason then the note, or the note alone for Other', () => {
    expect(rejectionText('duplicate', null)).toBe('Duplicate request');
    expect(rejectionText('duplicate', 'Sent twice')).toBe('Duplicate request: Sent twice');
    expect(rejectionText('other', 'Paused')).toBe('Paused');
  });
});

describe('a payment reference', () => {
  it('is 4 to 80 letters and digits with - _ / . between them, trimmed', () => {
    for (const ok of ['UTR1', ' SBIN0042424242 ', 'AB-12/34.56_7', 'x'.repeat(80)])
      expect(paymentReferenceProblem('bank_transfer', ok), ok).toBeNull();
    expect(paymentReferenceProblem('bank_transfer', ' ')).toEqual({
      field: 'paymentReference',
      message: 'Please enter the UTR / transfer reference of the payment.',
    });
    for (const bad of ['ab1', 'x'.repeat(81), 'UTR 0042', '-UTR0042', 'UTR0042-', 'UTR<42>', 'ÜTR0042'])
      expect(paymentReferenceProblem('bank_transfer', bad)?.message, bad).toBe(REVIEW_TEXTS.referenceShape('bank_transfer'));
  });

  it('is a PayPal transaction ID for PayPal and a transaction hash for crypto', () => {
    expect(paymentReferenceProblem('paypal', '9XL12345AB6789012')).toBeNull();
    expect(paymentReferenceProblem('paypal', '9XL12345AB678901')?.message).toBe(REVIEW_TEXTS.paypalReference);
    expect(paymentReferenceProblem('paypal', '')?.message).toBe('Please enter the PayPal transaction ID of the payment.');
    const hash = `0x${'ab12'.repeat(16)}`;
    expect(paymentReferenceProblem('crypto', hash)).toBeNull();
    expect(paymentReferenceProblem('crypto', hash.slice(0, -1))?.message).toBe(REVIEW_TEXTS.cryptoReference);
    expect(paymentReferenceProblem('crypto', '9XL12345AB6789012')?.message).toBe(REVIEW_TEXTS.cryptoReference);
  });
});

describe('what a review needs', () => {
  it('asks a reason of a move to rejected and a reference of a move to paid', () => {
    expect(claimReviewProblem('pending', 'paypal', input({ status: 'rejected' }))?.field).toBe('rejectionReason');
    expect(claimReviewProblem('approved', 'paypal', input({ status: 'rejected', rejectionReason: 'duplicate' }))).toBeNull();
    expect(claimReviewProblem('approved', 'paypal', input({ status: 'completed' }))?.field).toBe('paymentReference');
    expect(claimReviewProblem('pending', 'bank_transfer', input({ status: 'completed', paymentReference: 'UTR00042' }))).toBeNull();
    expect(claimReviewProblem('pending', 'bank_transfer', input({ status: 'approved' }))).toBeNull();
  });

  it('takes neither with any other change, nor again once settled', () => {
    const reason = { field: 'rejectionReason', message: REVIEW_TEXTS.reasonOnlyOnReject };
    const reference = { field: 'paymentReference', message: REVIEW_TEXTS.referenceOnlyOnPay };
    expect(claimReviewProblem('pending', 'paypal', input({ status: 'approved', rejectionReason: 'duplicate' }))).toEqual(reason);
    expect(claimReviewProblem('pending', 'paypal', input({ status: 'approved', rejectionNote: 'why' }))).toEqual(reason);
    expect(claimReviewProblem('rejected', 'paypal', input({ status: 'rejected', rejectionReason: 'duplicate' }))).toEqual(reason);
    expect(claimReviewProblem('rejected', 'paypal', input({ status: 'rejected' }))).toBeNull();
    expect(
      claimReviewProblem('pending', 'paypal', input({ status: 'rejected', rejectionReason: 'duplicate', paymentReference: 'UTR0042' })),
    ).toEqual(reference);
    expect(claimReviewProblem('completed', 'paypal', input({ status: 'completed', paymentReference: '9XL12345AB6789012' }))).toEqual(
      reference,
    );
    expect(claimReviewProblem('completed', 'paypal', input({ status: 'completed' }))).toBeNull();
  });
});
