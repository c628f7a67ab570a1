// The action on a paid plan card: "Login to Subscribe" for visitors; when signed in, what paying
// will do (quoted by the server: a year, a renewal, an upgrade's price difference, a downgrade at
// the end of the term, or why not now) and the pay button for that amount. A successful payment
// goes to the dashboard.
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../../lib/links.tsx';
import { useQuery } from '@tanstack/react-query';
import { PAYMENT_TEXTS } from '../../../../domain/payments-texts.ts';
import type { Plan } from '../../../../domain/plans.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { paths } from '../../../lib/paths.ts';
import { currencyOptions, planChangesOptions } from '../api/payments-api.ts';
import { PayButton } from './pay-button.tsx';
import { PlanChangeNote } from './plan-change-note.tsx';

export function PlanPayAction({ plan, className }: { plan: Plan; className?: string }) {
  const { loading, user } = useAuth();
  const navigate = useNavigate();
  const here = useLocation().pathname;
  if (loading) return <Skeleton className="h-10 w-full" aria-label="Loading" />;
  if (!user) {
    return (
      <Button asChild className={className ?? 'w-full'}>
        <Link to={`${paths.auth}?redirect=${encodeURIComponent(here)}`}>{PAYMENT_TEXTS.loginToSubscribe}</Link>
      </Button>
    );
  }
  return <QuotedPayAction plan={plan} className={className} onSuccess={() => navigate(paths.dashboard)} />;
}

function QuotedPayAction({ plan, className, onSuccess }: { plan: Plan; className?: string; onSuccess: () => void }) {
  const currency = useQuery(currencyOptions());
  const changes = useQuery(planChangesOptions(currency.data?.currency));
  if (!changes.data) {
    if (changes.isError) {
      return (
        <div className="w-full space-y-2 text-sm" role="alert">
          <p className="text-destructive">The price could not be loaded.</p>
          <Button variant="outline" className="w-full" onClick={() => void changes.refetch()}>
            Try again
          </Button>
        </div>
      );
    }
    return <Skeleton className="h-10 w-full" aria-label="Loading price" />;
  }
  const option = changes.data.options.find((o) => o.planType === plan.type)!;
  return (
    <div className="w-full space-y-3">
      <PlanChangeNote option={option} currentPlanName={changes.data.subscription.planName} />
      {option.available ? (
        <PayButton
          plan={plan}
          currency={option.currency}
          amount={option.amount}
          className={className}
          variant={option.kind === 'downgrade' ? 'outline' : 'default'}
          onSuccess={onSuccess}
        />
      ) : (
        <Button size="lg" className="w-full" disabled>
          Not available now
        </Button>
      )}
    </div>
  );
}
