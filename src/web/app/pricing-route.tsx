// /pricing: the public plans page with the payments feature's action on each paid card. Visitors
// get the page's own "Login to Subscribe" and nothing else; the pay buttons and what they need
// (TanStack Query, toasts, checkout) load only for a signed-in user, so the public page stays light.
import { Suspense } from 'react';
import { pendingPlanAction } from '../features/marketing/components/plan-cards.tsx';
import { PricingPage } from '../features/marketing/pages/pricing-page.tsx';
import { useAuth } from '../lib/auth.ts';
import { lazyPage } from '../lib/lazy-page.tsx';

const SignedInPricing = lazyPage(() => import('./pricing-signed-in.tsx').then((m) => m.SignedInPricing));

export function PricingRoute() {
  const { loading, user } = useAuth();
  if (user) {
    return (
      <Suspense fallback={<PricingPage planAction={pendingPlanAction} />}>
        <SignedInPricing />
      </Suspense>
    );
  }
  return <PricingPage planAction={loading ? pendingPlanAction : undefined} />;
}
