// Revenue & Payouts: the section is in place; its figures and the claims table come with the
// payouts work (store reports, the ledger and claim review), so nothing here is invented.
import { Wallet } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

export function AdminRevenuePage() {
  return (
    <div className="space-y-4">
      <PageHeader title="Revenue & Payouts" description="Platform revenue, artists' balances and their payout claims." />
      <EmptyState
        icon={Wallet}
        title="Not available yet"
        description="Revenue totals and the payout claims table arrive with payouts. Until then, the Revenue and Pending Claims counters above show the figures recorded so far."
      />
    </div>
  );
}
