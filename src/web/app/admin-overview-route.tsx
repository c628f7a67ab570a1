// /admin: the platform feature's Overview with the deliveries feature's card (delivery times,
// takedown requests, store errors). Features do not import each other; this composes them.
import { AdminDeliveriesCard } from '../features/deliveries/components/admin-deliveries-card.tsx';
import { AdminOverviewPage } from '../features/platform/pages/admin-overview-page.tsx';

export function AdminOverviewRoute() {
  return <AdminOverviewPage deliveries={<AdminDeliveriesCard />} />;
}
