// The release page's Stores card, as an artist reads it: one line for what went as expected ("Sent to
// N stores · goes live on <release date>": delivered is not live, stores publish on the release
// date), the stores a store has confirmed live, then only the stores that differ (not sent, a store's
// problem, waiting, taken down), the time the release took to reach every store, and takedowns.
// No engineering figures: the server gives artists no batch ids or transfer errors, and none of the
// delivery's ids or counts are shown. Every store is still listed, folded, for the curious, and each
// store's timeline (queued, sent, received, ingested, live, or its error) is loaded when unfolded.
import { Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Send, Timer } from 'lucide-react';
import { formatDate } from '../../../../domain/dates.ts';
import { formatDuration } from '../../../../domain/deliveries.ts';
import type { DeliveryDto, ReleaseDeliveriesDto } from '../../../../domain/deliveries-dto.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Badge, type BadgeProps } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { releaseDeliveriesOptions } from '../api/deliveries-api.ts';
import { lazyPage } from '../../../lib/lazy-page.tsx';
import { StoreTimelines } from './store-timeline.tsx';

// The dialog (and the dialog primitives under it) loads only for a release that can be taken down.
const TakedownDialog = lazyPage(() => import('./takedown-dialog.tsx').then((m) => m.TakedownDialog));

const when = (iso: string) => formatDate(iso, 'dateTime');
const stores = (n: number) => `${n} ${n === 1 ? 'store' : 'stores'}`;
const inState = (d: DeliveryDto | undefined, ...states: string[]) => !!d && states.includes(d.state);
/** The states of a delivery the store has (whatever it said since, unless it refused it). */
const ARRIVED = ['delivered', 'acknowledged', 'received', 'ingested', 'live'];

type Store = { name: string; release?: DeliveryDto; takedown?: DeliveryDto };
type Outcome = 'sent' | 'live' | 'waiting' | 'problem' | 'taken-down' | 'taking-down';

function outcomeOf({ release: r, takedown: t }: Store): Outcome {
  if (t) return inState(t, ...ARRIVED) ? 'taken-down' : 'taking-down';
  if (inState(r, 'failed', 'error') || r?.ack?.status === 'error' || r?.ack?.status === 'invalid') return 'problem';
  if (inState(r, 'queued', 'sending')) return 'waiting';
  return inState(r, 'live') ? 'live' : 'sent';
}

const SAYS: Record<Exclude<Outcome, 'sent' | 'live'>, { label: string; variant: BadgeProps['variant'] }> = {
  problem: { label: 'Not delivered yet', variant: 'destructive' },
  waiting: { label: 'Waiting to be sent', variant: 'secondary' },
  'taking-down': { label: 'Being taken down', variant: 'warning' },
  'taken-down': { label: 'Taken down', variant: 'neutral' },
};

/** What the artist needs to know of a store that differs, in words. */
function detail({ release: r, takedown: t }: Store, outcome: Outcome): string {
  if (outcome === 'taken-down') return `Removed ${when(t!.since)}`;
  if (outcome === 'taking-down') return `Asked ${when(t!.since)}`;
  if (outcome === 'waiting') return r?.state === 'sending' ? 'Sending now' : 'Goes out in a moment';
  if (r?.ack?.errorText) return `The store reported: ${r.ack.errorText}. Our team is on it; you need to do nothing.`;
  return 'Our team is on it and sends it again; you need to do nothing.';
}

function summary(sent: number, releaseDate: string | null, today: string): string {
  if (!sent) return 'Not in any store yet';
  if (!releaseDate) return `Sent to ${stores(sent)}`;
  const date = formatDate(releaseDate);
  return releaseDate > today ? `Sent to ${stores(sent)} · goes live on ${date}` : `Sent to ${stores(sent)} · released ${date}`;
}

function Body({ data, releaseId, releaseDate }: { data: ReleaseDeliveriesDto; releaseId: string; releaseDate: string | null }) {
  const byStore = new Map<string, Store>();
  for (const d of data.deliveries) {
    const entry = byStore.get(d.storeId) ?? { name: d.storeName };
    entry[d.kind === 'new' ? 'release' : 'takedown'] = d;
    byStore.set(d.storeId, entry);
  }
  const all = [...byStore.values()].map((s) => ({ ...s, outcome: outcomeOf(s) }));
  const sent = all.filter((s) => s.outcome === 'sent' || s.outcome === 'live').length;
  const live = all.filter((s) => s.outcome === 'live');
  const differ = all.filter((s) => s.outcome !== 'sent' && s.outcome !== 'live');
  const holding = data.deliveries.filter((d) => d.kind === 'new' && d.deliveredAt && !byStore.get(d.storeId)?.takedown);
  const pending = data.takedowns.find((t) => t.state === 'pending');
  const today = new Date().toISOString().slice(0, 10);
  return (
    <>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="space-y-1.5">
          <CardTitle>Stores</CardTitle>
          <CardDescription data-summary="stores" className="text-base text-foreground">
            {summary(sent, releaseDate, today)}
          </CardDescription>
        </div>
        {data.canRequestTakedown && holding.length > 0 && (
          <Suspense fallback={null}>
            <TakedownDialog releaseId={releaseId} stores={holding} />
          </Suspense>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        {sent > 0 && (
          <p className="text-sm text-muted-foreground">
            {live.length
              ? `Live on ${live.map((s) => s.name).join(', ')}; the others publish it as they process it.`
              : 'Sent is not live yet: each store publishes it once it has processed it, from the release date.'}
          </p>
        )}
        {data.approvalToLastDeliveryMs !== null && (
          <p className="flex items-center gap-2 text-sm">
            <Timer className="size-4 text-primary" aria-hidden="true" />
            <span>
              Reached every store in{' '}
              <strong data-figure="approval-to-last-delivery">{formatDuration(data.approvalToLastDeliveryMs)}</strong> after approval
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
        {differ.length > 0 && (
          <ul className="divide-y rounded-lg border" aria-label="Stores that differ">
            {differ.map((s) => (
              <li key={s.name} className="flex flex-col gap-1 px-3 py-2.5 sm:flex-row sm:items-start sm:gap-3" data-store={s.name}>
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{s.name}</p>
                  <p className={s.outcome === 'problem' ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
                    {detail(s, s.outcome)}
                  </p>
                </div>
                <Badge variant={SAYS[s.outcome as keyof typeof SAYS].variant}>{SAYS[s.outcome as keyof typeof SAYS].label}</Badge>
              </li>
            ))}
          </ul>
        )}
        <EveryStore all={all} />
        <Timelines releaseId={releaseId} />
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

/** Every store the release went to, folded: what each says. */
function EveryStore({ all }: { all: (Store & { outcome: ReturnType<typeof outcomeOf> })[] }) {
  return (
    <details className="group text-sm">
      <summary className="cursor-pointer text-muted-foreground hover:text-foreground">Every store ({all.length})</summary>
      <ul className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3" aria-label="Every store">
        {all.map((s) => (
          <li key={s.name} className="flex justify-between gap-2">
            <span className="min-w-0 truncate" title={s.name}>
              {s.name}
            </span>
            <span className="shrink-0 text-muted-foreground">
              {s.outcome === 'live' ? 'Live' : s.outcome === 'sent' ? 'Sent' : SAYS[s.outcome].label}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Each store's timeline, asked for only once unfolded. */
function Timelines({ releaseId }: { releaseId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="text-sm" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer text-muted-foreground hover:text-foreground">Timeline per store</summary>
      <div className="mt-2">{open && <StoreTimelines releaseId={releaseId} />}</div>
    </details>
  );
}

/** `releaseDate`: the day stores publish the release (null when none was given). */
export function DeliveryPanel({ releaseId, releaseDate }: { releaseId: string; releaseDate: string | null }) {
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
          <LoadError title="Could not load the stores" message={q.error.message} onRetry={() => void q.refetch()} />
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
        <Body data={q.data} releaseId={releaseId} releaseDate={releaseDate} />
      )}
    </Card>
  );
}
