// Unmatched lines: the lines of imported sales reports that matched no track or release, across
// imports, filtered by import, store and usage month and searched by ISRC, UPC, title or artist;
// each is matched to a track or release of the catalogue and booked, alone or with every line of
// its ISRC or UPC (BookLinesDialog). What waits, and its worth in USD, heads the list.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link2Off } from 'lucide-react';
import type { UnmatchedLineDto } from '../../../../domain/unmatched-lines-dto.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { formatDecimal } from '../../../../domain/money.ts';
import { formatCount } from '../../../../domain/releases-rules.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { AdminListFrame } from '../../../components/admin/admin-list-frame.tsx';
import type { AdminFilter } from '../../../components/admin/admin-filters.tsx';
import { useAdminList } from '../../../components/admin/use-admin-list.ts';
import {
  DEFAULT_UNMATCHED_FILTER,
  unmatchedExportHref,
  unmatchedListOptions,
  unmatchedSummaryOptions,
  type UnmatchedFilter,
} from '../api/unmatched-api.ts';
import { BookLinesDialog } from '../components/book-lines-dialog.tsx';
import { UnmatchedLinesTable } from '../components/unmatched-lines-table.tsx';

export function AdminUnmatchedPage() {
  const list = useAdminList(DEFAULT_UNMATCHED_FILTER, unmatchedListOptions, unmatchedExportHref);
  const { q, importId, store, period } = { ...list.filter, q: list.search.trim() };
  const summary = useQuery(unmatchedSummaryOptions({ q, importId, store, period }));
  const options = useQuery(unmatchedSummaryOptions({}));
  const [booking, setBooking] = useState<UnmatchedLineDto | null>(null);
  const o = options.data;
  const filters: AdminFilter<UnmatchedFilter>[] = [
    {
      key: 'importId',
      label: 'Import',
      options: [
        { value: 'all', label: 'All imports' },
        ...(o?.imports ?? []).map((i) => ({ value: i.id, label: `${i.fileName} (${formatCount(i.lines)})` })),
      ],
      className: 'lg:w-64',
    },
    {
      key: 'store',
      label: 'Store',
      options: [{ value: 'all', label: 'All stores' }, ...(o?.stores ?? []).map((s) => ({ value: s, label: s }))],
      className: 'lg:w-40',
    },
    {
      key: 'period',
      label: 'Usage month',
      options: [
        { value: 'all', label: 'Any month' },
        ...(o?.periods ?? []).map((p) => ({ value: p, label: formatDate(`${p}-01`, 'month') })),
      ],
      className: 'lg:w-44',
    },
  ];

  return (
    <div className="space-y-4">
      <PageHeader
        title="Unmatched lines"
        description="Lines of imported sales reports that matched no track or release. Find what each belongs to and book it: the artist's earnings follow."
      >
        <div aria-live="polite" data-summary="unmatched" className="text-sm">
          {summary.isPending ? (
            <Skeleton className="h-5 w-56" aria-label="Loading the queue's total" />
          ) : summary.isError ? null : (
            <p>
              <span className="font-semibold tabular-nums">{formatCount(summary.data.lines)}</span>{' '}
              {summary.data.lines === 1 ? 'line' : 'lines'} waiting,{' '}
              <span className="font-semibold tabular-nums">{formatDecimal(summary.data.usd)}</span>
              {list.filtered ? ' matching the filters' : ' in all'}
            </p>
          )}
        </div>
      </PageHeader>
      <AdminListFrame
        list={list}
        search={{ placeholder: 'Search by ISRC, UPC, title or artist', label: 'Search unmatched lines', className: 'lg:w-80' }}
        filters={filters}
        loadingLabel="Loading unmatched lines"
        empty={{
          icon: Link2Off,
          title: 'No unmatched lines',
          description: 'Every line of the imported reports matched a track or release. Lines that match nothing wait here.',
        }}
        noMatch={{ title: 'No lines match', description: 'Try another search or fewer filters.', clearable: true }}
      >
        {(rows) => <UnmatchedLinesTable lines={rows} onBook={setBooking} />}
      </AdminListFrame>
      <BookLinesDialog line={booking} onClose={() => setBooking(null)} />
    </div>
  );
}
