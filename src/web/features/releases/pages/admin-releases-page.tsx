// Releases for admins (SPEC section 2): search by title or artist, the status filter, sorting
// and pages from the server, and the review dialog.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Disc3, Search } from 'lucide-react';
import type { AdminReleaseFilters } from '../../../../domain/releases-admin.ts';
import { RELEASE_STATUSES, RELEASE_STATUS_LABELS } from '../../../../domain/releases-options.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { OptionSelect } from '../../../components/ui/option-select.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useAdminExport } from '../../../components/layout/admin-export.tsx';
import { FilterBar, LoadError, Pager, TableLoading } from '../../../components/layout/admin-table-parts.tsx';
import { useCursorPages } from '../../../lib/use-cursor-pages.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { adminReleaseListOptions, adminReleasesExportHref, DEFAULT_ADMIN_RELEASE_FILTER } from '../api/admin-releases-api.ts';
import { AdminReleaseTable } from '../components/admin-release-table.tsx';
import { AdminReviewDialog } from '../components/admin-review-dialog.tsx';

const statusOptions = [
  { value: 'all', label: 'All statuses' },
  ...RELEASE_STATUSES.map((s) => ({ value: s, label: RELEASE_STATUS_LABELS[s] })),
];

export function AdminReleasesPage() {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<AdminReleaseFilters>(DEFAULT_ADMIN_RELEASE_FILTER);
  const q = useDebounced(search.trim());
  const effective = { ...filter, q };
  const pages = useCursorPages(JSON.stringify(effective));
  const list = useQuery(adminReleaseListOptions(effective, pages.cursor));
  const [reviewing, setReviewing] = useState<string | null>(null);
  useAdminExport(adminReleasesExportHref(effective));
  const filtered = q !== '' || filter.status !== 'all';

  return (
    <div className="space-y-4">
      <PageHeader title="Releases" description="Review what artists submit: approve, reject with notes, or change any status." />
      <FilterBar>
        <div className="relative col-span-2 lg:w-80">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search by title or artist"
            aria-label="Search releases by title or artist"
            className="pl-9"
          />
        </div>
        <div className="col-span-2 lg:w-44">
          <OptionSelect
            aria-label="Status"
            value={filter.status}
            options={statusOptions}
            onChange={(v) => setFilter((f) => ({ ...f, status: v as AdminReleaseFilters['status'] }))}
          />
        </div>
      </FilterBar>
      {list.isPending ? (
        <TableLoading label="Loading releases" />
      ) : list.isError ? (
        <LoadError title="Error" message={list.error.message} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={Disc3}
          title={filtered ? 'No releases match' : 'No releases yet'}
          description={filtered ? 'Try another search or status.' : 'Releases artists create appear here.'}
        />
      ) : (
        <div className="space-y-3" aria-busy={list.isPlaceholderData}>
          <AdminReleaseTable
            releases={list.data.items}
            sort={{ sort: filter.sort, dir: filter.dir }}
            onSort={(s) => setFilter((f) => ({ ...f, ...s }))}
            onReview={setReviewing}
          />
          <Pager
            page={pages.page}
            total={list.data.total}
            capped={list.data.totalCapped}
            hasNext={!!list.data.nextCursor}
            loading={list.isFetching}
            onPrev={pages.prev}
            onNext={() => list.data.nextCursor && pages.next(list.data.nextCursor)}
          />
        </div>
      )}
      <AdminReviewDialog id={reviewing} onClose={() => setReviewing(null)} />
    </div>
  );
}
