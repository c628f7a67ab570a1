// The Overview Deliveries card's failures: deliveries that gave up (to send again) and the stores'
// error acknowledgements until an admin has dealt with each.
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../../domain/dates.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { SystemError } from '../../../components/admin/system-error.tsx';
import { acknowledgementErrorsOptions, failedDeliveriesOptions, useResolveAcknowledgement } from '../api/deliveries-api.ts';
import { runMutation } from '../../../lib/run-mutation.ts';

import { AttentionItem, AttentionList } from './attention-list.tsx';
import { ResendButton } from './resend-button.tsx';

const when = (iso: string) => formatDate(iso, 'dateTime');

export function FailedDeliveries() {
  const list = useQuery(failedDeliveriesOptions());
  return (
    <AttentionList query={list} label="Failed deliveries" empty="Every delivery is on its way or has arrived.">
      {(f) => (
        <AttentionItem
          key={f.id}
          data-failed-delivery={f.releaseTitle}
          title={
            <>
              {f.storeName}: {f.releaseTitle}
              {f.kind === 'takedown' ? ' (takedown)' : ''} <span className="font-normal text-muted-foreground">by {f.artistName}</span>
            </>
          }
          error={f.lastError ? <SystemError raw={f.lastError} /> : 'No reason recorded'}
          when={`Gave up ${when(f.since)} after ${f.attempts} ${f.attempts === 1 ? 'attempt' : 'attempts'}`}
          action={<ResendButton deliveryId={f.id} what={f.releaseTitle} store={f.storeName} />}
        />
      )}
    </AttentionList>
  );
}

export function AckErrors() {
  const list = useQuery(acknowledgementErrorsOptions());
  const resolve = useResolveAcknowledgement();
  return (
    <AttentionList query={list} label="Store errors" empty="No store has reported an error.">
      {(a) => (
        <AttentionItem
          key={a.id}
          title={`${a.storeName}: ${a.releaseTitle ?? a.fileName}`}
          error={`${a.errorText ?? ''}${a.proposedAction ? ` · proposed: ${a.proposedAction}` : ''}`}
          when={when(a.createdAt)}
          action={
            <div className="flex flex-wrap gap-2">
              {a.canResend && a.deliveryId && (
                <ResendButton deliveryId={a.deliveryId} what={a.releaseTitle ?? a.fileName} store={a.storeName} />
              )}
              <Button
                size="sm"
                variant="outline"
                disabled={resolve.isPending}
                onClick={() =>
                  runMutation(resolve, a.id, {
                    onSuccess: () => toast.success('Marked as dealt with'),
                    onError: (err) => toast.error('Could not update the store error', { description: err.message }),
                  })
                }
              >
                Mark dealt with
              </Button>
            </div>
          }
        />
      )}
    </AttentionList>
  );
}

/** Deliveries no store has answered (or not past received) for longer than the setting. */
