// /dashboard/revenue: the royalties feature's page with the payouts feature's history rows.
// Features do not import each other; this composes them.
import { PayoutHistory } from '../features/payouts/components/payout-history.tsx';
import { RevenuePage } from '../features/royalties/pages/revenue-page.tsx';

export function RevenueRoute() {
  return <RevenuePage payoutHistory={(payouts, claimable) => <PayoutHistory payouts={payouts} claimable={claimable} />} />;
}
