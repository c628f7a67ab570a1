// One hold in the console: the artist, what is held (each track or release, month and amount),
// why, what the artist was told, the date to answer by, the artist's answer, and Release with a
// note for the artist (mailed to them; the amount is claimable again at once). A released hold
// says when, by whom and why.
import { Unlock } from 'lucide-react';
import { formatDate } from '../../../../domain/dates.ts';
import { HOLD_LIMITS, HOLD_TEXTS, monthLabel } from '../../../../domain/holds.ts';
import type { AdminHoldDto } from '../../../../domain/holds-dto.ts';
import { formatDecimal } from '../../../../domain/money.ts';
import { DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { AdminRecordDialog, DetailField as Field } from '../../../components/admin/admin-record-dialog.tsx';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { holdOptions, useReleaseHold } from '../api/holds-api.ts';
import { HoldStatusBadge } from './hold-status-badge.tsx';
import { HoldTextForm } from './hold-text-form.tsx';

export function AdminHoldDialog({ holdId, onClose }: { holdId: string | null; onClose: () => void }) {
  return (
    <AdminRecordDialog
      id={holdId}
      onClose={onClose}
      options={holdOptions}
      loadingLabel="Loading the hold"
      title="Hold"
      className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl [&>*]:min-w-0"
    >
      {(hold) => <Details key={hold.version} hold={hold} />}
    </AdminRecordDialog>
  );
}

function Details({ hold: h }: { hold: AdminHoldDto }) {
  const who = h.user.name || h.user.email;
  return (
    <>
      <DialogHeader>
        <DialogTitle>
          Hold of {formatDecimal(h.amountShown)} on {who}’s earnings
        </DialogTitle>
        <DialogDescription>
          Placed {formatDate(h.createdAt, 'dateTime')}
          {h.createdBy && <> by {h.createdBy}</>}
        </DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
        <Field label="Artist" className="col-span-2 sm:col-span-1">
          {h.user.name || '—'}
          <span className="block text-xs break-all text-muted-foreground">{h.user.email}</span>
        </Field>
        <Field label="Status">
          <HoldStatusBadge status={h.status} />
        </Field>
        <Field label="Held">
          <span className="font-semibold tabular-nums">{formatDecimal(h.amountShown)}</span>
          <span className="block text-xs break-all text-muted-foreground tabular-nums">exactly {h.amount}</span>
        </Field>
        <Field label="Answer by">{formatDate(h.answerBy, 'long')}</Field>
        <Field label="Reason" className="col-span-2">
          {h.reasonLabel}
        </Field>
        <Field label="What the artist was told" className="col-span-2">
          <span className="break-words whitespace-pre-wrap">{h.note}</span>
        </Field>
      </dl>
      <section aria-labelledby="held-lines" className="space-y-2">
        <h3 id="held-lines" className="text-sm font-semibold">
          Held tracks and months
        </h3>
        <ul className="divide-y rounded-md border text-sm">
          {h.lines.map((l) => (
            <li key={`${l.releaseId}:${l.trackId ?? ''}:${l.month}`} className="flex items-start justify-between gap-3 px-3 py-2">
              <span className="min-w-0 break-words">
                {l.trackTitle ?? `${l.releaseTitle} (whole release)`}
                <span className="block text-xs text-muted-foreground">
                  {l.trackTitle ? `${l.releaseTitle} · ` : ''}
                  {monthLabel(l.month)}
                </span>
              </span>
              <span className="shrink-0 tabular-nums">{formatDecimal(l.amount)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="hold-answer" className="space-y-1 rounded-lg border bg-muted/40 p-3 text-sm">
        <h3 id="hold-answer" className="font-semibold">
          The artist’s answer
        </h3>
        {h.answer ? (
          <>
            <p className="break-words whitespace-pre-wrap">{h.answer}</p>
            <p className="text-xs text-muted-foreground">Sent {formatDate(h.answeredAt, 'dateTime')}</p>
          </>
        ) : (
          <p className="text-muted-foreground">No answer yet.</p>
        )}
      </section>
      {h.status === 'released' ? (
        <section aria-labelledby="hold-release" className="space-y-1 text-sm">
          <h3 id="hold-release" className="font-semibold">
            Released {formatDate(h.releasedAt, 'dateTime')}
            {h.releasedBy && <> by {h.releasedBy}</>}
          </h3>
          {h.releaseNote && <p className="break-words whitespace-pre-wrap text-muted-foreground">{h.releaseNote}</p>}
        </section>
      ) : (
        <ReleaseForm hold={h} />
      )}
    </>
  );
}

// The resolver is made once, so the schema loads once for every hold opened.
const releaseResolver = lazyZodResolver(() => import('../../../../domain/holds-schema.ts').then((m) => m.releaseHoldSchema));

function ReleaseForm({ hold: h }: { hold: AdminHoldDto }) {
  const release = useReleaseHold(h.id);
  return (
    <HoldTextForm
      resolver={releaseResolver}
      defaultValues={{ note: '', version: h.version }}
      name="note"
      label="Note for the artist"
      required
      description="Why the hold ends: mailed to the artist with the release. The amount is claimable again at once."
      maxLength={HOLD_LIMITS.releaseNote}
      send={(body) => release.mutateAsync(body)}
      pending={release.isPending}
      icon={<Unlock />}
      submitLabel="Release hold"
      sentToast={HOLD_TEXTS.releasedToast}
    />
  );
}
