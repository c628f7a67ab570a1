// The payout request form (SPEC sections 5 and 8): amount (step 0.01, min the method's minimum, max
// the balance), payment method and its details, and what the method costs and what arrives, as the
// amount is typed (payout-costs.tsx). The domain's claim schema checks it here with the server's
// balance and each method's minimum and fee, in the spec's order and words, and the server checks
// it again; submit is disabled while the balance is under every method's minimum.
import { useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Send } from 'lucide-react';
import { CLAIM_TEXTS } from '../../../../domain/claim-texts.ts';
import type { ClaimRequest, claimRequestSchema } from '../../../../domain/claims.ts';
import type { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../../domain/claim-texts.ts';
import type { BalanceDto } from '../../../../domain/claims-dto.ts';
import { canClaim } from '../../../../domain/earnings-totals.ts';
import { formatDecimal } from '../../../../domain/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FormOptionSelect } from '../../../components/ui/form-option-select.tsx';
import { asOptions } from '../../../components/ui/option-select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { isRefusal } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { paths } from '../../../lib/paths.ts';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes.ts';
import { useSubmitClaim } from '../api/payouts-api.ts';
import { PaymentFields } from './payment-fields.tsx';
import { PayoutCosts } from './payout-costs.tsx';

const methodOptions = asOptions(PAYMENT_METHODS, PAYMENT_METHOD_LABELS);
type ClaimInput = z.input<typeof claimRequestSchema>;
const EMPTY: ClaimInput = { amount: '', payment_method: '', payment_details: {} };

/** "Title: description" becomes a toast's title and description. */
function toastError(message: string) {
  const at = message.indexOf(': ');
  if (at < 0) toast.error(message);
  else toast.error(message.slice(0, at), { description: message.slice(at + 2) });
}

export function ClaimForm({ balance }: { balance: BalanceDto }) {
  const limits = useMemo(() => ({ balance: balance.available, methods: balance.methods }), [balance.available, balance.methods]);
  const resolver = useMemo(
    () => lazyZodResolver(() => import('../../../../domain/claims.ts').then((m) => m.claimFormSchema(limits))),
    [limits],
  );
  // Unmounted fields leave the values: a PayPal claim never carries a bank name typed before.
  const form = useForm<ClaimInput, unknown, ClaimRequest>({ resolver, defaultValues: EMPTY, shouldUnregister: true });
  const { register, control, handleSubmit, formState } = form;
  const method = useWatch({ control, name: 'payment_method' }) as PaymentMethod | '';
  const amount = useWatch({ control, name: 'amount' });
  const minimum = method ? balance.methods[method].minimum : balance.payoutMinimum;
  const submitClaim = useSubmitClaim();
  // One key per claim the artist means: sent again with the same values after a failure, it is the
  // same request, so a claim the service made but could not answer is never made twice.
  const attempt = useRef<{ values: string; key: string } | null>(null);
  const navigate = useNavigate();
  const belowMinimum = !canClaim(balance.available, balance.payoutMinimum);
  const errors = formState.errors;
  // Typed details are not lost to a stray link; a sent request leaves freely.
  useUnsavedChanges(formState.isDirty && !formState.isSubmitting && !formState.isSubmitSuccessful);

  const submit = handleSubmit(
    async (values) => {
      try {
        const sent = JSON.stringify(values);
        if (attempt.current?.values !== sent) attempt.current = { values: sent, key: crypto.randomUUID() };
        await submitClaim.mutateAsync({ claim: values, idempotencyKey: attempt.current.key });
        toast.success(CLAIM_TEXTS.submitted);
        void navigate(paths.revenue);
      } catch (err) {
        // the service's refusal (over the balance, a method turned off) in its words; its own fault as "try later"
        // (the spec's toasts, as "Title: description")
        if (isRefusal(err, 'UNAUTHENTICATED')) toastError(err.message);
        else toast.error(CLAIM_TEXTS.submitFailed, { description: CLAIM_TEXTS.tryLater });
      }
    },
    (errs) => {
      const first = errs.amount?.message ?? errs.payment_method?.message ?? detailsMessage(errs.payment_details);
      if (first) toastError(first);
    },
  );

  return (
    <form onSubmit={submit} onFocus={resolver.preload} noValidate className="grid gap-5" aria-label="Payout request">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          label="Amount (USD)"
          required
          error={errors.amount?.message}
          description={belowMinimum ? undefined : `Between ${formatDecimal(minimum)} and ${formatDecimal(balance.available)}`}
        >
          <Input
            {...register('amount')}
            type="number"
            inputMode="decimal"
            step="0.01"
            min={minimum}
            max={balance.available}
            placeholder="0.00"
            disabled={belowMinimum}
          />
        </FormField>
        <FormField label="Payment Method" required error={errors.payment_method?.message}>
          {(p) => (
            <FormOptionSelect
              {...p}
              control={control}
              name="payment_method"
              options={methodOptions}
              placeholder="Select a payment method"
              disabled={belowMinimum}
            />
          )}
        </FormField>
      </div>
      {!belowMinimum && (
        <PayoutCosts amount={typeof amount === 'number' ? String(amount) : (amount ?? '')} method={method} limits={limits} />
      )}
      {method && (
        <div className="grid gap-3 rounded-lg border bg-muted/30 p-4">
          <h2 className="text-sm font-semibold">{PAYMENT_METHOD_LABELS[method]} details</h2>
          {errors.payment_details?.message && (
            <p className="text-sm font-medium text-destructive" role="alert">
              {errors.payment_details.message}
            </p>
          )}
          <PaymentFields method={method} register={register} errors={errors.payment_details} />
        </div>
      )}
      <p className="text-sm text-muted-foreground">
        Payouts are processed within 3-5 business days. The fee, if the method has one, is taken from the amount you claim.
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="submit" disabled={belowMinimum || formState.isSubmitting}>
          {formState.isSubmitting ? <Spinner /> : <Send />} Submit Request
        </Button>
      </div>
    </form>
  );
}

/** The details' own message ("Payment details required: ...") or the first field's. */
function detailsMessage(e: { message?: string; [field: string]: unknown } | undefined): string | undefined {
  if (!e) return undefined;
  if (e.message) return e.message;
  const first = Object.values(e).find((v): v is { message: string } => typeof (v as { message?: unknown })?.message === 'string');
  return first?.message;
}
