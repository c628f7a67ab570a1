// The review dialog (SPEC section 2, Releases): the cover large enough to check for logos, web
// addresses and small print (up to 480 px square, with a link to the full image); beside it (below
// it on narrower screens) the reviewer's controls, an audio player per track, every field, the
// store checks of the files, the status history, and (once sent) each store's timeline. A release
// in stores can be corrected for its artist: Edit release (in the Versions card) puts the release
// form in the dialog's place; saved, the change waits in the Versions card for approval.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Disc3, ExternalLink } from 'lucide-react';
import { DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { AdminRecordDialog } from '../../../components/admin/admin-record-dialog.tsx';
import { LEAVE_MESSAGE } from '../../../lib/leave-guard.ts';
import { cn } from '../../../lib/utils.ts';
import { adminReleaseOptions } from '../api/admin-releases-api.ts';
import { AdminReleaseEdit } from './admin-release-edit.tsx';
import { AdminReviewForm } from './admin-review-form.tsx';
import { AdminStoreChecks } from './admin-store-checks.tsx';
import { ReleaseDetails } from './release-details.tsx';
import { ReleaseVersions } from './release-versions.tsx';
import { StatusBadge } from './status-badge.tsx';
import { StatusHistory } from './status-history.tsx';
import type { AdminReleaseDto } from '../../../../domain/releases-admin-dto.ts';
import { formatIsrc } from '../../../../domain/identifiers.ts';
import { artistLine } from '../../../../domain/artist-names.ts';

function Tracks({ release: r }: { release: AdminReleaseDto }) {
  return (
    <ol className="space-y-3" aria-label="Tracks">
      {r.tracks.map((t) => (
        <li key={t.id} className="rounded-lg border p-3">
          <p className="text-sm font-medium">
            {t.position}. {t.title}
            {t.explicit ? <span className="ml-2 rounded bg-muted px-1.5 text-xs">Explicit</span> : null}
            {t.isrc ? <span className="ml-2 font-mono text-xs text-muted-foreground">ISRC {formatIsrc(t.isrc)}</span> : null}
          </p>
          {t.audioFile ? (
            <audio controls preload="none" src={t.audioFile.url} className="mt-2 w-full" aria-label={`Play ${t.title}`} />
          ) : t.audioUrl ? (
            <a
              href={t.audioUrl}
              target="_blank"
              rel="noreferrer noopener"
              className="mt-1 inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
            >
              Open the audio link <ExternalLink className="size-3.5" aria-hidden="true" />
            </a>
          ) : (
            <p className="mt-1 text-sm text-muted-foreground">No audio yet</p>
          )}
          {(t.writerComposer || t.producer || t.featuringArtists.length > 0) && (
            <p className="mt-1 text-xs text-muted-foreground">
              {[
                t.writerComposer && `Written by ${t.writerComposer}`,
                t.producer && `produced by ${t.producer}`,
                t.featuringArtists.length > 0 && `feat. ${t.featuringArtists.join(', ')}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The cover as stores will show it, as large as the dialog allows (480 px at most), and the way to the file itself. */
function CoverToCheck({ release: r }: { release: AdminReleaseDto }) {
  const f = r.coverFile;
  return (
    <figure className="w-full max-w-[480px] space-y-2 lg:sticky lg:top-0">
      {f ? (
        <img
          src={f.url}
          alt={`Cover of ${r.title}`}
          width={f.image?.width ?? 480}
          height={f.image?.height ?? 480}
          className="aspect-square w-full rounded-lg border bg-muted object-contain"
          data-testid="review-cover"
        />
      ) : (
        <div className="flex aspect-square w-full items-center justify-center rounded-lg border border-dashed bg-muted text-muted-foreground">
          <Disc3 className="size-16" aria-hidden="true" />
        </div>
      )}
      <figcaption className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm text-muted-foreground">
        {f ? (
          <>
            <span>{f.image ? `${f.image.width} x ${f.image.height}` : f.originalName}</span>
            <a
              href={f.url}
              target="_blank"
              rel="noreferrer noopener"
              className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
            >
              Open the full image <ExternalLink className="size-3.5" aria-hidden="true" />
            </a>
          </>
        ) : (
          <span>No cover art yet</span>
        )}
      </figcaption>
    </figure>
  );
}

/** `stores`: the release's timeline per store, shown once it was approved. */
export function AdminReviewDialog({
  id,
  onClose,
  stores,
}: {
  id: string | null;
  onClose: () => void;
  stores?: (release: AdminReleaseDto) => ReactNode;
}) {
  const [updates, setUpdates] = useState(0);
  // The release being edited for its artist (its form in the dialog's place), and whether the form holds unsaved changes.
  const [editing, setEditing] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  // Back from a saved edit: the Versions card, where the change waits, comes into view.
  const [saved, setSaved] = useState(0);
  const versions = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (saved) versions.current?.scrollIntoView({ block: 'start' });
  }, [saved]);
  const stopEditing = (wasSaved: boolean) => {
    setEditing(null);
    setDirty(false);
    if (wasSaved) setSaved((n) => n + 1);
  };
  const close = () => {
    if (editing && dirty && !window.confirm(LEAVE_MESSAGE)) return;
    stopEditing(false);
    onClose();
  };
  return (
    <AdminRecordDialog
      id={id}
      onClose={close}
      options={adminReleaseOptions}
      loadingLabel="Loading the release"
      title="Release"
      className="max-h-[92vh] overflow-y-auto sm:max-w-3xl lg:max-w-5xl"
    >
      {(r) => (
        // min-w-0: a grid item may shrink below its widest line (the tab row), so the tabs scroll
        <div className="min-w-0 space-y-5">
          <DialogHeader className="space-y-1 pr-6 text-left">
            <StatusBadge status={r.status} />
            <DialogTitle className="text-xl break-words">{r.title}</DialogTitle>
            <DialogDescription className="break-words">
              {artistLine(r.artistName, r.otherMainArtists)} · <span className="break-all">{r.ownerEmail ?? 'account removed'}</span>
              {r.upc ? ` · UPC ${r.upc}` : ''}
            </DialogDescription>
          </DialogHeader>
          {editing === r.id && <AdminReleaseEdit release={r} onDone={stopEditing} onDirtyChange={setDirty} />}
          {/* Kept while the form is open (hidden), so the review's notes and place are as they were. */}
          <div className={cn('grid gap-5 lg:grid-cols-[minmax(0,480px)_minmax(0,1fr)] lg:items-start', editing === r.id && 'hidden')}>
            <CoverToCheck release={r} />
            <div className="min-w-0 space-y-4">
              {r.submissionNotes && (
                <p className="rounded-lg bg-muted/60 p-3 text-sm">
                  <span className="font-medium">Note from the artist: </span>
                  {r.submissionNotes}
                </p>
              )}
              {/* An approved update changes the release: the form starts again from it, not as a change by someone else. */}
              <AdminReviewForm key={`${r.id}:${updates}`} latest={r} onDeleted={onClose} />
              {(r.status === 'approved' || r.status === 'distributed') && (
                <div ref={versions} className="scroll-mt-20">
                  <ReleaseVersions releaseId={r.id} admin onReviewed={() => setUpdates((n) => n + 1)} onEdit={() => setEditing(r.id)} />
                </div>
              )}
              <Tabs defaultValue="files">
                <TabsList className="w-full sm:w-auto">
                  <TabsTrigger value="files">Files &amp; checks</TabsTrigger>
                  <TabsTrigger value="details">Details</TabsTrigger>
                  <TabsTrigger value="history">History</TabsTrigger>
                  {stores && <TabsTrigger value="stores">Stores</TabsTrigger>}
                </TabsList>
                <TabsContent value="files" className="space-y-4 pt-3">
                  <Tracks release={r} />
                  <AdminStoreChecks release={r} />
                </TabsContent>
                <TabsContent value="details" className="pt-3">
                  <ReleaseDetails release={r} />
                </TabsContent>
                <TabsContent value="history" className="pt-3">
                  <StatusHistory history={r.history} />
                </TabsContent>
                {stores && (
                  <TabsContent value="stores" className="pt-3">
                    {stores(r)}
                  </TabsContent>
                )}
              </Tabs>
            </div>
          </div>
        </div>
      )}
    </AdminRecordDialog>
  );
}
