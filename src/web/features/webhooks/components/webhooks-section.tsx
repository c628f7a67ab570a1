// Webhooks on the Developers page: the account's endpoints, each with its events, its secret and
// its delivery log (Send test event, Replay), and the dialogs that add, edit and delete them. Off
// Enterprise Label the card says which plan has them and links to the plans.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Webhook } from 'lucide-react';
import type { CreatedWebhookDto, WebhookEndpointDto } from '../../../../domain/webhooks-dto.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { webhookEndpointsOptions } from '../api/webhooks-api.ts';
import { EndpointDialog } from './endpoint-dialog.tsx';
import { EndpointItem } from './endpoint-item.tsx';
import { SecretDialog } from './secret-dialog.tsx';
import { PlanNotice } from '../../../components/ui/plan-notice.tsx';

type Editing = { kind: 'add' } | { kind: 'edit'; endpoint: WebhookEndpointDto } | null;

export function WebhooksSection() {
  const query = useQuery(webhookEndpointsOptions());
  const [editing, setEditing] = useState<Editing>(null);
  const [secret, setSecret] = useState<{ secret: string; title: string } | null>(null);
  const planRefused = query.error instanceof ApiError && query.error.code === 'PLAN_REQUIRED' ? query.error : null;
  const canAdd = query.data !== undefined;
  return (
    <Card aria-labelledby="webhooks-title">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle id="webhooks-title" as="h2">
            Webhooks
          </CardTitle>
          <CardDescription>
            Tunelane posts your events to your own systems as they happen: approvals, deliveries, live releases, booked reports, paid claims
            and holds. Each request is signed with the endpoint’s secret (the Tunelane-Signature header).
          </CardDescription>
        </div>
        {canAdd && query.data.endpoints.length > 0 && (
          <Button className="shrink-0" onClick={() => setEditing({ kind: 'add' })}>
            Add endpoint
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {planRefused ? (
          <PlanNotice title="Webhooks come with Enterprise Label" message={planRefused.message} />
        ) : query.isError ? (
          <LoadError title="Could not load your webhooks" message={query.error.message} onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <div className="space-y-3" aria-busy="true" aria-label="Loading webhooks">
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        ) : query.data.endpoints.length === 0 ? (
          <EmptyState
            icon={Webhook}
            titleAs="h3"
            title="No endpoints yet"
            description="Add the https address of your system and choose the events it should hear of."
            action={<Button onClick={() => setEditing({ kind: 'add' })}>Add endpoint</Button>}
          />
        ) : (
          <ul className="space-y-3" aria-label="Webhook endpoints">
            {query.data.endpoints.map((e) => (
              <EndpointItem
                key={e.id}
                endpoint={e}
                onEdit={() => setEditing({ kind: 'edit', endpoint: e })}
                onSecret={(s, title) => setSecret({ secret: s, title })}
              />
            ))}
          </ul>
        )}
      </CardContent>
      {editing && (
        <EndpointDialog
          endpoint={editing.kind === 'edit' ? editing.endpoint : undefined}
          onClose={() => setEditing(null)}
          onCreated={(c: CreatedWebhookDto) => setSecret({ secret: c.secret, title: 'Endpoint added' })}
        />
      )}
      {secret && <SecretDialog title={secret.title} secret={secret.secret} onClose={() => setSecret(null)} />}
    </Card>
  );
}
