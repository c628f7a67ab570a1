// Revenue & Payouts (SPEC section 2, DESIGN section 6): the totals, then the payout claims
// (newest first, filtered, searched, paged; Review opens the dialog) and the sales reports
// ("Import sales report", the imports with their rows, roll back). `?claim=<id>` opens a claim,
// `?import=<id>` an import ('new' the upload form). Export follows the claims' filters.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { HandCoins, Search, Upload } from 'lucide-react';
import type { ClaimFilters } from '../../../../domain/claims.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useAdminExport } from '../../../components/layout/admin-export.tsx';
import { LoadError, Pager, TableLoading } from '../../../components/layout/admin-table-parts.tsx';
import { useCursorPages } from '../../../lib/use-cursor-pages.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { claimListOptions, claimsExportHref, DEFAULT_CLAIM_FILTERS } from '../api/admin-revenue-api.ts';
import { AdminClaimDialog } from '../components/admin-claim-dialog.tsx';
import { AdminClaimFilters } from '../components/admin-claim-filters.tsx';
import { AdminClaimsTable } from '../components/admin-claims-table.tsx';
import { AdminRevenueTotals } from '../components/admin-revenue-totals.tsx';
import { ImportDialog } from '../components/import-dialog.tsx';
import { ImportsList } from '../components/imports-list.tsx';

export function AdminRevenuePage() {
  const [params, setParams] = useSearchParams();
  const open = (key: 'claim' | 'import', id: string | null) =>
    setParams(
      (s) => {
        const next = new URLSearchParams(s);
        next.delete('claim');
        next.delete('import');
        if (id) next.set(key, id);
        return next;
      },
      { replace: !id },
    );

  return (
    <div className="space-y-4">
      <PageHeader
        title="Revenue & Payouts"
        description="Sales reports from the stores, what artists earned, and their payout claims."
        actions={
          <Button onClick={() => open('import', 'new')}>
            <Upload /> Import sales report
          </Button>
        }
      />
      <AdminRevenueTotals />
      <Tabs defaultValue="claims">
        <TabsList>
          <TabsTrigger value="claims">Payout Claims</TabsTrigger>
          <TabsTrigger value="imports">Sales Reports</TabsTrigger>
        </TabsList>
        <TabsContent value="claims">
          <Claims onView={(id) => open('claim', id)} />
        </TabsContent>
        <TabsContent value="imports">
          <ImportsList onView={(id) => open('import', id)} />
        </TabsContent>
      </Tabs>
      <AdminClaimDialog claimId={params.get('claim')} onClose={() => open('claim', null)} />
      <ImportDialog importId={params.get('import')} onShow={(id) => open('import', id)} onClose={() => open('import', null)} />
    </div>
  );
}

function Claims({ onView }: { onView: (id: string) => void }) {
  const [filter, setFilter] = useState<ClaimFilters>(DEFAULT_CLAIM_FILTERS);
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const effective = { ...filter, q };
  const pages = useCursorPages(JSON.stringify(effective));
  const list = useQuery(claimListOptions(effective, pages.cursor));
  useAdminExport(claimsExportHref(effective));
  const change = (c: Partial<ClaimFilters>) => setFilter((f) => ({ ...f, ...c }));
  const filtered = q !== '' || filter.status !== 'all' || filter.method !== 'all';

  return (
    <div className="space-y-3">
      <AdminClaimFilters search={search} onSearch={setSearch} filter={filter} onFilter={change} />
      {list.isPending ? (
        <TableLoading label="Loading claims" />
      ) : list.isError ? (
        <LoadError title="Error" message={list.error.message} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={Search}
            titleAs="h3"
            title="No claims match"
            description="Try another search or filter."
            action={
              <Button
                variant="outline"
                onClick={() => {
                  setSearch('');
                  setFilter(DEFAULT_CLAIM_FILTERS);
                }}
              >
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={HandCoins}
            titleAs="h3"
            title="No payout claims yet"
            description="Claims that artists request from their Revenue page appear here."
          />
        )
      ) : (
        <div className="space-y-3" aria-busy={list.isPlaceholderData}>
          <AdminClaimsTable rows={list.data.items} sort={{ sort: filter.sort, dir: filter.dir }} onSort={change} onView={onView} />
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
    </div>
  );
}
