// /dashboard/releases/:id: the releases feature's page with the deliveries feature's Stores card
// and the splits feature's Revenue split card. Features do not import each other; this composes them.
import { DeliveryPanel } from '../features/deliveries/components/delivery-panel.tsx';
import { ReleasePage } from '../features/releases/pages/release-page.tsx';
import { ReleaseSplits } from '../features/splits/components/release-splits.tsx';

export function ReleaseRoute() {
  return (
    <ReleasePage
      stores={(r) => <DeliveryPanel releaseId={r.id} releaseDate={r.releaseDate} />}
      splits={(r) => <ReleaseSplits releaseId={r.id} />}
    />
  );
}
