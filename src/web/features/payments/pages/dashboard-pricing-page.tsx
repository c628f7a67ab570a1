// /dashboard/pricing, "Upgrade Your Plan": the three paid plans with their pay buttons (SPEC
// section 2). The current plan is marked; a dearer plan is an upgrade charged the price
// difference for the days left, the same plan renews it, a cheaper one starts when the term
// ends. The server quotes every amount. Paying in rupees, the buyer may name their state (the
// place of supply on the GST receipt).
import { Link } from '../../../lib/links.tsx';
import { useQuery } from '@tanstack/react-query';
import { Receipt } from 'lucide-react';
import { PAID_PLAN_TYPES, planByType } from '../../../../domain/plans.ts';
import type { SubscriptionDto } from '../../../../domain/payments-dto.ts';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { currencyOptions, planChangesOptions } from '../api/payments-api.ts';
import { BillingStateSelect } from '../components/billing-state-select.tsx';
import { PaidPlanCard } from '../components/paid-plan-card.tsx';
import { formatDate } from '../../../../domain/dates.ts';
import { paths } from '../../../lib/paths.ts';

function summary(sub: SubscriptionDto, currency: string | undefined): string {
  const billed = `Yearly plans, billed once a year${currency ? ` in ${currency}` : ''}.`;
  if (sub.status !== 'active' || sub.planType === 'free' || !sub.expiresAt)
    return `${billed} Each plan runs for a year from the day you pay.`;
  const now = `You are on ${sub.planName} until ${formatDate(sub.expiresAt)}.`;
  if (sub.scheduled) return `${now} ${sub.scheduled.planName} starts on ${formatDate(sub.scheduled.startsAt)}.`;
  return `${now} Upgrading costs only the price difference for the time left; paying for ${sub.planName} again renews it for a year; a cheaper plan starts when this one ends.`;
}

export function DashboardPricingPage() {
  const currency = useQuery(currencyOptions());
  const changes = useQuery(planChangesOptions(currency.data?.currency));
  const sub = changes.data?.subscription;
  const active = sub && sub.status === 'active' ? sub.planType : null;
  const plans = PAID_PLAN_TYPES.map((t) => planByType(t)!);
  return (
    <div className="space-y-8">
      <PageHeader
        title="Upgrade Your Plan"
        description={
          sub ? (
            summary(sub, currency.data?.currency)
          ) : (
            <span className="inline-block h-4 w-72 max-w-full animate-pulse rounded-md bg-muted align-middle" aria-hidden="true" />
          )
        }
        actions={
          <Button asChild variant="outline">
            <Link to={paths.billing}>
              <Receipt aria-hidden="true" /> Billing & receipts
            </Link>
          </Button>
        }
      />
      {currency.data?.currency === 'INR' && <BillingStateSelect />}
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {plans.map((plan) => {
          const option = changes.data?.options.find((o) => o.planType === plan.type);
          return (
            <PaidPlanCard
              key={plan.type}
              plan={plan}
              current={active === plan.type}
              kind={option?.available ? option.kind : null}
              highlighted={!active && plan.type === 'small_label'}
            />
          );
        })}
      </div>
    </div>
  );
}
