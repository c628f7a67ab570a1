// The review's buttons: only the moves the claim's status allows (CLAIM_MOVES; the server refuses
// the rest), each asked first: Approve as is, Reject with its reason (Other written out, a note
// optional otherwise), Mark Paid with the payment's reference named as the method names it. Save
// Notes keeps the status. Every update sends the notes and the version the admin saw;
// "Claim {status} successfully" on success, a destructive "Error" with the server's message else.
import { useState } from 'react';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Banknote, Check, Save, X } from 'lucide-react';
import {
  canMoveClaim,
  paymentReferenceProblem,
  PAYMENT_REFERENCE_MAX,
  REJECTION_NOTE_MAX,
  rejectionProblem,
} from '../../../../domain/claim-review.ts';
import type { UpdateClaimInput } from '../../../../domain/claims.ts';
import {
  CLAIM_REJECTION_LABELS,
  CLAIM_REJECTION_REASONS,
  PAYMENT_REFERENCE_LABELS,
  claimUpdatedMessage,
  type AdminClaimStatus,
  type ClaimRejectionReason,
  type PaymentMethod,
} from '../../../../domain/claim-texts.ts';
import type { AdminClaimDetailDto } from '../../../../domain/claims-dto.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FormOptionSelect } from '../../../components/ui/form-option-select.tsx';
import { asOptions } from '../../../components/ui/option-select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { ruleResolver } from '../../../lib/rule-resolver.ts';
import { useUpdateClaim } from '../api/admin-revenue-api.ts';
import { ClaimActionConfirm } from './claim-action-confirm.tsx';

const REASON_OPTIONS = asOptions(CLAIM_REJECTION_REASONS, CLAIM_REJECTION_LABELS);

const REFERENCE_HELP: Record<PaymentMethod, string> = {
  bank_transfer: 'The UTR or reference of the transfer, as the bank statement shows it.',
  paypal: 'The 17-character transaction ID PayPal shows for the payment.',
  crypto: 'The Ethereum transaction hash (0x followed by 64 hexadecimal characters).',
};

type Change = Pick<UpdateClaimInput, 'status'> & Partial<Pick<UpdateClaimInput, 'rejectionReason' | 'rejectionNote' | 'paymentReference'>>;
type RejectValues = { rejectionReason: ClaimRejectionReason | ''; rejectionNote: string };
type PayValues = { paymentReference: string };

const rejectResolver = ruleResolver<RejectValues>((v) => rejectionProblem(v.rejectionReason, v.rejectionNote));

// Checked when confirmed only; a message goes as soon as anything is changed, since it was about what was there.
const checkedOnConfirm = { mode: 'onSubmit', reValidateMode: 'onSubmit' } as const;

/** The forms of Reject's and Mark Paid's questions. */
function useQuestionForms(method: PaymentMethod) {
  const rejectForm = useForm<RejectValues>({
    ...checkedOnConfirm,
    resolver: rejectResolver,
    defaultValues: { rejectionReason: '', rejectionNote: '' },
  });
  const payForm = useForm<PayValues>({
    ...checkedOnConfirm,
    resolver: ruleResolver((v) => paymentReferenceProblem(method, v.paymentReference)),
    defaultValues: { paymentReference: '' },
  });
  return { rejectForm, payForm };
}

export function ClaimReviewActions({ claim: c, notes }: { claim: AdminClaimDetailDto; notes: string }) {
  const update = useUpdateClaim(c.id);
  const [saving, setSaving] = useState(false);
  const { rejectForm, payForm } = useQuestionForms(c.paymentMethod);
  const who = c.user.name || c.user.email;

  /** Sends the change; true when made. */
  const send = async (change: Change): Promise<boolean> => {
    try {
      await update.mutateAsync({ notes, version: c.version, rejectionNote: '', paymentReference: '', ...change });
      toast.success(claimUpdatedMessage(change.status));
      return true;
    } catch (err) {
      toast.error('Error', { description: err instanceof ApiError ? err.message : 'Please try again later.' });
      return false;
    }
  };
  const can = (to: AdminClaimStatus) => canMoveClaim(c.status, to);
  /** The form's check, then the change; true when made. */
  const confirmWith =
    <V extends FieldValues>(form: UseFormReturn<V>, change: (values: V) => Change) =>
    async (): Promise<boolean> => {
      let made = false;
      await form.handleSubmit(async (values) => {
        made = await send(change(values));
      })();
      return made;
    };
  const reject = confirmWith(rejectForm, (v) => ({
    status: 'rejected',
    rejectionReason: v.rejectionReason as ClaimRejectionReason,
    rejectionNote: v.rejectionNote.trim(),
  }));
  const pay = confirmWith(payForm, (v) => ({ status: 'completed', paymentReference: v.paymentReference.trim() }));
  // A processed claim has no console status to keep (no screen sets it): its notes stay as they are.
  const keep = c.status === 'processed' ? null : c.status;
  const saveNotes = async (status: AdminClaimStatus) => {
    setSaving(true);
    await send({ status });
    setSaving(false);
  };

  const busy = saving || update.isPending;
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-end">
      {keep && (
        <Button variant="outline" disabled={busy} onClick={() => void saveNotes(keep)}>
          {saving ? <Spinner size="sm" /> : <Save />} Save Notes
        </Button>
      )}
      {can('rejected') && (
        <ClaimActionConfirm
          trigger={
            <Button variant="destructive" disabled={busy}>
              <X /> Reject
            </Button>
          }
          title={`Reject the payout request of ${who}?`}
          description="The amount goes back to the artist's available balance, and they are mailed the reason. A rejected claim cannot be reopened."
          claim={c}
          confirmLabel="Reject claim"
          destructive
          onConfirm={reject}
          onOpenChange={() => rejectForm.reset()}
        >
          <RejectFields form={rejectForm} />
        </ClaimActionConfirm>
      )}
      {can('approved') && (
        <ClaimActionConfirm
          trigger={
            <Button variant="outline" disabled={busy}>
              <Check /> Approve
            </Button>
          }
          title={`Approve the payout request of ${who}?`}
          description="The artist is told the payout is approved and will be sent within 3-5 business days. Mark it paid once the money has gone out."
          claim={c}
          confirmLabel="Approve claim"
          onConfirm={() => send({ status: 'approved' })}
        />
      )}
      {can('completed') && (
        <ClaimActionConfirm
          trigger={
            <Button disabled={busy}>
              <Banknote /> Mark Paid
            </Button>
          }
          title={`Mark the payout to ${who} as paid?`}
          description="Only once the money has been sent: the artist is mailed the payment's reference, and a paid claim cannot be changed back."
          claim={c}
          confirmLabel="Mark paid"
          onConfirm={pay}
          onOpenChange={() => payForm.reset()}
        >
          <PayFields form={payForm} method={c.paymentMethod} />
        </ClaimActionConfirm>
      )}
    </div>
  );
}

/** Reject's question: the reason from the list, and the note (required for Other). */
function RejectFields({ form }: { form: UseFormReturn<RejectValues> }) {
  const reason = form.watch('rejectionReason');
  return (
    <>
      <FormField label="Reason" required error={form.formState.errors.rejectionReason?.message}>
        {(p) => (
          <FormOptionSelect
            {...p}
            control={form.control}
            name="rejectionReason"
            options={REASON_OPTIONS}
            placeholder="Choose a reason"
            onChosen={() => form.clearErrors()}
          />
        )}
      </FormField>
      <FormField
        label={reason === 'other' ? 'Reason for the artist' : 'Note for the artist (optional)'}
        required={reason === 'other'}
        error={form.formState.errors.rejectionNote?.message}
        description="Shown to the artist with the reason, and in the mail they receive."
      >
        <Textarea
          rows={3}
          className="field-sizing-fixed"
          maxLength={REJECTION_NOTE_MAX}
          {...form.register('rejectionNote', { onChange: () => form.clearErrors() })}
        />
      </FormField>
    </>
  );
}

/** Mark Paid's question: the payment's reference, as the method names it. */
function PayFields({ form, method }: { form: UseFormReturn<PayValues>; method: PaymentMethod }) {
  return (
    <FormField
      label={PAYMENT_REFERENCE_LABELS[method]}
      required
      error={form.formState.errors.paymentReference?.message}
      description={REFERENCE_HELP[method]}
    >
      <Input
        maxLength={PAYMENT_REFERENCE_MAX}
        autoComplete="off"
        spellCheck={false}
        className="font-mono"
        {...form.register('paymentReference', { onChange: () => form.clearErrors() })}
      />
    </FormField>
  );
}
