// The four plan cards of /pricing: yearly price in USD with the rupee amount, who the plan is
// for, what it includes and its action. The Free card links to /free; a paid card shows what
// `planAction` renders (the payments feature's pay button), or "Login to Subscribe". For a
// signed-in visitor the current plan is marked.
import type { ReactNode } from 'react';
import { formatPrice } from '../../../../domain/money.ts';
import { PLANS, type Plan, type PlanType } from '../../../../domain/plans.ts';
import { paths } from '../../../lib/paths.ts';
import { LinkButton } from './link-button.tsx';
import { CheckList } from '../../../components/ui/check-list.tsx';

export type PlanAction = (plan: Plan) => ReactNode;

const POPULAR = 'small_label';

/** Where a paid plan's action will be, the size of its button, while it loads. */
export const pendingPlanAction: PlanAction = () => <div className="h-10 w-full animate-pulse rounded-md bg-muted" aria-hidden="true" />;

function PlanCard({ plan, planAction, currentPlan }: { plan: Plan; planAction?: PlanAction; currentPlan?: PlanType }) {
  const current = plan.type === currentPlan;
  const popular = !currentPlan && plan.type === POPULAR;
  const titleId = `plan-${plan.type}`;
  return (
    <article
      aria-labelledby={titleId}
      className={`relative flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm ${current ? 'border-success ring-1 ring-success' : popular ? 'border-primary ring-1 ring-primary' : ''}`}
    >
      {popular && (
        <p className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">
          Most popular
        </p>
      )}
      {current && (
        <p className="absolute -top-3 left-6 rounded-full bg-success px-3 py-0.5 text-xs font-semibold text-success-foreground">
          Current plan
        </p>
      )}
      <h3 id={titleId} className="text-lg font-semibold">
        {plan.name}
      </h3>
      <p className="text-sm text-muted-foreground">{plan.artists}</p>
      <p className="mt-4">
        <span className="text-4xl font-bold tracking-tight">{formatPrice(plan, 'USD')}</span>
        <span className="text-sm text-muted-foreground"> /year</span>
      </p>
      <p className="text-sm text-muted-foreground">
        {plan.usdPrice === 0 ? 'Free forever' : `${formatPrice(plan, 'INR')} per year in India`}
      </p>
      <CheckList items={plan.features} className="mt-6 flex-1" />
      <div className="mt-6">
        {plan.type === 'free' ? (
          <LinkButton to={paths.free} variant="outline" className="w-full">
            {plan.cta}
          </LinkButton>
        ) : planAction ? (
          planAction(plan)
        ) : (
          <LinkButton to={`${paths.auth}?redirect=${encodeURIComponent(paths.pricing)}`} className="w-full">
            Login to Subscribe
          </LinkButton>
        )}
      </div>
    </article>
  );
}

export function PlanCards({
  planAction,
  plans = PLANS,
  currentPlan,
}: {
  planAction?: PlanAction;
  plans?: readonly Plan[];
  currentPlan?: PlanType;
}) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
      {plans.map((plan) => (
        <PlanCard key={plan.type} plan={plan} planAction={planAction} currentPlan={currentPlan} />
      ))}
    </div>
  );
}
