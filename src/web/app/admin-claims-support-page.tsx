// The console's Claims & Support section (SPEC section 2): the claims waiting for review (payouts)
// above the support tickets (support). Composed here, where features may meet.
import { PendingClaimsPanel } from '../features/payouts/components/pending-claims-panel.tsx';
import { AdminTicketsPage } from '../features/support/pages/admin-tickets-page.tsx';

const REVENUE = '/admin/revenue';

export function AdminClaimsSupportPage() {
  return <AdminTicketsPage before={<PendingClaimsPanel reviewHref={(id) => `${REVENUE}?claim=${id}`} allHref={REVENUE} />} />;
}
