// The claim review (SPEC sections 2, 4 and 8): the artist, the amount against their balance, the
// payment details in full (the only place they are shown unmasked), the notes, and Approve, Mark
// Paid, Reject or Save Notes. Every update sends the notes and the version the admin saw;
// "Claim {status} successfully" on success, a destructive "Error" with the server's message else.
import { useState } from 'react';
import { Banknote, Check, Save, X } from 'lucide-react';
import {
  PAYMENT_METHOD_LABELS,
  claimUpdatedMessage,
  type AdminClaimDetailDto,
  type AdminClaimStatus,
  type PaymentDetailsDto,
} from '../../../../domain/earnings-dto.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { formatDecimal } from '../../../../domain/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { AdminRecordDialog, DetailField as Field } from '../../../components/admin/admin-record-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { claimOptions, useUpdateClaim } from '../api/admin-revenue-api.ts';
import { ClaimStatusBadge } from './claim-status-badge.tsx';

const DETAIL_LABELS: Record<keyof PaymentDetailsDto, string> = {
  account_holder: 'Account holder',
  bank_name: 'Bank',
  account_number: 'Account number',
  routing_number: 'Routing number',
  paypal_email: 'PayPal email',
  crypto_wallet: 'USDC wallet (Ethereum)',
};

type Action = { status: AdminClaimStatus | 'keep'; label: string; icon: typeof Check; variant: 'default' | 'outline' | 'destructive' };
const ACTIONS: Action[] = [
  { status: 'keep', label: 'Save Notes', icon: Save, variant: 'outline' },
  { status: 'rejected', label: 'Reject', icon: X, variant: 'destructive' },
  { status: 'approved', label: 'Approve', icon: Check, variant: 'outline' },
  { status: 'completed', label: 'Mark Paid', icon: Banknote, variant: 'default' },
];

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
  const [pending, setPending] = useState<Action['status'] | null>(null);
  const update = useUpdateClaim(c.id);
  const paid = c.status === 'completed' || c.status === 'processed';

  const run = async (a: Action) => {
    const status = a.status === 'keep' ? (c.status === 'processed' ? 'completed' : c.status) : a.status;
    setPending(a.status);
    try {
      await update.mutateAsync({ status, notes, version: c.version });
      toast.success(claimUpdatedMessage(status));
    } catch (err) {
      toast.error('Error', { description: err instanceof ApiError ? err.message : 'Please try again later.' });
    } finally {
      setPending(null);
    }
  };

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
        <Field label="Artist's balance now">
          <span className="tabular-nums">{formatDecimal(c.balance)}</span>
        </Field>
        <Field label="Processed">{formatDate(c.processedDate, 'dateTime')}</Field>
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
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-end">
        {ACTIONS.map((a) => {
          const Icon = a.icon;
          const same = a.status === c.status;
          // A paid claim's money has gone out: only its notes can change.
          const closed = paid && a.status !== 'keep';
          return (
            <Button key={a.label} variant={a.variant} disabled={pending !== null || same || closed} onClick={() => void run(a)}>
              {pending === a.status ? <Spinner size="sm" /> : <Icon />} {a.label}
            </Button>
          );
        })}
      </div>
    </>
  );
}
