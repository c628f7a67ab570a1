import { Suspense, useRef, type ReactNode } from 'react';
import type { ReleaseDto } from '../../../../domain/releases-dto.ts';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Clock, Disc3, MessageSquareWarning } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { lazyPage } from '../../../lib/lazy-page.tsx';
import { paths } from '../../../lib/paths.ts';
import { releaseOptions } from '../api/releases-api.ts';
import { ReleaseActions } from '../components/release-actions.tsx';
import { ReleaseDetails } from '../components/release-details.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { StatusHistory } from '../components/status-history.tsx';
import { StoreChecks } from '../components/store-checks.tsx';
import { TrackListView } from '../components/track-list-view.tsx';
import { ReleaseLoadError } from '../components/release-load-error.tsx';

// Loaded when shown: the 404 page, and the withdraw confirmation (with its dialog) for a release waiting for review.
const NotFound = lazyPage(() => import('../../../components/layout/not-found.tsx').then((m) => m.NotFound));
const WithdrawRelease = lazyPage(() => import('../components/withdraw-release.tsx').then((m) => m.WithdrawRelease));

/** `stores`: the stores' deliveries of an approved or distributed release (composed in app/, from the deliveries feature). */
export function ReleasePage({ stores }: { stores?: (release: ReleaseDto) => ReactNode } = {}) {
  const { id = '' } = useParams();
  const release = useQuery(releaseOptions(id));
  const checks = useRef<HTMLDivElement>(null);
  if (release.error instanceof ApiError && release.error.status === 404)
    return (
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    );
  const back = (
    <Button asChild variant="link" className="px-0">
      <Link to={paths.myReleases}>
        <ArrowLeft /> Back to My Releases
      </Link>
    </Button>
  );
  if (release.isPending) {
    return (
      <div className="space-y-6" aria-busy="true">
        {back}
        <div className="flex gap-4">
          <Skeleton className="size-32 rounded-xl sm:size-40" />
          <div className="flex-1 space-y-3">
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (release.isError) {
    return (
      <div className="space-y-6">
        {back}
        <ReleaseLoadError />
      </div>
    );
  }
  const r = release.data;
  const cover = r.coverFile?.thumbnailUrl ?? null;
  return (
    <div className="space-y-6">
      {back}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="size-32 shrink-0 overflow-hidden rounded-xl bg-muted sm:size-40">
          {cover ? (
            <img src={cover} alt={`Cover of ${r.title}`} className="size-full object-cover" />
          ) : (
            <Disc3 className="m-auto size-full p-8 text-muted-foreground" aria-hidden="true" />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <StatusBadge status={r.status} />
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{r.title}</h1>
          <p className="text-muted-foreground">{r.artistName}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ReleaseActions release={r} onBlocked={() => checks.current?.focus()} />
          {r.withdrawable && (
            <Suspense fallback={null}>
              <WithdrawRelease release={r} />
            </Suspense>
          )}
        </div>
      </div>
      {r.editable && <StoreChecks ref={checks} release={r} />}
      {r.status === 'pending' && (
        <Alert role="status">
          <Clock aria-hidden="true" />
          <AlertTitle>Waiting for review</AlertTitle>
          <AlertDescription>
            Our team checks every release before it goes to stores. To change this one, withdraw it to draft, then submit it for review
            again.
          </AlertDescription>
        </Alert>
      )}
      {r.adminNotes && (
        <Alert variant={r.status === 'rejected' ? 'destructive' : 'default'}>
          <MessageSquareWarning aria-hidden="true" />
          <AlertTitle>Notes from our review team</AlertTitle>
          <AlertDescription className="whitespace-pre-wrap">{r.adminNotes}</AlertDescription>
        </Alert>
      )}
      {stores && (r.status === 'approved' || r.status === 'distributed') && stores(r)}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle>Tracks</CardTitle>
            </CardHeader>
            <CardContent>
              <TrackListView tracks={r.tracks} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Details</CardTitle>
            </CardHeader>
            <CardContent>
              <ReleaseDetails release={r} />
            </CardContent>
          </Card>
        </div>
        <Card className="h-fit">
          <CardHeader>
            <CardTitle>Status History</CardTitle>
          </CardHeader>
          <CardContent>
            <StatusHistory history={r.history} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
