// The claim review (SPEC sections 2, 4 and 8): the artist, the amount with the method's fee and what
// the artist receives (as they were when the claim was made), against their balance, the
// payment details in full (the only place they are shown unmasked), why it was rejected or the
// payment's reference once settled, the notes, and the actions the claim's status allows
// (claim-review-actions.tsx, each asked first).
import { useState } from 'react';
import { rejectionText } from '../../../../domain/claim-review.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_REFERENCE_LABELS } from '../../../../domain/claim-texts.ts';
import type { AdminClaimDetailDto, PaymentDetailsDto } from '../../../../domain/claims-dto.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { formatDecimal } from '../../../../domain/money.ts';
import { DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { AdminRecordDialog, DetailField as Field } from '../../../components/admin/admin-record-dialog.tsx';
import { claimOptions } from '../api/admin-revenue-api.ts';
import { ClaimReviewActions } from './claim-review-actions.tsx';
import { ClaimStatusBadge } from './claim-status-badge.tsx';

const DETAIL_LABELS: Record<keyof PaymentDetailsDto, string> = {
  account_holder: 'Account holder',
  bank_name: 'Bank',
  account_number: 'Account number',
  routing_number: 'Routing number',
  paypal_email: 'PayPal email',
  crypto_wallet: 'USDC wallet (Ethereum)',
};

export function AdminClaimDialog({ claimId, onClose }: { claimId: string | null; onClose: () => void }) {
  return (
    <AdminRecordDialog
      id={claimId}
      onClose={onClose}
      options={claimOptions}
      loadingLabel="Loading the claim"
      title="Review claim"
      className="max-h-[92dvh] overflow-y-auto sm:max-w-xl [&>*]:min-w-0"
    >
      {(claim) => <Review key={claim.version} claim={claim} />}
    </AdminRecordDialog>
  );
}

function Review({ claim: c }: { claim: AdminClaimDetailDto }) {
  const [notes, setNotes] = useState(c.adminNotes ?? '');
  const details = Object.entries(c.paymentDetails).filter(([, v]) => v) as [keyof PaymentDetailsDto, string][];
  return (
    <>
      <DialogHeader>
        <DialogTitle>Review claim of {formatDecimal(c.amount)}</DialogTitle>
        <DialogDescription>
          {c.user.name || c.user.email} · requested {formatDate(c.requestDate, 'dateTime')}
        </DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
        <Field label="Artist" className="col-span-2 sm:col-span-1">
          {c.user.name || '—'}
          <span className="block text-xs break-all text-muted-foreground">{c.user.email}</span>
        </Field>
        <Field label="Status">
          <ClaimStatusBadge status={c.status} />
        </Field>
        <Field label="Amount">
          <span className="font-semibold tabular-nums">{formatDecimal(c.amount)}</span>
        </Field>
        <Field label="Fee">
          <span className="tabular-nums">{formatDecimal(c.fee)}</span>
        </Field>
        <Field label="Net to the artist">
          <span className="font-semibold tabular-nums">{formatDecimal(c.net)}</span>
        </Field>
        <Field label="Artist's balance now">
          <span className="tabular-nums">{formatDecimal(c.balance)}</span>
        </Field>
        <Field label="Processed">{formatDate(c.processedDate, 'dateTime')}</Field>
        {c.rejectionReason && (
          <Field label="Rejection reason" className="col-span-2">
            <span className="break-words">{rejectionText(c.rejectionReason, c.rejectionNote)}</span>
          </Field>
        )}
        {c.paymentReference && (
          <Field label={PAYMENT_REFERENCE_LABELS[c.paymentMethod]} className="col-span-2">
            <span className="font-mono break-all select-all">{c.paymentReference}</span>
          </Field>
        )}
      </dl>
      <section aria-labelledby="payment-details" className="space-y-2 rounded-lg border bg-muted/40 p-3">
        <h3 id="payment-details" className="text-sm font-semibold">
          {PAYMENT_METHOD_LABELS[c.paymentMethod]}
        </h3>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          {details.map(([k, v]) => (
            <Field key={k} label={DETAIL_LABELS[k]} className={k === 'crypto_wallet' ? 'sm:col-span-2' : undefined}>
              <span className="font-mono break-all select-all">{v}</span>
            </Field>
          ))}
        </dl>
      </section>
      <FormField label="Notes" description="Saved with every update; the artist sees them with the claim.">
        <Textarea rows={3} className="field-sizing-fixed" value={notes} maxLength={2000} onChange={(e) => setNotes(e.target.value)} />
      </FormField>
      <ClaimReviewActions claim={c} notes={notes} />
    </>
  );
}
