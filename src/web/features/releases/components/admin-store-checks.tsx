// The store checks of a release's files for the reviewer: each file's format, sample rate, bit
// depth and channels (audio) or size, squareness and colour mode (cover), with what fails, then
// what stores would refuse or question and how the artist can fix it.
import { AlertTriangle, CheckCircle2, Link2, XCircle } from 'lucide-react';
import { audioChecklist, coverChecklist, type ChecklistItem } from '../../../../domain/releases-admin-options.ts';
import type { AdminReleaseDto } from '../../../../domain/releases-admin-dto.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';

function Checklist({ title, items }: { title: string; items: ChecklistItem[] }) {
  return (
    <div className="rounded-lg border p-3">
      <p className="mb-2 text-sm font-medium break-words">{title}</p>
      <ul className="grid gap-1 sm:grid-cols-2">
        {items.map((i) => (
          <li key={i.label} className="flex items-center gap-2 text-sm">
            {i.ok ? (
              <CheckCircle2 className="size-4 shrink-0 text-success" aria-label="Passes" />
            ) : (
              <XCircle className="size-4 shrink-0 text-destructive" aria-label="Fails" />
            )}
            <span className="text-muted-foreground">{i.label}:</span>
            <span className={i.ok ? '' : 'font-medium text-destructive'}>{i.value}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function AdminStoreChecks({ release: r }: { release: AdminReleaseDto }) {
  const { problems, warnings } = r.storeCheck;
  return (
    <div className="space-y-3">
      {problems.length === 0 && warnings.length === 0 ? (
        <Alert variant="success">
          <CheckCircle2 aria-hidden="true" />
          <AlertTitle>The files pass the store checks</AlertTitle>
        </Alert>
      ) : null}
      {problems.length > 0 && (
        <Alert variant="destructive">
          <XCircle aria-hidden="true" />
          <AlertTitle>Stores would refuse this release</AlertTitle>
          <AlertDescription>
            <ul className="list-disc space-y-1 pl-4">
              {problems.map((p) => (
                <li key={p.message}>
                  {p.message} <span className="text-foreground">{p.fix}</span>
                </li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}
      {warnings.length > 0 && (
        <Alert variant="warning">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>Worth a look</AlertTitle>
          <AlertDescription>
            <ul className="list-disc space-y-1 pl-4">
              {warnings.map((w) => (
                <li key={w.message}>{w.message}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}
      {r.coverFile?.image ? (
        <Checklist title={`Cover art · ${r.coverFile.originalName}`} items={coverChecklist(r.coverFile.image)} />
      ) : (
        <p className="text-sm text-muted-foreground">
          No cover art file was uploaded{r.coverArtUrl ? ` (address given: ${r.coverArtUrl})` : ''}.
        </p>
      )}
      {r.tracks.map((t) =>
        t.audioFile?.audio ? (
          <Checklist
            key={t.id}
            title={`Track ${t.position} · ${t.title} · ${t.audioFile.originalName}`}
            items={audioChecklist(t.audioFile.audio)}
          />
        ) : (
          <p key={t.id} className="flex items-center gap-2 text-sm text-muted-foreground">
            <Link2 className="size-4" aria-hidden="true" /> Track {t.position} · {t.title}:{' '}
            {t.audioUrl ? 'a link, checked when our team downloads it' : 'no audio yet'}
          </p>
        ),
      )}
    </div>
  );
}
