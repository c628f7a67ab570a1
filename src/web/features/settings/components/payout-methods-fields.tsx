// The Settings' payout methods: each method the claim form offers with its own
// minimum (empty: the payout minimum) and its fee, a fixed amount plus a percentage of the claim,
// with what an artist claiming the minimum would receive, so a fee that leaves nothing is seen
// before it is saved. The values are checked by the server's schema (settings-draft.ts), then by the server.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../../domain/claim-texts.ts';
import { units } from '../../../../domain/earnings-decimal.ts';
import { formatDecimal } from '../../../../domain/money.ts';
import { payoutQuote, type PayoutMethodSetting, type PayoutMethodsSetting } from '../../../../domain/payout-fees.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';

type Term = keyof PayoutMethodSetting;
export type MethodsDraft = Record<PaymentMethod, Record<Term, string>>;

export const methodsDraftOf = (v: PayoutMethodsSetting): MethodsDraft =>
  Object.fromEntries(
    PAYMENT_METHODS.map((m) => [m, { minimum: v[m].minimum ?? '', feeFixed: v[m].feeFixed, feePercent: v[m].feePercent }]),
  ) as MethodsDraft;

/** The draft as the server takes it: an empty minimum follows the payout minimum, an empty fee is none. */
export const methodsValue = (d: MethodsDraft): PayoutMethodsSetting =>
  Object.fromEntries(
    PAYMENT_METHODS.map((m) => [
      m,
      { minimum: d[m].minimum.trim() || null, feeFixed: d[m].feeFixed.trim() || '0', feePercent: d[m].feePercent.trim() || '0' },
    ]),
  ) as PayoutMethodsSetting;

const FIELDS: { term: Term; label: string; example: string }[] = [
  { term: 'minimum', label: 'Minimum (USD)', example: '' },
  { term: 'feeFixed', label: 'Fixed fee (USD)', example: '0.00' },
  { term: 'feePercent', label: 'Fee (%)', example: '0.00' },
];

const CENTS = /^\d{1,6}(\.\d{1,2})?$/;

/** What an artist claiming the method's minimum would receive, once the draft's values are amounts. */
function atTheMinimum(terms: Record<Term, string>, payoutMinimum: string): string | null {
  const minimum = terms.minimum.trim() || payoutMinimum.trim();
  const feeFixed = terms.feeFixed.trim() || '0';
  const feePercent = terms.feePercent.trim() || '0';
  if (![minimum, feeFixed, feePercent].every((v) => CENTS.test(v)) || units(feePercent) > units('100') || units(minimum) <= 0n) return null;
  const quote = payoutQuote(minimum, { feeFixed, feePercent });
  return quote.leavesNothing
    ? `At ${formatDecimal(minimum)} the fee leaves nothing: claims that small will be refused.`
    : `A claim of ${formatDecimal(minimum)} pays ${formatDecimal(quote.fee)} in fees; the artist receives ${formatDecimal(quote.net)}.`;
}

export function PayoutMethodsFields({
  draft,
  payoutMinimum,
  field,
  error,
}: {
  /** The terms as the form has them, for the previews. */
  draft: MethodsDraft;
  /** The payout minimum as the form has it: a method without its own follows it. */
  payoutMinimum: string;
  /** The form's props for a term's input. */
  field: (method: PaymentMethod, term: Term) => UseFormRegisterReturn;
  error: (method: PaymentMethod, term: Term) => string | undefined;
}) {
  return (
    <div className="grid gap-3 lg:grid-cols-3">
      {PAYMENT_METHODS.map((m) => {
        const preview = atTheMinimum(draft[m], payoutMinimum);
        return (
          <fieldset key={m} className="grid min-w-0 content-start gap-3 rounded-lg border p-3">
            <legend className="px-1 text-sm font-semibold">{PAYMENT_METHOD_LABELS[m]}</legend>
            {FIELDS.map((f) => (
              <FormField key={f.term} label={f.label} error={error(m, f.term)}>
                <Input
                  inputMode="decimal"
                  placeholder={f.term === 'minimum' ? `${payoutMinimum || '—'} (payout minimum)` : f.example}
                  {...field(m, f.term)}
                />
              </FormField>
            ))}
            {preview && <p className="text-xs text-muted-foreground">{preview}</p>}
          </fieldset>
        );
      })}
    </div>
  );
}
