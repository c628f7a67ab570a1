// The admin's support tickets (the console's "Claims & Support" section, whose claims panel the
// app puts in `before`): the table filtered by
// status, priority (all four) and category, searched, sorted and paged on the server; View opens
// the ticket dialog; Export downloads every matching ticket. `?ticket=<id>` opens that ticket.
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminTicketFilters } from '../../../../domain/support.ts';
import {
  TICKET_CATEGORIES,
  TICKET_LOAD_FAILED,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUSES,
  TICKET_STATUS_LABELS,
} from '../../../../domain/support-options.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { AdminListFrame } from '../../../components/admin/admin-list-frame.tsx';
import { withAll, type AdminFilter } from '../../../components/admin/admin-filters.tsx';
import { useAdminList } from '../../../components/admin/use-admin-list.ts';
import { useRecordParam } from '../../../lib/use-record-param.ts';
import { adminTicketListOptions, adminTicketsExportHref, DEFAULT_ADMIN_FILTER } from '../api/support-api.ts';
import { AdminTicketDialog } from '../components/admin-ticket-dialog.tsx';
import { AdminTicketTable } from '../components/admin-ticket-table.tsx';

const filters: AdminFilter<AdminTicketFilters>[] = [
  {
    key: 'status',
    label: 'Filter by status',
    options: withAll('All statuses', TICKET_STATUSES, TICKET_STATUS_LABELS),
    className: 'lg:w-44',
  },
  {
    key: 'priority',
    label: 'Filter by priority',
    options: withAll('All priorities', TICKET_PRIORITIES, TICKET_PRIORITY_LABELS),
    className: 'lg:w-44',
  },
  {
    key: 'category',
    label: 'Filter by category',
    options: [{ value: 'all', label: 'All categories' }, ...TICKET_CATEGORIES],
    className: 'lg:w-52',
  },
];

export function AdminTicketsPage({ before }: { before?: ReactNode }) {
  const list = useAdminList(DEFAULT_ADMIN_FILTER, adminTicketListOptions, adminTicketsExportHref);
  const { sort, dir } = list.filter;
  const record = useRecordParam(['ticket']);
  const view = (id: string | null) => record.open('ticket', id);

  return (
    <div className="space-y-4">
      <PageHeader
        title="Claims & Support"
        description="Claims waiting for review, and artists' tickets to answer and move from open to resolved."
      />
      {before}
      <h2 className="pt-2 text-lg font-semibold">Support tickets</h2>
      <AdminListFrame
        list={list}
        search={{ placeholder: 'Search subject, artist or reference', label: 'Search tickets', className: 'lg:min-w-64 lg:flex-1' }}
        filters={filters}
        loadingLabel="Loading tickets"
        errorTitle={TICKET_LOAD_FAILED}
        empty={{
          icon: Inbox,
          title: 'No support tickets yet',
          description: 'Tickets that artists open on their Support page appear here.',
        }}
        noMatch={{ title: 'No tickets match', description: 'Try another search or filter.', clearable: true }}
      >
        {(rows) => <AdminTicketTable rows={rows} sort={{ sort, dir }} onSort={list.change} onView={view} />}
      </AdminListFrame>
      <AdminTicketDialog ticketId={record.get('ticket')} onClose={() => view(null)} />
    </div>
  );
}
