// /pricing for a signed-in user: each paid card gets the payments feature's pay button, and the
// plan the user is on is marked (a lapsed paid plan counts as Free).
import { Suspense } from 'react';
import type { Plan, PlanType } from '../../domain/plans.ts';
import { pendingPlanAction } from '../features/marketing/components/plan-cards.tsx';
import { PricingPage } from '../features/marketing/pages/pricing-page.tsx';
import { PlanPayAction } from '../features/payments/components/plan-pay-action.tsx';
import { useAuth } from '../lib/auth.ts';
import { AppProviders } from './app-providers.tsx';

const payAction = (plan: Plan) => (
  <Suspense fallback={pendingPlanAction(plan)}>
    <PlanPayAction plan={plan} />
  </Suspense>
);

export function SignedInPricing() {
  const { profile } = useAuth();
  let current: PlanType | undefined;
  if (profile) {
    const live =
      profile.subscriptionStatus === 'active' &&
      !!profile.subscriptionExpiresAt &&
      new Date(profile.subscriptionExpiresAt).getTime() > Date.now();
    current = live ? profile.planType : 'free';
  }
  return (
    <AppProviders>
      <PricingPage planAction={payAction} currentPlan={current} />
    </AppProviders>
  );
}
