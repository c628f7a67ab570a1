import { Link } from '../../../lib/links.tsx';
import { Disc3, Eye, Pencil } from 'lucide-react';
import type { ReleaseSummaryDto } from '../../../../domain/releases-dto.ts';
import { isEditable, RELEASE_TYPE_LABELS } from '../../../../domain/releases-options.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { formatDecimal } from '../../../../domain/money.ts';
import { formatCount } from '../../../../domain/releases-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/utils.ts';
import { editReleasePath, releasePath } from '../api/releases-api.ts';
import { StatusBadge } from './status-badge.tsx';
import { artistLine } from '../../../../domain/artist-names.ts';

export function ReleaseCard({ release: r }: { release: ReleaseSummaryDto }) {
  return (
    <Card className="h-full gap-0 overflow-hidden py-0" data-testid="release-card">
      <div className={cn('relative bg-muted', r.coverUrl ? 'aspect-square' : 'h-28 sm:aspect-square sm:h-auto')}>
        {r.coverUrl ? (
          <img src={r.coverUrl} alt={`Cover of ${r.title}`} loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-muted-foreground">
            <Disc3 className="size-12" aria-hidden="true" />
          </div>
        )}
        <div className="absolute top-2 right-2">
          <StatusBadge status={r.status} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0">
          <h3 className="truncate font-semibold" title={r.title}>
            {r.title}
          </h3>
          <p className="truncate text-sm text-muted-foreground" title={artistLine(r.artistName, r.otherMainArtists)}>
            {artistLine(r.artistName, r.otherMainArtists)}
          </p>
        </div>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Type</dt>
          <dd className="text-right">{RELEASE_TYPE_LABELS[r.releaseType]}</dd>
          <dt className="text-muted-foreground">Genre</dt>
          <dd className="truncate text-right">{r.genre ?? '—'}</dd>
          <dt className="text-muted-foreground">Streams</dt>
          <dd className="text-right tabular-nums">{formatCount(r.streamsCount)}</dd>
          <dt className="text-muted-foreground">Revenue</dt>
          <dd className="text-right tabular-nums">{formatDecimal(r.revenueEarned)}</dd>
          {r.upc && (
            <>
              <dt className="text-muted-foreground">UPC</dt>
              <dd className="text-right font-mono text-xs leading-5 tabular-nums">{r.upc}</dd>
            </>
          )}
          <dt className="text-muted-foreground">Created</dt>
          <dd className="text-right whitespace-nowrap">{formatDate(r.createdAt, 'short')}</dd>
        </dl>
        <div className="mt-auto flex gap-2">
          <Button asChild variant="outline" size="sm" className="flex-1">
            <Link to={releasePath(r.id)} aria-label={`View ${r.title}`}>
              <Eye /> View
            </Link>
          </Button>
          {isEditable(r.status) && (
            <Button asChild variant="outline" size="sm" className="flex-1">
              <Link to={editReleasePath(r.id)} aria-label={`Edit ${r.title}`}>
                <Pencil /> Edit
              </Link>
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
