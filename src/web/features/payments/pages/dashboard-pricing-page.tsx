// /dashboard/pricing: the three paid plans with their pay buttons (SPEC section 2).
import { Link } from 'react-router';
import { Receipt } from 'lucide-react';
import { PAID_PLAN_TYPES, planByType } from '../../../../domain/plans.ts';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useCurrency } from '../api/use-currency.ts';
import { PaidPlanCard } from '../components/paid-plan-card.tsx';
import { paths } from '../../../lib/paths.ts';

export function DashboardPricingPage() {
  const { profile } = useAuth();
  const currency = useCurrency();
  const active = profile?.subscriptionStatus === 'active' ? profile.planType : null;
  const plans = PAID_PLAN_TYPES.map((t) => planByType(t)!);
  return (
    <div className="space-y-8">
      <PageHeader
        title="Upgrade Your Plan"
        description={
          <>
            Yearly plans, billed once a year{currency.data ? ` in ${currency.data.currency}` : ''}. Paying again for any plan extends your subscription by a year.
          </>
        }
        actions={
          <Button asChild variant="outline">
            <Link to={paths.billing}>
              <Receipt aria-hidden="true" /> Billing & receipts
            </Link>
          </Button>
        }
      />
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {plans.map((plan) => (
          <PaidPlanCard key={plan.type} plan={plan} current={active === plan.type} highlighted={plan.type === 'small_label'} />
        ))}
      </div>
    </div>
  );
}
