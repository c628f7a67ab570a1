// One paid plan on /dashboard/pricing: name, yearly price in the detected currency, whether it is
// the current plan, an upgrade or a change at renewal, what it includes, and its pay action.
import { useQuery } from '@tanstack/react-query';
import { formatPrice } from '../../../../domain/money.ts';
import type { Plan } from '../../../../domain/plans.ts';
import type { PlanChangeKind } from '../../../../domain/plan-change.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/utils.ts';
import { currencyOptions } from '../api/payments-api.ts';
import { PlanPayAction } from './plan-pay-action.tsx';
import { CheckList } from '../../../components/ui/check-list.tsx';

/** The badge beside a plan's name: current plan first, then what paying for it would be. */
function PlanBadge({ current, kind, highlighted }: { current: boolean; kind: PlanChangeKind | null; highlighted?: boolean }) {
  if (current) return <Badge variant="success">Current plan</Badge>;
  if (kind === 'upgrade') return <Badge>Upgrade</Badge>;
  if (kind === 'downgrade') return <Badge variant="secondary">Next term</Badge>;
  return highlighted ? <Badge>Most popular</Badge> : null;
}

export function PaidPlanCard({
  plan,
  current,
  kind,
  highlighted,
}: {
  plan: Plan;
  current: boolean;
  kind: PlanChangeKind | null;
  highlighted?: boolean;
}) {
  const currency = useQuery(currencyOptions());
  return (
    <Card
      className={cn(
        'relative h-full',
        current ? 'border-success ring-1 ring-success' : highlighted && 'border-primary shadow-md ring-1 ring-primary',
      )}
      aria-labelledby={`plan-${plan.type}`}
    >
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id={`plan-${plan.type}`} as="h2">
            {plan.name}
          </CardTitle>
          <PlanBadge current={current} kind={kind} highlighted={highlighted} />
        </div>
        <CardDescription>{plan.artists}</CardDescription>
        <div className="mt-3 flex items-baseline gap-1" data-testid={`price-${plan.type}`}>
          {currency.data ? (
            <>
              <span className="text-4xl font-bold tracking-tight">{formatPrice(plan, currency.data.currency)}</span>
              <span className="text-sm text-muted-foreground">/year</span>
            </>
          ) : (
            <Skeleton className="h-10 w-28" />
          )}
        </div>
      </CardHeader>
      <CardContent className="flex-1">
        <CheckList items={plan.features} />
      </CardContent>
      <CardFooter>
        <PlanPayAction plan={plan} />
      </CardFooter>
    </Card>
  );
}
