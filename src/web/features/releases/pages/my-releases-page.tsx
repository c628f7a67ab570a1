import { useDeferredValue, useEffect } from 'react';
import { Link } from '../../../lib/links.tsx';
import { useInfiniteQuery } from '@tanstack/react-query';
import { DollarSign, Disc3, PlayCircle, Plus, Search, Send } from 'lucide-react';
import { toast } from '../../../components/ui/toast.ts';
import { RELEASE_STATUS_LABELS, RELEASE_STATUSES, type ReleaseStatus } from '../../../../domain/releases-options.ts';
import { formatDecimal } from '../../../../domain/money.ts';
import { formatCount, LOAD_FAILED } from '../../../../domain/releases-rules.ts';
import { TRY_LATER } from '../../../../domain/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { paths } from '../../../lib/paths.ts';
import { useUrlState } from '../../../lib/use-url-state.ts';
import { releaseListOptions } from '../api/releases-api.ts';
import { OptionSelect } from '../../../components/ui/option-select.tsx';
import { NoReleasesYet } from '../components/no-releases-yet.tsx';
import { ReleaseCard } from '../components/release-card.tsx';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { STORE_COUNT } from '../../../../domain/stores.ts';

const STATUS_FILTERS = ['all', ...RELEASE_STATUSES] as const;
const statusOptions = [
  { value: 'all', label: 'All statuses' },
  ...RELEASE_STATUSES.map((s) => ({ value: s, label: RELEASE_STATUS_LABELS[s] })),
];

export function MyReleasesPage() {
  // The search and the status filter live in the address (a reload or a shared link keeps them).
  const [search, setSearch] = useUrlState<string>('q', '');
  const [status, setStatus] = useUrlState<'all' | ReleaseStatus>('status', 'all', STATUS_FILTERS);
  const q = useDeferredValue(search.trim());
  const list = useInfiniteQuery(releaseListOptions({ q, status }));
  useEffect(() => {
    if (list.isError) toast.error(LOAD_FAILED, { description: TRY_LATER });
  }, [list.isError]);
  const stats = list.data?.pages[0]?.stats ?? undefined;
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = q !== '' || status !== 'all';

  return (
    <div className="space-y-6">
      <PageHeader
        title="My Releases"
        description="Every release you have created, newest first."
        actions={
          <Button asChild>
            <Link to={paths.createRelease}>
              <Plus /> Create Release
            </Link>
          </Button>
        }
      />
      <section aria-label="Release statistics" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard label="Total Releases" value={formatCount(stats?.total ?? 0)} icon={Disc3} loading={!stats && list.isPending} />
        <StatCard label="Distributed" value={formatCount(stats?.distributed ?? 0)} icon={Send} loading={!stats && list.isPending} />
        <StatCard
          label="Total Streams"
          value={formatCount(stats?.totalStreams ?? 0)}
          icon={PlayCircle}
          loading={!stats && list.isPending}
        />
        <StatCard label="Total Revenue" value={formatDecimal(stats?.totalRevenue)} icon={DollarSign} loading={!stats && list.isPending} />
      </section>
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchInput
          className="flex-1"
          placeholder="Search by title or artist"
          aria-label="Search releases"
          value={search}
          maxLength={200}
          onChange={(e) => setSearch(e.target.value)}
        />
        <div className="sm:w-48">
          <OptionSelect
            id="status-filter"
            aria-label="Filter by status"
            value={status}
            onChange={(v) => setStatus(v as 'all' | ReleaseStatus)}
            options={statusOptions}
          />
        </div>
      </div>
      {list.isPending ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-busy="true" aria-label="Loading releases">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="aspect-[3/4] w-full rounded-xl" />
          ))}
        </div>
      ) : list.isError ? (
        <LoadError title={LOAD_FAILED} message={TRY_LATER} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={Search}
            title="No releases match"
            description="Try another search or status."
            action={
              <Button
                variant="outline"
                onClick={() => {
                  setSearch('');
                  setStatus('all');
                }}
              >
                Clear filters
              </Button>
            }
          />
        ) : (
          <NoReleasesYet description={`Create your first release and send your music to ${STORE_COUNT} stores.`} />
        )
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label="Releases">
            {items.map((r) => (
              <li key={r.id}>
                <ReleaseCard release={r} />
              </li>
            ))}
          </ul>
          <LoadMore query={list} />
        </>
      )}
    </div>
  );
}
