// /dashboard/developers: the public API's keys (the api-keys feature) and the account's webhooks
// (the webhooks feature), with the way to the API reference.
import { PageHeader } from '../components/ui/page-header.tsx';
import { ApiKeysSection } from '../features/api-keys/components/api-keys-section.tsx';
import { WebhooksSection } from '../features/webhooks/components/webhooks-section.tsx';

export function DevelopersRoute() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Developers"
        description="Connect your own systems: API keys for calls to Tunelane, webhooks for Tunelane’s calls to you."
      />
      <ApiKeysSection />
      <WebhooksSection />
    </div>
  );
}
