// "Pay ₹415" / "Pay $5": starts the checkout for one plan in the detected currency and shows
// "Processing..." (disabled) until the attempt ends.
import { Lock } from 'lucide-react';
import { formatMajor, planPrice } from '../../../../domain/currency.ts';
import { PAYMENT_TEXTS } from '../../../../domain/payments-texts.ts';
import type { Plan } from '../../../../domain/plans.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/utils.ts';
import { useCurrency } from '../api/use-currency.ts';
import { useCheckout } from '../hooks/use-checkout.ts';
import { SandboxCheckout } from './sandbox-checkout.tsx';

type Props = { plan: Plan; onSuccess?: () => void; className?: string };

export function PayButton({ plan, onSuccess, className }: Props) {
  const currency = useCurrency();
  if (!currency.data) return <Skeleton className={cn('h-10 w-full', className)} aria-label="Loading price" />;
  return <PayButtonReady plan={plan} currency={currency.data.currency} onSuccess={onSuccess} className={className} />;
}

function PayButtonReady({ plan, currency, onSuccess, className }: Props & { currency: 'INR' | 'USD' }) {
  const { processing, start, sandbox } = useCheckout(plan, currency, onSuccess);
  return (
    <>
      <Button size="lg" className={cn('w-full', className)} onClick={() => void start()} disabled={processing} aria-busy={processing}>
        {processing ? (
          <>
            <Spinner size="sm" label="" aria-hidden="true" /> {PAYMENT_TEXTS.processing}
          </>
        ) : (
          <>
            <Lock aria-hidden="true" /> Pay {formatMajor(planPrice(plan, currency), currency)}
          </>
        )}
      </Button>
      <SandboxCheckout order={sandbox.order} brand={sandbox.brand} email={sandbox.email} onPay={sandbox.pay} onDecline={sandbox.decline} onDismiss={sandbox.dismiss} />
    </>
  );
}
