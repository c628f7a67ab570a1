// /dashboard/revenue: the royalties feature's page with the payouts feature's history rows and the
// holds feature's card of earnings on hold. Features do not import each other; this composes them.
import { ArtistHoldsSlot } from '../features/holds/components/artist-holds-slot.tsx';
import { PayoutHistory } from '../features/payouts/components/payout-history.tsx';
import { RevenuePage } from '../features/royalties/pages/revenue-page.tsx';

export function RevenueRoute() {
  return (
    <RevenuePage
      payoutHistory={(payouts, claimable) => <PayoutHistory payouts={payouts} claimable={claimable} />}
      holds={<ArtistHoldsSlot />}
    />
  );
}
