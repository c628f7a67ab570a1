// A release's timeline per store: each store folded to one line (where it stands and since when),
// opened to its steps queued -> sent -> received -> ingested -> live with their times, or the error
// in the store's words and ours with what the artist should do. The artist's page gets only that;
// the admin's review dialog (`admin`) adds the delivery's technical record and Send again.
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, CircleCheck, CircleDashed, TriangleAlert } from 'lucide-react';
import { formatDate } from '../../../../domain/dates.ts';
import { TIMELINE_STEP_LABELS } from '../../../../domain/delivery-timeline.ts';
import type { StoreTimelineDto, TimelineAckDto, TimelineTechnicalDto } from '../../../../domain/delivery-timeline-dto.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryView, SkeletonBlocks } from '../../../components/ui/query-view.tsx';
import { SystemError } from '../../../components/admin/system-error.tsx';
import { releaseTimelineOptions } from '../api/deliveries-api.ts';
import { ResendButton } from './resend-button.tsx';

const when = (iso: string) => formatDate(iso, 'dateTime');

/** Where a store stands, in one line: its problem, else its last step reached. */
function standing(s: StoreTimelineDto): { text: string; at: string | null; trouble: boolean } {
  if (s.problem) return { text: s.problem.kind === 'failed' ? 'Not sent yet' : 'Store error', at: s.problem.at, trouble: true };
  const last = s.steps.filter((x) => x.at).at(-1);
  return last ? { text: TIMELINE_STEP_LABELS[last.step], at: last.at, trouble: false } : { text: 'Queued', at: null, trouble: false };
}

function Ack({ a }: { a: TimelineAckDto }) {
  return (
    <li className="space-y-0.5 py-1.5">
      <p>
        <span className="font-medium">{a.status}</span> · <span className="font-mono break-all">{a.releaseStatus ?? 'no status'}</span>
      </p>
      {(a.errorText || a.proposedAction) && (
        <p className="break-words text-destructive">
          {a.errorText}
          {a.proposedAction ? ` · proposed: ${a.proposedAction}` : ''}
        </p>
      )}
      <p className="text-muted-foreground">
        <span className="font-mono break-all">{a.fileName}</span> · written {a.sentAt ? when(a.sentAt) : 'with no time'} · picked up{' '}
        {when(a.pickedUpAt)}
      </p>
    </li>
  );
}

function Technical({ t, title, store }: { t: TimelineTechnicalDto; title: string; store: string }) {
  return (
    <div className="mt-3 space-y-2 rounded-md bg-muted/50 p-3 text-xs" data-technical>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">Delivery</dt>
        <dd className="font-mono break-all">{t.deliveryId}</dd>
        <dt className="text-muted-foreground">Batch</dt>
        <dd className="font-mono break-all">{t.batchId ?? '—'}</dd>
        <dt className="text-muted-foreground">Message</dt>
        <dd className="font-mono break-all">{t.messageId ?? '—'}</dd>
        <dt className="text-muted-foreground">Attempts</dt>
        <dd>{t.attempts}</dd>
      </dl>
      {t.lastError && <SystemError raw={t.lastError} className="text-destructive" />}
      {t.acknowledgements.length > 0 ? (
        <ul className="divide-y" aria-label={`${store} acknowledgements`}>
          {t.acknowledgements.map((a) => (
            <Ack key={a.fileName} a={a} />
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">No acknowledgement from the store yet.</p>
      )}
      {t.canResend && <ResendButton deliveryId={t.deliveryId} what={title} store={store} />}
    </div>
  );
}

function StoreItem({ s, title }: { s: StoreTimelineDto; title: string }) {
  const now = standing(s);
  return (
    <li data-timeline-store={s.storeName}>
      <details className="group px-3 py-2">
        <summary className="flex cursor-pointer list-none flex-wrap items-center justify-between gap-x-3 gap-y-0.5 [&::-webkit-details-marker]:hidden">
          <span className="flex items-center gap-1 font-medium">
            <ChevronRight className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-90" aria-hidden="true" />
            {s.storeName}
          </span>
          <span className={now.trouble ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'} data-standing>
            {now.text}
            {now.at ? ` · ${when(now.at)}` : ''}
          </span>
        </summary>
        <ol className="mt-2 space-y-1.5 border-l pl-3" aria-label={`${s.storeName} timeline`}>
          {s.steps
            .filter((x) => x.at || !s.problem)
            .map((x) => (
              <li
                key={x.step}
                className="flex flex-wrap items-center gap-x-2 text-sm"
                data-step={x.step}
                data-reached={x.at ? 'yes' : 'no'}
              >
                {x.at ? (
                  <CircleCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
                ) : (
                  <CircleDashed className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                )}
                <span className={x.at ? undefined : 'text-muted-foreground'}>{TIMELINE_STEP_LABELS[x.step]}</span>
                <span className="text-xs text-muted-foreground">{x.at ? when(x.at) : 'not yet'}</span>
              </li>
            ))}
        </ol>
        {s.problem && (
          <div className="mt-2 space-y-1 rounded-md border border-destructive/40 p-2.5 text-sm" data-problem>
            <p className="flex items-center gap-1.5 font-medium text-destructive">
              <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
              {s.problem.kind === 'failed' ? 'Not sent' : 'Store error'} · {when(s.problem.at)}
            </p>
            {s.problem.storeSays && <p className="break-words">The store says: “{s.problem.storeSays}”</p>}
            <p>{s.problem.weSay}</p>
            <p>
              <span className="font-medium">What to do: </span>
              {s.problem.whatToDo}
            </p>
          </div>
        )}
        {s.technical && <Technical t={s.technical} title={title} store={s.storeName} />}
      </details>
    </li>
  );
}

/** `admin`: the console's view, with the release's title for Send again's toast. */
export function StoreTimelines({ releaseId, admin }: { releaseId: string; admin?: { releaseTitle: string } }) {
  const q = useQuery(releaseTimelineOptions(releaseId, !!admin));
  return (
    <QueryView
      query={q}
      errorTitle="Could not load the timeline"
      loading={<SkeletonBlocks label="Loading the timeline" className="space-y-2" blocks={['h-10 w-full', 'h-10 w-full']} />}
    >
      {(data) =>
        data.stores.length ? (
          <ul className="divide-y rounded-lg border" aria-label="Timeline per store">
            {data.stores.map((s) => (
              <StoreItem key={s.storeId} s={s} title={admin?.releaseTitle ?? ''} />
            ))}
          </ul>
        ) : (
          <EmptyState
            icon={CircleDashed}
            titleAs="h3"
            title="Not sent to stores yet"
            description="Each store's timeline starts when the release is approved."
          />
        )
      }
    </QueryView>
  );
}
