// Revenue & Payouts (SPEC section 2, DESIGN section 6): the totals, then the payout claims
// (newest first, filtered, searched, paged; Review opens the dialog) and the sales reports
// ("Import sales report", the imports with their rows, roll back). `?claim=<id>` opens a claim,
// `?import=<id>` an import ('new' the upload form). Export follows the claims' filters.
import { HandCoins, Upload } from 'lucide-react';
import type { ClaimFilters } from '../../../../domain/claims.ts';
import { CLAIM_STATUSES, CLAIM_STATUS_LABELS, PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from '../../../../domain/claim-texts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { AdminListFrame } from '../../../components/admin/admin-list-frame.tsx';
import { withAll, type AdminFilter } from '../../../components/admin/admin-filters.tsx';
import { useAdminList } from '../../../components/admin/use-admin-list.ts';
import { useRecordParam } from '../../../lib/use-record-param.ts';
import { claimListOptions, claimsExportHref, DEFAULT_CLAIM_FILTERS } from '../api/admin-revenue-api.ts';
import { AdminClaimDialog } from '../components/admin-claim-dialog.tsx';
import { AdminClaimsTable } from '../components/admin-claims-table.tsx';
import { AdminRevenueTotals } from '../components/admin-revenue-totals.tsx';
import { ImportDialog } from '../components/import-dialog.tsx';
import { ImportsList } from '../components/imports-list.tsx';

const claimFilters: AdminFilter<ClaimFilters>[] = [
  {
    key: 'status',
    label: 'Filter by status',
    options: withAll('All statuses', CLAIM_STATUSES, CLAIM_STATUS_LABELS),
    className: 'lg:w-44',
  },
  {
    key: 'method',
    label: 'Filter by payment method',
    options: withAll('All methods', PAYMENT_METHODS, PAYMENT_METHOD_LABELS),
    className: 'lg:w-56',
  },
];

export function AdminRevenuePage() {
  const { get, open } = useRecordParam(['claim', 'import']);

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
      <AdminClaimDialog claimId={get('claim')} onClose={() => open('claim', null)} />
      <ImportDialog importId={get('import')} onShow={(id) => open('import', id)} onClose={() => open('import', null)} />
    </div>
  );
}

function Claims({ onView }: { onView: (id: string) => void }) {
  const list = useAdminList(DEFAULT_CLAIM_FILTERS, claimListOptions, claimsExportHref);
  const { sort, dir } = list.filter;
  return (
    <div className="space-y-3">
      <AdminListFrame
        list={list}
        search={{ placeholder: 'Search artist name or email', label: 'Search claims', className: 'lg:min-w-64 lg:flex-1' }}
        filters={claimFilters}
        loadingLabel="Loading claims"
        titleAs="h3"
        empty={{
          icon: HandCoins,
          title: 'No payout claims yet',
          description: 'Claims that artists request from their Revenue page appear here.',
        }}
        noMatch={{ title: 'No claims match', description: 'Try another search or filter.', clearable: true }}
      >
        {(rows) => <AdminClaimsTable rows={rows} sort={{ sort, dir }} onSort={list.change} onView={onView} />}
      </AdminListFrame>
    </div>
  );
}
