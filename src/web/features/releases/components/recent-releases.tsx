// The most recent releases (the dashboard shows 3), with View All.
import { Link } from '../../../lib/links.tsx';
import { Disc3 } from 'lucide-react';
import type { ReleaseSummaryDto } from '../../../../domain/releases-dto.ts';
import { RELEASE_STATUS_LABELS, RELEASE_STATUS_TONE, RELEASE_TYPE_LABELS } from '../../../../domain/releases-options.ts';
import { formatCount } from '../../../../domain/releases-rules.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../lib/paths.ts';
import { releasePath } from '../api/releases-api.ts';
import { NoReleasesYet } from './no-releases-yet.tsx';
import { artistLine } from '../../../../domain/artist-names.ts';

export function RecentReleases({ items, loading }: { items: ReleaseSummaryDto[] | undefined; loading: boolean }) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>Recent Releases</CardTitle>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.myReleases}>View All</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {loading ? (
          <div className="space-y-3" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        ) : !items?.length ? (
          <NoReleasesYet titleAs="h3" description="Create your first release to get your music into stores." />
        ) : (
          <ul className="divide-y" aria-label="Recent releases">
            {items.map((r) => (
              <li key={r.id}>
                <Link
                  to={releasePath(r.id)}
                  className="flex items-center gap-3 rounded-md py-3 hover:bg-accent/40 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <div className="size-12 shrink-0 overflow-hidden rounded-md bg-muted">
                    {r.coverUrl ? (
                      <img src={r.coverUrl} alt="" className="size-full object-cover" />
                    ) : (
                      <Disc3 className="m-auto size-full p-3 text-muted-foreground" aria-hidden="true" />
                    )}
                  </div>
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium" title={r.title}>
                      {r.title}
                    </p>
                    <p className="truncate text-sm text-muted-foreground">
                      {artistLine(r.artistName, r.otherMainArtists)} · {RELEASE_TYPE_LABELS[r.releaseType]} · {formatCount(r.streamsCount)}{' '}
                      streams
                    </p>
                  </div>
                  <Badge variant={RELEASE_STATUS_TONE[r.status]}>{RELEASE_STATUS_LABELS[r.status]}</Badge>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
