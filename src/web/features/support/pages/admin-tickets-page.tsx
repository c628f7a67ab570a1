// The admin's support tickets (the console's "Claims & Support" section): the table filtered by
// status, priority (all four) and category, searched, sorted and paged on the server; View opens
// the ticket dialog; Export downloads every matching ticket. `?ticket=<id>` opens that ticket.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Inbox, Search } from 'lucide-react';
import type { AdminTicketFilters } from '../../../../domain/support.ts';
import { TICKET_LOAD_FAILED } from '../../../../domain/support-options.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useAdminExport } from '../../../components/layout/admin-export.tsx';
import { LoadError, Pager, TableLoading } from '../../../components/layout/admin-table-parts.tsx';
import { useCursorPages } from '../../../lib/use-cursor-pages.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { adminTicketListOptions, adminTicketsExportHref, DEFAULT_ADMIN_FILTER } from '../api/support-api.ts';
import { AdminTicketDialog } from '../components/admin-ticket-dialog.tsx';
import { AdminTicketFilters as Filters } from '../components/admin-ticket-filters.tsx';
import { AdminTicketTable } from '../components/admin-ticket-table.tsx';

export function AdminTicketsPage() {
  const [filter, setFilter] = useState<AdminTicketFilters>(DEFAULT_ADMIN_FILTER);
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const effective = { ...filter, q };
  const pages = useCursorPages(JSON.stringify(effective));
  const list = useQuery(adminTicketListOptions(effective, pages.cursor));
  useAdminExport(adminTicketsExportHref(effective));
  const [params, setParams] = useSearchParams();
  const openId = params.get('ticket');

  const change = (c: Partial<AdminTicketFilters>) => setFilter((f) => ({ ...f, ...c }));
  const view = (id: string | null) =>
    setParams(
      (s) => {
        const next = new URLSearchParams(s);
        if (id) next.set('ticket', id);
        else next.delete('ticket');
        return next;
      },
      { replace: !id },
    );
  const filtered = q !== '' || filter.status !== 'all' || filter.priority !== 'all' || filter.category !== 'all';

  return (
    <div className="space-y-4">
      <PageHeader title="Support Tickets" description="Answer artists and move each ticket from open to resolved." />
      <Filters search={search} onSearch={setSearch} filter={filter} onFilter={change} />
      {list.isPending ? (
        <TableLoading label="Loading tickets" />
      ) : list.isError ? (
        <LoadError title={TICKET_LOAD_FAILED} message={list.error.message} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={Search}
            title="No tickets match"
            description="Try another search or filter."
            action={
              <Button
                variant="outline"
                onClick={() => {
                  setSearch('');
                  setFilter(DEFAULT_ADMIN_FILTER);
                }}
              >
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={Inbox}
            title="No support tickets yet"
            description="Tickets that artists open on their Support page appear here."
          />
        )
      ) : (
        <div className="space-y-3" aria-busy={list.isPlaceholderData}>
          <AdminTicketTable rows={list.data.items} sort={{ sort: filter.sort, dir: filter.dir }} onSort={change} onView={view} />
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
      <AdminTicketDialog ticketId={openId} onClose={() => view(null)} />
    </div>
  );
}
