// The release page's Stores card: each store with its delivery state and since when, the store's
// answer, the measured time from approval to the last store's delivery, and takedowns.
import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Send, Timer } from 'lucide-react';
import { formatDate } from '../../../../domain/dates.ts';
import { formatDuration, type DeliveryDto, type ReleaseDeliveriesDto } from '../../../../domain/deliveries.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { releaseDeliveriesOptions } from '../api/deliveries-api.ts';
import { lazyPage } from '../../../lib/lazy-page.tsx';
import { DeliveryStateBadge } from './delivery-state-badge.tsx';

// The dialog (and the dialog primitives under it) loads only for a release that can be taken down.
const TakedownDialog = lazyPage(() => import('./takedown-dialog.tsx').then((m) => m.TakedownDialog));

const when = (iso: string) => formatDate(iso, 'dateTime');

function StoreRow({ release, takedown }: { release: DeliveryDto | undefined; takedown: DeliveryDto | undefined }) {
  const shown = takedown ?? release!;
  return (
    <li className="flex flex-col gap-1 px-3 py-2.5 sm:flex-row sm:items-start sm:gap-3" data-store={shown.storeName}>
      <div className="min-w-0 flex-1">
        <p className="font-medium">{shown.storeName}</p>
        <p className="text-xs text-muted-foreground">
          Since {when(shown.since)}
          {release?.deliveredAt && !takedown ? ` · delivered ${when(release.deliveredAt)}` : ''}
        </p>
        {shown.lastError && (
          <p className="mt-1 text-xs text-destructive">{shown.state === 'failed' ? shown.lastError : `Retrying: ${shown.lastError}`}</p>
        )}
        {release?.ack?.status === 'error' && !takedown && (
          <p className="mt-1 text-xs text-destructive">
            The store reported: {release.ack.errorText}
            {release.ack.proposedAction ? ` (${release.ack.proposedAction})` : ''}. Our team is on it.
          </p>
        )}
      </div>
      <DeliveryStateBadge delivery={shown} />
    </li>
  );
}

function Body({ data, releaseId }: { data: ReleaseDeliveriesDto; releaseId: string }) {
  const byStore = new Map<string, { release?: DeliveryDto; takedown?: DeliveryDto }>();
  for (const d of data.deliveries) {
    const entry = byStore.get(d.storeId) ?? {};
    entry[d.kind === 'new' ? 'release' : 'takedown'] = d;
    byStore.set(d.storeId, entry);
  }
  const releases = data.deliveries.filter((d) => d.kind === 'new');
  const arrived = releases.filter((d) => d.deliveredAt).length;
  const holding = releases.filter((d) => d.deliveredAt && !byStore.get(d.storeId)?.takedown);
  const pending = data.takedowns.find((t) => t.state === 'pending');
  return (
    <>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="space-y-1.5">
          <CardTitle>Stores</CardTitle>
          <CardDescription>
            Delivered to {arrived} of {releases.length} {releases.length === 1 ? 'store' : 'stores'}
          </CardDescription>
        </div>
        {data.canRequestTakedown && holding.length > 0 && (
          <Suspense fallback={null}>
            <TakedownDialog releaseId={releaseId} stores={holding} />
          </Suspense>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        {data.approvalToLastDeliveryMs !== null && (
          <p className="flex items-center gap-2 text-sm">
            <Timer className="size-4 text-primary" aria-hidden="true" />
            <span>
              From approval to the last store:{' '}
              <strong data-figure="approval-to-last-delivery">{formatDuration(data.approvalToLastDeliveryMs)}</strong>
            </span>
          </p>
        )}
        {pending && (
          <Alert role="status">
            <AlertTitle>Takedown requested</AlertTitle>
            <AlertDescription>
              {pending.stores.length ? pending.stores.map((s) => s.name).join(', ') : 'All stores'} · asked {when(pending.createdAt)}. Our
              team reviews it.
            </AlertDescription>
          </Alert>
        )}
        <ul className="divide-y rounded-lg border" aria-label="Store deliveries">
          {[...byStore.values()].map((s) => (
            <StoreRow key={(s.release ?? s.takedown)!.storeId} release={s.release} takedown={s.takedown} />
          ))}
        </ul>
        {data.takedowns.some((t) => t.state !== 'pending') && (
          <ul className="space-y-1 text-xs text-muted-foreground" aria-label="Takedown requests">
            {data.takedowns
              .filter((t) => t.state !== 'pending')
              .map((t) => (
                <li key={t.id}>
                  Takedown from {t.stores.length ? t.stores.map((s) => s.name).join(', ') : 'all stores'}{' '}
                  {t.state === 'approved' ? 'approved' : 'not approved'} {t.decidedAt ? when(t.decidedAt) : ''}
                </li>
              ))}
          </ul>
        )}
      </CardContent>
    </>
  );
}

export function DeliveryPanel({ releaseId }: { releaseId: string }) {
  const q = useQuery(releaseDeliveriesOptions(releaseId));
  return (
    <Card aria-busy={q.isPending}>
      {q.isPending ? (
        <CardContent className="space-y-3" aria-label="Loading the stores">
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-24 w-full" />
        </CardContent>
      ) : q.isError ? (
        <CardContent>
          <Alert variant="destructive">
            <AlertTitle>Could not load the stores</AlertTitle>
            <AlertDescription className="flex flex-wrap items-center gap-3">
              {q.error.message}
              <Button size="sm" variant="outline" onClick={() => void q.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        </CardContent>
      ) : q.data.deliveries.length === 0 ? (
        <CardContent>
          <EmptyState
            icon={Send}
            titleAs="h3"
            title="Not sent to stores yet"
            description="Deliveries start as soon as the release is approved."
          />
        </CardContent>
      ) : (
        <Body data={q.data} releaseId={releaseId} />
      )}
    </Card>
  );
}
