// Release rows for the console: a table on wide screens, cards on phones; Review opens the dialog.
import type { AdminReleaseRowDto } from '../../../../domain/releases-admin-dto.ts';
import type { AdminReleaseFilters } from '../../../../domain/releases-admin.ts';
import { RELEASE_TYPE_LABELS } from '../../../../domain/releases-options.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { formatDecimal } from '../../../../domain/money.ts';
import { formatCount } from '../../../../domain/releases-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TableCell, TableHead } from '../../../components/ui/table.tsx';
import { SortableHead, type Sort } from '../../../components/layout/admin-table-parts.tsx';
import { AdminRows } from '../../../components/admin/admin-rows.tsx';
import { ReleaseCover } from './release-cover.tsx';
import { StatusBadge } from './status-badge.tsx';
import { artistLine } from '../../../../domain/artist-names.ts';

type ReleaseSort = AdminReleaseFilters['sort'];
type Props = {
  releases: AdminReleaseRowDto[];
  sort: Sort<ReleaseSort>;
  onSort: (s: Sort<ReleaseSort>) => void;
  onReview: (id: string) => void;
};

const day = (iso: string) => formatDate(iso, 'short');

function Cover({ r }: { r: AdminReleaseRowDto }) {
  return <ReleaseCover src={r.coverUrl} alt="" className="size-10 rounded-md" iconClassName="p-2" lazy />;
}

export function AdminReleaseTable({ releases, sort, onSort, onReview }: Props) {
  const review = (r: AdminReleaseRowDto) => (
    <Button variant="outline" size="sm" onClick={() => onReview(r.id)} aria-label={`Review ${r.title}`}>
      Review
    </Button>
  );
  return (
    <AdminRows
      rows={releases}
      label="Releases"
      rowData={(r) => ({ 'data-release': r.title })}
      head={
        <>
          <SortableHead column="title" label="Release" sort={sort} onSort={onSort} className="w-full min-w-56" />
          <TableHead>Status</TableHead>
          <TableHead>Type</TableHead>
          <SortableHead column="streams" label="Streams" sort={sort} onSort={onSort} className="text-right" />
          <SortableHead column="revenue" label="Revenue" sort={sort} onSort={onSort} className="text-right" />
          <SortableHead column="created" label="Created" sort={sort} onSort={onSort} />
          <TableHead className="text-right">
            <span className="sr-only">Actions</span>
          </TableHead>
        </>
      }
      cells={(r) => (
        <>
          <TableCell>
            <div className="flex min-w-0 items-center gap-3">
              <Cover r={r} />
              <div className="min-w-0">
                <p className="font-medium break-words">{r.title}</p>
                <p className="text-xs break-words text-muted-foreground">
                  {artistLine(r.artistName, r.otherMainArtists)} · {r.ownerEmail ?? '—'}
                </p>
              </div>
            </div>
          </TableCell>
          <TableCell>
            <StatusBadge status={r.status} />
          </TableCell>
          <TableCell>{RELEASE_TYPE_LABELS[r.releaseType]}</TableCell>
          <TableCell className="text-right tabular-nums">{formatCount(r.streamsCount)}</TableCell>
          <TableCell className="text-right tabular-nums">{formatDecimal(r.revenueEarned)}</TableCell>
          <TableCell className="whitespace-nowrap text-muted-foreground">{day(r.createdAt)}</TableCell>
          <TableCell className="text-right">{review(r)}</TableCell>
        </>
      )}
      card={(r) => (
        <>
          <div className="flex items-start gap-3">
            <Cover r={r} />
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words">{r.title}</p>
              <p className="text-sm break-words text-muted-foreground">{artistLine(r.artistName, r.otherMainArtists)}</p>
            </div>
            <StatusBadge status={r.status} />
          </div>
          <div className="mt-3 flex items-center justify-between gap-2 text-sm">
            <span className="text-muted-foreground">
              {RELEASE_TYPE_LABELS[r.releaseType]} · {formatCount(r.streamsCount)} streams · {formatDecimal(r.revenueEarned)}
            </span>
            {review(r)}
          </div>
        </>
      )}
    />
  );
}
