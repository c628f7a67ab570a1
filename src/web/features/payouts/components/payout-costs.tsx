// What a payout costs before it is sent: the chosen method's minimum and fee,
// and what the artist will receive from the amount typed, as it is typed. A problem with the amount
// (above the balance, under the method's minimum, a fee that leaves nothing) is said here as soon as
// it applies, in the words the request is refused with (domain/payout-fees.ts amountProblem).
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../../domain/claim-texts.ts';
import { formatDecimal } from '../../../../domain/money.ts';
import { amountProblem, describeFee, isClaimAmount, payoutQuote, type ClaimLimits } from '../../../../domain/payout-fees.ts';

export function PayoutCosts({ amount, method, limits }: { amount: string; method: PaymentMethod | ''; limits: ClaimLimits }) {
  if (!method)
    return <p className="text-sm text-muted-foreground">Choose a payment method to see its minimum, its fee and what you will receive.</p>;
  const terms = limits.methods[method];
  const typed = amount.trim();
  const valid = isClaimAmount(typed);
  const quote = valid ? payoutQuote(typed, terms) : null;
  const problem = valid ? amountProblem(typed, method, limits) : null;
  const label = PAYMENT_METHOD_LABELS[method];
  return (
    <section aria-label="What you will receive" className="grid gap-3 rounded-lg border bg-muted/30 p-4 text-sm">
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1.5">
        <dt className="text-muted-foreground">Minimum for {label}</dt>
        <dd className="text-right tabular-nums">{formatDecimal(terms.minimum)}</dd>
        <dt className="text-muted-foreground">Fee for {label}</dt>
        <dd className="text-right tabular-nums">{describeFee(terms)}</dd>
        {quote && (
          <>
            <dt className="text-muted-foreground">Fee on {formatDecimal(typed)}</dt>
            <dd className="text-right tabular-nums">{formatDecimal(quote.fee)}</dd>
          </>
        )}
      </dl>
      <p className="flex flex-wrap items-baseline justify-between gap-x-4 border-t pt-3" aria-live="polite">
        <span className="font-medium">You will receive</span>{' '}
        <span className="text-lg font-semibold tabular-nums">{quote && !problem ? formatDecimal(quote.net) : '—'}</span>
      </p>
      {problem ? (
        <p className="text-sm font-medium break-words text-destructive">{problem}</p>
      ) : (
        !valid && <p className="text-muted-foreground">Enter an amount to see what you will receive.</p>
      )}
    </section>
  );
}
