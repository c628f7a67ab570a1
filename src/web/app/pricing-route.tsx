// /pricing: the public plans page with the payments feature's action on each paid card. Visitors
// get the page's own "Login to Subscribe" and nothing else; the pay buttons and what they need
// (TanStack Query, toasts, checkout) load only for a signed-in user, so the public page stays light.
import { Suspense } from 'react';
import { PaymentsNotice } from '../components/layout/payments-notice.tsx';
import { pendingPlanAction } from '../features/marketing/components/plan-cards.tsx';
import { PricingPage } from '../features/marketing/pages/pricing-page.tsx';
import { useAuth } from '../lib/auth.ts';
import { lazyPage } from '../lib/lazy-page.tsx';

const SignedInPricing = lazyPage(() => import('./pricing-signed-in.tsx').then((m) => m.SignedInPricing));

const notice = <PaymentsNotice frame="mx-auto w-full max-w-7xl px-4 pt-6 sm:px-6 lg:px-8" />;

export function PricingRoute() {
  const { loading, user } = useAuth();
  if (user) {
    return (
      <>
        {notice}
        <Suspense fallback={<PricingPage planAction={pendingPlanAction} />}>
          <SignedInPricing />
        </Suspense>
      </>
    );
  }
  return (
    <>
      {notice}
      <PricingPage planAction={loading ? pendingPlanAction : undefined} />
    </>
  );
}
