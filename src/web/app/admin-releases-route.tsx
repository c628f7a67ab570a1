// /admin/releases: the releases feature's list and review dialog with the deliveries feature's
// timeline per store (with the technical record) in the dialog. This composes them.
import { StoreTimelines } from '../features/deliveries/components/store-timeline.tsx';
import { AdminReleasesPage } from '../features/releases/pages/admin-releases-page.tsx';

export function AdminReleasesRoute() {
  return <AdminReleasesPage stores={(r) => <StoreTimelines releaseId={r.id} admin={{ releaseTitle: r.title }} />} />;
}
