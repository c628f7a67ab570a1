// The action on a paid plan card: "Login to Subscribe" for visitors, the pay button when signed
// in; a successful payment goes to the dashboard.
import { Link, useLocation, useNavigate } from 'react-router';
import { PAYMENT_TEXTS } from '../../../../domain/payments-texts.ts';
import type { Plan } from '../../../../domain/plans.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { paths } from '../../../lib/paths.ts';
import { PayButton } from './pay-button.tsx';

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
  return <PayButton plan={plan} className={className} onSuccess={() => navigate(paths.dashboard)} />;
}
