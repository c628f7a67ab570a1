// /pricing for a signed-in user: each paid card gets the payments feature's pay button.
import { Suspense } from 'react';
import type { Plan } from '../../domain/plans.ts';
import { pendingPlanAction } from '../features/marketing/components/plan-cards.tsx';
import { PricingPage } from '../features/marketing/pages/pricing-page.tsx';
import { PlanPayAction } from '../features/payments/components/plan-pay-action.tsx';
import { AppProviders } from './app-providers.tsx';

const payAction = (plan: Plan) => (
  <Suspense fallback={pendingPlanAction(plan)}>
    <PlanPayAction plan={plan} />
  </Suspense>
);

export function SignedInPricing() {
  return (
    <AppProviders>
      <PricingPage planAction={payAction} />
    </AppProviders>
  );
}
