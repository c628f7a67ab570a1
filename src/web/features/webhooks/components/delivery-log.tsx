// An endpoint's latest deliveries: the event, where it stands, its attempts and the receiver's last
// answer, with Replay; and Send test event, whose result shows here once the sender has run (the
// log is polled while something is on its way).
import { useQuery } from '@tanstack/react-query';
import type { WebhookDeliveryDto } from '../../../../domain/webhooks-dto.ts';
import { WEBHOOK_STATUS_LABELS } from '../../../../domain/webhooks.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { isRefusal } from '../../../lib/api-client.ts';
import { runMutation } from '../../../lib/run-mutation.ts';
import { useReplayDelivery, useSendTest, webhookDeliveriesOptions } from '../api/webhooks-api.ts';

const VARIANT = { pending: 'secondary', sending: 'secondary', delivered: 'success', failed: 'destructive' } as const;
const time = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const failed = (what: string) => (err: Error) =>
  toast.error(what, { description: isRefusal(err) ? err.message : 'Please try again later.' });

function LastAnswer({ d }: { d: WebhookDeliveryDto }) {
  const last = d.log[0];
  if (!last) return <span className="text-muted-foreground">Not sent yet</span>;
  const answer = last.statusCode !== null ? `HTTP ${last.statusCode}` : (last.error ?? 'No answer');
  return (
    <span className="text-muted-foreground">
      {answer} · {last.durationMs} ms{last.responseBody ? ` · ${last.responseBody.slice(0, 80)}` : ''}
    </span>
  );
}

function DeliveryRow({ d, endpointId }: { d: WebhookDeliveryDto; endpointId: string }) {
  const replay = useReplayDelivery(endpointId);
  return (
    <li
      className="flex flex-col gap-2 border-t py-2 text-sm first:border-t-0 sm:flex-row sm:items-center sm:justify-between"
      aria-label={`${d.eventType} ${d.id}`}
    >
      <div className="min-w-0 space-y-0.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-xs">{d.eventType}</span>
          <Badge variant={VARIANT[d.status]}>{WEBHOOK_STATUS_LABELS[d.status]}</Badge>
          <span className="text-xs text-muted-foreground">
            {d.attempts} {d.attempts === 1 ? 'attempt' : 'attempts'}
          </span>
        </div>
        <p className="text-xs break-all">
          {time(d.createdAt)} · <LastAnswer d={d} />
        </p>
      </div>
      <Button
        size="sm"
        variant="outline"
        className="self-start sm:self-center"
        disabled={replay.isPending || d.status === 'sending'}
        onClick={() =>
          runMutation(replay, d.id, { onSuccess: () => toast.success('Delivery queued again'), onError: failed('Not replayed') })
        }
      >
        Replay
      </Button>
    </li>
  );
}

export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const query = useQuery(webhookDeliveriesOptions(endpointId));
  const test = useSendTest(endpointId);
  return (
    <section className="mt-2 rounded-md bg-muted/40 p-3" aria-label="Deliveries">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-medium">Recent deliveries</h3>
        <Button
          size="sm"
          disabled={test.isPending}
          onClick={() => runMutation(test, undefined, { onSuccess: () => toast.success('Test event queued'), onError: failed('Not sent') })}
        >
          {test.isPending && <Spinner size="sm" />} Send test event
        </Button>
      </div>
      {query.isError ? (
        <LoadError title="Could not load the deliveries" message={query.error.message} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <div className="space-y-2" aria-busy="true" aria-label="Loading deliveries">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : query.data.deliveries.length === 0 ? (
        <p className="text-sm text-muted-foreground">No deliveries yet. Send a test event to see how your endpoint answers.</p>
      ) : (
        <ul>
          {query.data.deliveries.map((d) => (
            <DeliveryRow key={d.id} d={d} endpointId={endpointId} />
          ))}
        </ul>
      )}
    </section>
  );
}
