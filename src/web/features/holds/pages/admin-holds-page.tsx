// The console's Holds: holds on artists' earnings, those in force first by
// default (filtered by status, searched by the artist's name or email, paged; Export follows the
// filters). "Place a hold" opens the form (`?hold=new`); Open a hold's dialog (`?hold=<id>`), with
// the artist's answer and Release.
import { ShieldAlert, ShieldPlus } from 'lucide-react';
import { HOLD_STATUSES, HOLD_STATUS_LABELS, type HoldFilters } from '../../../../domain/holds.ts';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { AdminListFrame } from '../../../components/admin/admin-list-frame.tsx';
import { withAll, type AdminFilter } from '../../../components/admin/admin-filters.tsx';
import { useAdminList } from '../../../components/admin/use-admin-list.ts';
import { useRecordParam } from '../../../lib/use-record-param.ts';
import { DEFAULT_HOLD_FILTERS, holdListOptions, holdsExportHref } from '../api/holds-api.ts';
import { AdminHoldDialog } from '../components/admin-hold-dialog.tsx';
import { AdminHoldsTable } from '../components/admin-holds-table.tsx';
import { PlaceHoldDialog } from '../components/place-hold-dialog.tsx';

const filters: AdminFilter<HoldFilters>[] = [
  { key: 'status', label: 'Filter by status', options: withAll('All holds', HOLD_STATUSES, HOLD_STATUS_LABELS), className: 'lg:w-44' },
];

export function AdminHoldsPage() {
  const { get, open } = useRecordParam(['hold']);
  const list = useAdminList(DEFAULT_HOLD_FILTERS, holdListOptions, holdsExportHref);
  const id = get('hold');
  return (
    <div className="space-y-4">
      <PageHeader
        title="Holds"
        description="Earnings of named tracks and months kept back while a problem is looked into: the artist sees why and answers; the rest of their balance stays claimable."
        actions={
          <Button onClick={() => open('hold', 'new')}>
            <ShieldPlus /> Place a hold
          </Button>
        }
      />
      <AdminListFrame
        list={list}
        search={{ placeholder: 'Search artist name or email', label: 'Search holds', className: 'lg:min-w-64 lg:flex-1' }}
        filters={filters}
        loadingLabel="Loading holds"
        empty={{
          icon: ShieldAlert,
          title: 'No holds',
          description: 'Holds placed on artists’ earnings appear here.',
        }}
        noMatch={{ title: 'No holds match', description: 'Try another search or filter.', clearable: true }}
      >
        {(rows) => <AdminHoldsTable rows={rows} onView={(h) => open('hold', h)} />}
      </AdminListFrame>
      <PlaceHoldDialog open={id === 'new'} onClose={() => open('hold', null)} onPlaced={(h) => open('hold', h)} />
      <AdminHoldDialog holdId={id && id !== 'new' ? id : null} onClose={() => open('hold', null)} />
    </div>
  );
}
