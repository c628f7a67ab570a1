// Settings: stored in the database and used by the app at once; environment values stay the
// defaults. Until that lands, this section says so rather than offering controls that do nothing.
import { Settings } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

export function AdminSettingsPage() {
  return (
    <div className="space-y-4">
      <PageHeader title="Settings" description="Support contacts, store names, the payout minimum and the chat widget." />
      <EmptyState icon={Settings} title="Settings are read from the environment for now" description="Support email and phone, store names, the payout minimum and the chat widget come from the server's settings (README, Settings). Changing them here is coming next." />
    </div>
  );
}
