// The admin's support tickets ("Claims & Support"): the table filtered by status, priority and
// category, searched, sorted and paged on the server; View opens the ticket dialog. `?ticket=<id>`
// opens that ticket.
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Inbox, Search } from 'lucide-react';
import { ADMIN_TICKET_PAGE_SIZES, TICKET_LOAD_FAILED, TRY_LATER, type TicketSort } from '../../../../domain/support-options.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { OptionSelect } from '../../../components/ui/option-select.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { adminTicketListOptions, DEFAULT_ADMIN_FILTER, type AdminTicketFilter } from '../api/support-api.ts';
import { AdminTicketDialog } from '../components/admin-ticket-dialog.tsx';
import { AdminTicketFilters } from '../components/admin-ticket-filters.tsx';
import { AdminTicketTable } from '../components/admin-ticket-table.tsx';

const pageSizeOptions = ADMIN_TICKET_PAGE_SIZES.map((n) => ({ value: String(n), label: `${n} per page` }));
const count = new Intl.NumberFormat('en-US');

export function AdminTicketsPage({ headingLevel = 'h1' }: { headingLevel?: 'h1' | 'h2' }) {
  const [filter, setFilter] = useState<AdminTicketFilter>(DEFAULT_ADMIN_FILTER);
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [params, setParams] = useSearchParams();
  const openId = params.get('ticket');
  const effective = { ...filter, q };
  const list = useQuery(adminTicketListOptions(effective));
  const onSearch = (value: string) => {
    setSearch(value);
    setFilter((f) => ({ ...f, page: 1 }));
  };

  const change = (c: Partial<AdminTicketFilter>) => setFilter((f) => ({ ...f, ...c, page: c.page ?? 1 }));
  const sortBy = (sort: TicketSort) => change({ sort, dir: filter.sort === sort && filter.dir === 'desc' ? 'asc' : 'desc' });
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

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = q !== '' || filter.status !== 'all' || filter.priority !== 'all' || filter.category !== 'all';
  const Heading = headingLevel;

  return (
    <div className="space-y-5">
      {headingLevel === 'h1' ? (
        <PageHeader title="Support Tickets" description="Respond to artists, and move each ticket from open to resolved." />
      ) : (
        <Heading className="text-lg font-semibold">Support Tickets</Heading>
      )}
      <AdminTicketFilters search={search} onSearch={onSearch} filter={filter} onFilter={change} />
      {list.isPending ? (
        <Card className="gap-3 p-4" aria-busy="true" aria-label="Loading tickets">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </Card>
      ) : list.isError ? (
        <Alert variant="destructive">
          <AlertTitle>{TICKET_LOAD_FAILED}</AlertTitle>
          <AlertDescription>
            {list.error.message || TRY_LATER}
            <Button variant="outline" size="sm" className="mt-2 w-fit" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : !data || data.items.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={Search}
            title="No tickets match"
            description="Try another search or filter."
            action={
              <Button variant="outline" onClick={() => { setSearch(''); setFilter(DEFAULT_ADMIN_FILTER); }}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState icon={Inbox} title="No support tickets yet" description="Tickets that artists open on their Support page appear here." />
        )
      ) : (
        <>
          <Card className={list.isPlaceholderData ? 'gap-0 overflow-hidden py-0 opacity-60 transition-opacity' : 'gap-0 overflow-hidden py-0'} aria-busy={list.isFetching}>
            <AdminTicketTable rows={data.items} filter={effective} onSort={sortBy} onView={view} />
          </Card>
          <nav aria-label="Pages" className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              Showing {count.format((data.page - 1) * data.pageSize + 1)}–{count.format((data.page - 1) * data.pageSize + data.items.length)} of {count.format(data.total)}
            </p>
            <div className="flex items-center gap-2">
              <div className="w-36">
                <OptionSelect aria-label="Tickets per page" value={String(filter.pageSize)} onChange={(v) => change({ pageSize: Number(v) })} options={pageSizeOptions} />
              </div>
              <Button variant="outline" size="icon" aria-label="Previous page" disabled={data.page <= 1} onClick={() => change({ page: data.page - 1 })}>
                <ChevronLeft />
              </Button>
              <span className="min-w-20 text-center text-sm tabular-nums">
                {data.page} / {pages}
              </span>
              <Button variant="outline" size="icon" aria-label="Next page" disabled={data.page >= pages} onClick={() => change({ page: data.page + 1 })}>
                <ChevronRight />
              </Button>
            </div>
          </nav>
        </>
      )}
      <AdminTicketDialog ticketId={openId} onClose={() => view(null)} />
    </div>
  );
}
