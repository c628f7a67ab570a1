import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ReleaseDto } from '../../../../domain/releases-dto.ts';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Clock, MessageSquareWarning } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { lazyPage } from '../../../lib/lazy-page.tsx';
import { paths } from '../../../lib/paths.ts';
import { releaseOptions } from '../api/releases-api.ts';
import { ReleaseActions } from '../components/release-actions.tsx';
import { ReleaseCover } from '../components/release-cover.tsx';
import { ReleaseDetails } from '../components/release-details.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { StatusHistory } from '../components/status-history.tsx';
import { StoreChecks } from '../components/store-checks.tsx';
import { TrackListView } from '../components/track-list-view.tsx';
import { ReleaseScreen } from '../components/release-screen.tsx';
import { ReleaseVersions } from '../components/release-versions.tsx';
import { artistLine } from '../../../../domain/artist-names.ts';

// Loaded when shown: the withdraw confirmation (with its dialog) for a release waiting for review.
const WithdrawRelease = lazyPage(() => import('../components/withdraw-release.tsx').then((m) => m.WithdrawRelease));

/**
 * `stores`: the stores' deliveries of an approved or distributed release (composed in app/, from
 * the deliveries feature); `splits`: who shares its earnings (from the splits feature).
 */
export function ReleasePage({
  stores,
  splits,
}: { stores?: (release: ReleaseDto) => ReactNode; splits?: (release: ReleaseDto) => ReactNode } = {}) {
  const { id = '' } = useParams();
  const release = useQuery(releaseOptions(id));
  const checks = useRef<HTMLDivElement>(null);
  // Each "Submit for review" that could not go through: the store checks then say so, in view and focused.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!attempt || !checks.current) return;
    checks.current.focus({ preventScroll: true });
    checks.current.scrollIntoView({ block: 'nearest' });
  }, [attempt]);
  return (
    <ReleaseScreen release={release} back={{ to: paths.myReleases, label: 'Back to My Releases' }} skeleton={<ReleaseSkeleton />}>
      {(r) => (
        <>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
            <ReleaseCover
              src={r.coverFile?.thumbnailUrl}
              alt={`Cover of ${r.title}`}
              className="size-32 rounded-xl sm:size-40"
              iconClassName="m-auto p-8"
            />
            <div className="min-w-0 flex-1 space-y-2">
              <StatusBadge status={r.status} />
              <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{r.title}</h1>
              <p className="text-muted-foreground">{artistLine(r.artistName, r.otherMainArtists)}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              <ReleaseActions release={r} onBlocked={() => setAttempt((n) => n + 1)} />
              {r.withdrawable && (
                <Suspense fallback={null}>
                  <WithdrawRelease release={r} />
                </Suspense>
              )}
            </div>
          </div>
          {r.editable && <StoreChecks ref={checks} release={r} attempt={attempt} />}
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
          {(r.status === 'approved' || r.status === 'distributed') && <ReleaseVersions releaseId={r.id} />}
          {splits?.(r)}
          <ReleaseCards release={r} />
        </>
      )}
    </ReleaseScreen>
  );
}

/** The page's shape while the release loads. */
function ReleaseSkeleton() {
  return (
    <>
      <div className="flex gap-4">
        <Skeleton className="size-32 rounded-xl sm:size-40" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <Skeleton className="h-64 w-full" />
    </>
  );
}

/** The release's tracks, details and status history. */
function ReleaseCards({ release: r }: { release: ReleaseDto }) {
  return (
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
  );
}
