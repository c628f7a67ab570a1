// "Pay ₹415" / "Pay $5" / "Pay $4.15": starts the checkout for one plan at the amount the server
// quoted (a year, or an upgrade's price difference) and shows "Processing..." (disabled) until
// the attempt ends.
import { Suspense, useState } from 'react';
import { Lock } from 'lucide-react';
import { formatMoney, type Currency } from '../../../../domain/money.ts';
import { PAYMENT_TEXTS } from '../../../../domain/payments-texts.ts';
import type { Plan } from '../../../../domain/plans.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { lazyPage } from '../../../lib/lazy-page.tsx';
import { cn } from '../../../lib/utils.ts';
import { useCheckout } from '../hooks/use-checkout.ts';

// The sandbox checkout (a dialog) loads when the server first answers with a sandbox order.
const SandboxCheckout = lazyPage(() => import('./sandbox-checkout.tsx').then((m) => m.SandboxCheckout));

type Props = {
  plan: Plan;
  currency: Currency;
  /** The quoted amount, minor units. */
  amount: number;
  onSuccess?: () => void;
  className?: string;
  variant?: 'default' | 'outline';
};

export function PayButton({ plan, currency, amount, onSuccess, className, variant }: Props) {
  const { processing, start, sandbox } = useCheckout(plan, currency, amount, onSuccess);
  const [sandboxUsed, setSandboxUsed] = useState(false);
  if (sandbox.order && !sandboxUsed) setSandboxUsed(true); // then it stays, to animate its closing
  return (
    <>
      <Button
        size="lg"
        variant={variant}
        className={cn('w-full', className)}
        onClick={() => void start()}
        disabled={processing}
        aria-busy={processing}
      >
        {processing ? (
          <>
            <Spinner size="sm" label="" aria-hidden="true" /> {PAYMENT_TEXTS.processing}
          </>
        ) : (
          <>
            <Lock aria-hidden="true" /> Pay {formatMoney(amount, currency, { cents: 'auto' })}
          </>
        )}
      </Button>
      {sandboxUsed && (
        <Suspense fallback={null}>
          <SandboxCheckout
            order={sandbox.order}
            brand={sandbox.brand}
            email={sandbox.email}
            onPay={sandbox.pay}
            onDecline={sandbox.decline}
            onDismiss={sandbox.dismiss}
          />
        </Suspense>
      )}
    </>
  );
}
