// /pricing: the public plans page with the payments feature's action on each paid card
// ("Login to Subscribe" for visitors, "Pay ₹/$ amount" when signed in).
import type { Plan } from '../../domain/plans.ts';
import { PricingPage } from '../features/marketing/pages/pricing-page.tsx';
import { PlanPayAction } from '../features/payments/components/plan-pay-action.tsx';

const planAction = (plan: Plan) => <PlanPayAction plan={plan} />;

export function PricingRoute() {
  return <PricingPage planAction={planAction} />;
}
