// The Overview's Deliveries card: the measured "live within 24-48 hours" (median and slowest time
// from approval to the last store over 30 days), the takedown requests to decide, the deliveries
// that gave up (to send again), the stores' error acknowledgements until an admin has dealt with
// each, the deliveries waiting on a store's answer longer than Settings allow, and the measured time
// from approval to live per store.
import { useQuery } from '@tanstack/react-query';
import { Check, CircleSlash, Hourglass, Radio, SendHorizontal, Timer, TriangleAlert, X } from 'lucide-react';
import { formatDate } from '../../../../domain/dates.ts';
import { formatDuration } from '../../../../domain/deliveries.ts';
import { LIVE_TIMES_DAYS } from '../../../../domain/delivery-timeline.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import {
  deliverySummaryOptions,
  liveTimesOptions,
  overdueDeliveriesOptions,
  pendingTakedownsOptions,
  useDecideTakedown,
} from '../api/deliveries-api.ts';
import { runMutation } from '../../../lib/run-mutation.ts';
import { AckErrors, FailedDeliveries } from './delivery-failures.tsx';

const when = (iso: string) => formatDate(iso, 'dateTime');

function Times() {
  const summary = useQuery(deliverySummaryOptions());
  if (summary.isPending) return <Skeleton className="h-20 w-full" aria-label="Loading delivery times" />;
  if (summary.isError) return <LoadError title="Error" message={summary.error.message} onRetry={() => void summary.refetch()} />;
  const t = summary.data.times;
  const value = (ms: number | null) => (ms === null ? '—' : formatDuration(ms));
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="min-w-0 rounded-lg border p-3">
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <Timer className="size-4 shrink-0 text-primary" aria-hidden="true" />
          Approval to last store, median
        </p>
        <p className="mt-1 text-2xl font-semibold tabular-nums" data-figure="Delivery median">
          {value(t.medianMs)}
        </p>
        <p className="mt-0.5 text-xs text-muted-foreground">
          {t.releases} {t.releases === 1 ? 'release' : 'releases'} delivered in the last 30 days
        </p>
      </div>
      <div className="min-w-0 rounded-lg border p-3">
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <Timer className="size-4 shrink-0 text-primary" aria-hidden="true" />
          Slowest
        </p>
        <p className="mt-1 text-2xl font-semibold tabular-nums" data-figure="Delivery slowest">
          {value(t.slowestMs)}
        </p>
        <p className="mt-0.5 text-xs text-muted-foreground">The promise is 24-48 hours</p>
      </div>
    </div>
  );
}

function Takedowns() {
  const list = useQuery(pendingTakedownsOptions());
  const decide = useDecideTakedown();
  if (list.isPending) return <Skeleton className="h-12 w-full" aria-label="Loading takedown requests" />;
  if (list.isError) return <LoadError title="Error" message={list.error.message} onRetry={() => void list.refetch()} />;
  if (!list.data.length) return <p className="text-sm text-muted-foreground">No takedown requests waiting.</p>;
  const act = (id: string, decision: 'approved' | 'rejected', title: string) =>
    runMutation(
      decide,
      { id, decision },
      {
        onSuccess: () =>
          toast.success(decision === 'approved' ? 'Takedown approved' : 'Takedown rejected', {
            description: decision === 'approved' ? `Takedown messages for “${title}” are on their way.` : title,
          }),
        onError: (err) => toast.error('Could not decide the takedown', { description: err.message }),
      },
    );
  return (
    <ul className="divide-y rounded-lg border" aria-label="Takedown requests">
      {list.data.map((t) => (
        <li key={t.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2 text-sm" data-takedown={t.releaseTitle}>
          <div className="min-w-0 flex-1">
            <p className="font-medium">
              {t.releaseTitle} <span className="font-normal text-muted-foreground">by {t.artistName}</span>
            </p>
            <p className="text-xs text-muted-foreground">
              {t.stores.length ? t.stores.map((s) => s.name).join(', ') : 'All stores'} · asked {when(t.createdAt)}
              {t.reason ? ` · “${t.reason}”` : ''}
            </p>
          </div>
          <div className="flex gap-2">
            <Button size="sm" onClick={() => act(t.id, 'approved', t.releaseTitle)} disabled={decide.isPending}>
              <Check /> Approve takedown
            </Button>
            <Button size="sm" variant="outline" onClick={() => act(t.id, 'rejected', t.releaseTitle)} disabled={decide.isPending}>
              <X /> Reject
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Overdue() {
  const q = useQuery(overdueDeliveriesOptions());
  if (q.isPending) return <Skeleton className="h-12 w-full" aria-label="Loading deliveries waiting for an answer" />;
  if (q.isError) return <LoadError title="Error" message={q.error.message} onRetry={() => void q.refetch()} />;
  const { hours, deliveries } = q.data;
  return (
    <>
      <p className="text-xs text-muted-foreground" data-overdue-hours={hours}>
        Sent and not answered, or received and not ingested, for over {hours} {hours === 1 ? 'hour' : 'hours'} (set in Settings).
      </p>
      {deliveries.length ? (
        <ul className="divide-y rounded-lg border" aria-label="Waiting for a store's answer">
          {deliveries.map((o) => (
            <li key={o.id} className="px-3 py-2 text-sm" data-overdue={o.releaseTitle}>
              <p className="font-medium break-words">
                {o.storeName}: {o.releaseTitle}
                {o.kind === 'takedown' ? ' (takedown)' : ''} <span className="font-normal text-muted-foreground">by {o.artistName}</span>
              </p>
              <p className="text-xs text-muted-foreground">
                {o.state === 'delivered' ? 'Sent' : 'Received by the store'} {when(o.since)}, nothing since
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">Every store answered in time.</p>
      )}
    </>
  );
}

/** Approval to live per store over 90 days: the median and the 90th percentile. */
function LiveTimes() {
  const q = useQuery(liveTimesOptions());
  if (q.isPending) return <Skeleton className="h-16 w-full" aria-label="Loading the times to live" />;
  if (q.isError) return <LoadError title="Error" message={q.error.message} onRetry={() => void q.refetch()} />;
  if (!q.data.length)
    return <p className="text-sm text-muted-foreground">No store has confirmed a release live in the last {LIVE_TIMES_DAYS} days.</p>;
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm" aria-label="Approval to live per store">
        <thead className="text-left text-xs text-muted-foreground">
          <tr>
            <th className="px-3 py-2 font-medium">Store</th>
            <th className="px-3 py-2 text-right font-medium">Median</th>
            <th className="px-3 py-2 text-right font-medium">90th percentile</th>
            <th className="px-3 py-2 text-right font-medium">Releases</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {q.data.map((t) => (
            <tr key={t.storeName} data-live-times={t.storeName}>
              <td className="px-3 py-2 break-words">{t.storeName}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatDuration(t.medianMs)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatDuration(t.p90Ms)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{t.releases}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function AdminDeliveriesCard() {
  const summary = useQuery(deliverySummaryOptions());
  const count = (n: number | undefined) => (n ? <Badge variant="warning">{n}</Badge> : null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Deliveries</CardTitle>
        <CardDescription>How fast approved releases reach their stores, and what needs an admin.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <Times />
        <section className="space-y-2" aria-labelledby="takedowns-heading">
          <h3 id="takedowns-heading" className="flex items-center gap-2 text-sm font-semibold">
            <CircleSlash className="size-4 text-primary" aria-hidden="true" /> Takedown requests {count(summary.data?.pendingTakedowns)}
          </h3>
          <Takedowns />
        </section>
        <section className="space-y-2" aria-labelledby="failed-deliveries-heading">
          <h3 id="failed-deliveries-heading" className="flex items-center gap-2 text-sm font-semibold">
            <SendHorizontal className="size-4 text-primary" aria-hidden="true" /> Failed deliveries {count(summary.data?.failedDeliveries)}
          </h3>
          <FailedDeliveries />
        </section>
        <section className="space-y-2" aria-labelledby="ack-errors-heading">
          <h3 id="ack-errors-heading" className="flex items-center gap-2 text-sm font-semibold">
            <TriangleAlert className="size-4 text-primary" aria-hidden="true" /> Store errors {count(summary.data?.acknowledgementErrors)}
          </h3>
          <AckErrors />
        </section>
        <section className="space-y-2" aria-labelledby="overdue-heading">
          <h3 id="overdue-heading" className="flex items-center gap-2 text-sm font-semibold">
            <Hourglass className="size-4 text-primary" aria-hidden="true" /> Waiting for a store's answer
          </h3>
          <Overdue />
        </section>
        <section className="space-y-2" aria-labelledby="live-times-heading">
          <h3 id="live-times-heading" className="flex items-center gap-2 text-sm font-semibold">
            <Radio className="size-4 text-primary" aria-hidden="true" /> Approval to live per store, last {LIVE_TIMES_DAYS} days
          </h3>
          <LiveTimes />
        </section>
      </CardContent>
    </Card>
  );
}
