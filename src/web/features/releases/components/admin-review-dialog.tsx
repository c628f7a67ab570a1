// The review dialog (SPEC section 2, Releases): the cover, an audio player per track, every
// field, the store checks of the files, the status history, and the reviewer's controls.
import { useQuery } from '@tanstack/react-query';
import { Disc3, ExternalLink } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { LoadError } from '../../../components/layout/admin-table-parts.tsx';
import { adminReleaseOptions } from '../api/admin-releases-api.ts';
import { AdminReviewForm } from './admin-review-form.tsx';
import { AdminStoreChecks } from './admin-store-checks.tsx';
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
  const release = useQuery({ ...adminReleaseOptions(id ?? ''), enabled: !!id });
  const r = release.data;
  const cover = r?.coverFile?.thumbnailUrl ?? r?.coverFile?.url ?? null;
  return (
    <Dialog open={!!id} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-3xl">
        {release.isPending ? (
          <div className="space-y-4" aria-busy="true">
            <DialogTitle className="sr-only">Loading the release</DialogTitle>
            <div className="flex gap-4">
              <Skeleton className="size-24 rounded-lg" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-6 w-2/3" />
                <Skeleton className="h-4 w-1/3" />
              </div>
            </div>
            <Skeleton className="h-40 w-full" />
          </div>
        ) : release.isError ? (
          <>
            <DialogTitle>Release</DialogTitle>
            <LoadError title="Error" message={release.error.message} onRetry={() => void release.refetch()} />
          </>
        ) : (
          r && (
            <div className="space-y-5">
              <DialogHeader className="flex-row items-start gap-4 space-y-0 text-left">
                <div className="size-20 shrink-0 overflow-hidden rounded-lg bg-muted sm:size-24">
                  {cover ? (
                    <img src={cover} alt={`Cover of ${r.title}`} className="size-full object-cover" />
                  ) : (
                    <Disc3 className="size-full p-5 text-muted-foreground" aria-hidden="true" />
                  )}
                </div>
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
          )
        )}
      </DialogContent>
    </Dialog>
  );
}
