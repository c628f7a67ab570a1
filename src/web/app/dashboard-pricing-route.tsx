// /dashboard/pricing: the payments feature's plans page, under the notice that says when no real
// checkout runs.
import { PaymentsNotice } from '../components/layout/payments-notice.tsx';
import { DashboardPricingPage } from '../features/payments/pages/dashboard-pricing-page.tsx';

export function DashboardPricingRoute() {
  return (
    <div className="space-y-6">
      <PaymentsNotice />
      <DashboardPricingPage />
    </div>
  );
}
