// /admin/settings: the settings feature's form with the deliveries feature's store endpoints.
import { StoreEndpointsSection } from '../features/deliveries/components/store-endpoints-section.tsx';
import { AdminSettingsPage } from '../features/settings/pages/admin-settings-page.tsx';

export function AdminSettingsRoute() {
  return <AdminSettingsPage stores={<StoreEndpointsSection />} />;
}
