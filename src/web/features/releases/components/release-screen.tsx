// The frame of an artist's release screen (the release, its edit form): the 404 page when the
// release is not theirs, the way back, the skeleton while it loads and the error if it cannot,
// then the screen drawn from the release.
import { Suspense, type ReactNode } from 'react';
import { Link } from '../../../lib/links.tsx';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReleaseDto } from '../../../../domain/releases-dto.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { lazyPage } from '../../../lib/lazy-page.tsx';
import { cn } from '../../../lib/utils.ts';

// Loaded when shown, as most releases exist.
const NotFound = lazyPage(() => import('../../../components/layout/not-found.tsx').then((m) => m.NotFound));

type Props = {
  release: UseQueryResult<ReleaseDto, Error>;
  back: { to: string; label: string };
  skeleton: ReactNode;
  className?: string;
  children: (release: ReleaseDto) => ReactNode;
};

export function ReleaseScreen({ release, back, skeleton, className, children }: Props) {
  if (release.error instanceof ApiError && release.error.code === 'NOT_FOUND') {
    return (
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    );
  }
  return (
    <div className={cn('space-y-6', className)} aria-busy={release.isPending || undefined}>
      <BackLink to={back.to} label={back.label} />
      {release.isPending ? (
        skeleton
      ) : release.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Could not load this release</AlertTitle>
          <AlertDescription>Please try again later.</AlertDescription>
        </Alert>
      ) : (
        children(release.data)
      )}
    </div>
  );
}

/** The way back from a release screen (to My Releases, the release, the dashboard). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild variant="link" className="px-0">
      <Link to={to}>
        <ArrowLeft /> {label}
      </Link>
    </Button>
  );
}
