// /dashboard/revenue: the royalties feature's page with the payouts feature's history rows, the
// holds feature's card of earnings on hold and the splits feature's card of the splits the artist
// is paid from. Features do not import each other; this composes them.
import { ArtistHoldsSlot } from '../features/holds/components/artist-holds-slot.tsx';
import { PayoutHistory } from '../features/payouts/components/payout-history.tsx';
import { RevenuePage } from '../features/royalties/pages/revenue-page.tsx';
import { MySplitsSlot } from '../features/splits/components/my-splits-slot.tsx';

export function RevenueRoute() {
  return (
    <RevenuePage
      payoutHistory={(payouts, claimable) => <PayoutHistory payouts={payouts} claimable={claimable} />}
      holds={<ArtistHoldsSlot />}
      splits={<MySplitsSlot />}
    />
  );
}
