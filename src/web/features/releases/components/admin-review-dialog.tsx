// The review dialog (SPEC section 2, Releases): the cover, an audio player per track, every
// field, the store checks of the files, the status history, and the reviewer's controls.
import { ExternalLink } from 'lucide-react';
import { DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { AdminRecordDialog } from '../../../components/admin/admin-record-dialog.tsx';
import { adminReleaseOptions } from '../api/admin-releases-api.ts';
import { AdminReviewForm } from './admin-review-form.tsx';
import { AdminStoreChecks } from './admin-store-checks.tsx';
import { ReleaseCover } from './release-cover.tsx';
import { ReleaseDetails } from './release-details.tsx';
import { StatusBadge } from './status-badge.tsx';
import { StatusHistory } from './status-history.tsx';
import type { AdminReleaseDto } from '../../../../domain/releases-admin-dto.ts';
import { formatIsrc } from '../../../../domain/identifiers.ts';

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

export function AdminReviewDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  return (
    <AdminRecordDialog
      id={id}
      onClose={onClose}
      options={adminReleaseOptions}
      loadingLabel="Loading the release"
      title="Release"
      className="max-h-[92vh] overflow-y-auto sm:max-w-3xl"
    >
      {(r) => (
        // min-w-0: a grid item may shrink below its widest line (the tab row), so the tabs scroll
        <div className="min-w-0 space-y-5">
          <DialogHeader className="flex-row items-start gap-4 space-y-0 text-left">
            <ReleaseCover
              src={r.coverFile?.thumbnailUrl ?? r.coverFile?.url}
              alt={`Cover of ${r.title}`}
              className="size-20 rounded-lg sm:size-24"
              iconClassName="p-5"
            />
            <div className="min-w-0 space-y-1">
              <StatusBadge status={r.status} />
              <DialogTitle className="text-xl break-words">{r.title}</DialogTitle>
              <DialogDescription>
                {r.artistName} · {r.ownerEmail ?? 'account removed'}
                {r.upc ? ` · UPC ${r.upc}` : ''}
              </DialogDescription>
            </div>
          </DialogHeader>
          {r.submissionNotes && (
            <p className="rounded-lg bg-muted/60 p-3 text-sm">
              <span className="font-medium">Note from the artist: </span>
              {r.submissionNotes}
            </p>
          )}
          <AdminReviewForm key={r.id} latest={r} onDeleted={onClose} />
          <Tabs defaultValue="files">
            <TabsList className="w-full sm:w-auto">
              <TabsTrigger value="files">Files &amp; checks</TabsTrigger>
              <TabsTrigger value="details">Details</TabsTrigger>
              <TabsTrigger value="history">History</TabsTrigger>
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
          </Tabs>
        </div>
      )}
    </AdminRecordDialog>
  );
}
