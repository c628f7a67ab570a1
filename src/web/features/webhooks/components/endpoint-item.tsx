// One endpoint in the list: its address, description, events and state, what can be done with it
// (edit, reveal or replace its secret, delete) and its delivery log, opened on demand.
import { useState } from 'react';
import type { WebhookEndpointDto } from '../../../../domain/webhooks-dto.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { isRefusal } from '../../../lib/api-client.ts';
import { runMutation } from '../../../lib/run-mutation.ts';
import { useDeleteWebhook, useRevealSecret, useRotateSecret } from '../api/webhooks-api.ts';
import { DeliveryLog } from './delivery-log.tsx';

const failed = (what: string) => (err: Error) =>
  toast.error(what, { description: isRefusal(err) ? err.message : 'Please try again later.' });

export function EndpointItem({
  endpoint,
  onEdit,
  onSecret,
}: {
  endpoint: WebhookEndpointDto;
  onEdit: () => void;
  onSecret: (secret: string, title: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const reveal = useRevealSecret();
  const rotate = useRotateSecret();
  const remove = useDeleteWebhook();
  const name = endpoint.description || endpoint.url;
  return (
    <li className="rounded-lg border p-3 sm:p-4" aria-label={name}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="font-mono text-sm break-all">{endpoint.url}</p>
          {endpoint.description && <p className="text-sm text-muted-foreground">{endpoint.description}</p>}
          <div className="flex flex-wrap gap-1">
            <Badge variant={endpoint.enabled ? 'success' : 'secondary'}>{endpoint.enabled ? 'On' : 'Off'}</Badge>
            {endpoint.events.map((e) => (
              <Badge key={e} variant="outline" className="font-mono">
                {e}
              </Badge>
            ))}
          </div>
        </div>
        <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">
          <Button size="sm" variant="outline" onClick={onEdit}>
            Edit
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={reveal.isPending}
            onClick={() =>
              runMutation(reveal, endpoint.id, { onSuccess: (s) => onSecret(s.secret, 'Signing secret'), onError: failed('Not revealed') })
            }
          >
            Reveal secret
          </Button>
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="outline">
                Replace secret
              </Button>
            }
            title="Replace the signing secret?"
            description="The current secret stops signing at once: update your system with the new one."
            confirmLabel="Replace secret"
            onConfirm={() =>
              runMutation(rotate, endpoint.id, {
                onSuccess: (s) => onSecret(s.secret, 'New signing secret'),
                onError: failed('Not replaced'),
              })
            }
          />
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="outline" className="text-destructive">
                Delete
              </Button>
            }
            title="Delete this endpoint?"
            description={`${endpoint.url} will hear of no more events, and its delivery log goes with it.`}
            confirmLabel="Delete endpoint"
            destructive
            onConfirm={() =>
              runMutation(remove, endpoint.id, { onSuccess: () => toast.success('Endpoint deleted'), onError: failed('Not deleted') })
            }
          />
        </div>
      </div>
      <Button size="sm" variant="link" className="mt-1 px-0" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Hide deliveries' : 'Show deliveries'}
      </Button>
      {open && <DeliveryLog endpointId={endpoint.id} />}
    </li>
  );
}
