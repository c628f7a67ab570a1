// /dashboard/releases/:id: the releases feature's page with the deliveries feature's Stores card.
// Features do not import each other; this composes them.
import { DeliveryPanel } from '../features/deliveries/components/delivery-panel.tsx';
import { ReleasePage } from '../features/releases/pages/release-page.tsx';

export function ReleaseRoute() {
  return <ReleasePage stores={(r) => <DeliveryPanel releaseId={r.id} releaseDate={r.releaseDate} />} />;
}
