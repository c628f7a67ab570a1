// The support API, one function per call, with their TanStack Query keys and options. Every key
// starts with supportKey, so a change (or the admins' live event stream) refreshes them all.
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminTicketFilters, AdminTicketUpdateInput, CreateTicketInput } from '../../../../domain/support.ts';
import { api } from '../../../lib/api-client.ts';

export const supportKey = ['support'] as const;
export const adminTicketsKey = [...supportKey, 'admin'] as const;

const TICKET_PAGE_SIZE = 20;

export function ticketListOptions() {
  return infiniteQueryOptions({
    queryKey: [...supportKey, 'mine'],
    queryFn: ({ pageParam, signal }) => api('GET /support/tickets', { query: { limit: TICKET_PAGE_SIZE, cursor: pageParam }, signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function ticketOptions(id: string) {
  return queryOptions({
    queryKey: [...supportKey, 'one', id],
    queryFn: ({ signal }) => api('GET /support/tickets/:id', { params: { id }, signal }),
  });
}

export const createTicket = (values: CreateTicketInput) => api('POST /support/tickets', { body: values });
export const replyToTicket = (id: string, message: string) =>
  api('POST /support/tickets/:id/replies', { params: { id }, body: { message } });

export const DEFAULT_ADMIN_FILTER: AdminTicketFilters = {
  q: '',
  status: 'all',
  priority: 'all',
  category: 'all',
  sort: 'created',
  dir: 'desc',
};

/** The filters as sent: 'all' is the server's default, so it stays out of the address. */
const filterQuery = (f: AdminTicketFilters) => ({
  ...f,
  status: f.status === 'all' ? undefined : f.status,
  priority: f.priority === 'all' ? undefined : f.priority,
  category: f.category === 'all' ? undefined : f.category,
});

export function adminTicketListOptions(f: AdminTicketFilters, cursor: string) {
  return queryOptions({
    queryKey: [...adminTicketsKey, 'list', f, cursor],
    queryFn: ({ signal }) => api('GET /admin/support/tickets', { query: { ...filterQuery(f), cursor }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The CSV of every ticket matching the filters (the console's Export button). */
export function adminTicketsExportHref(f: AdminTicketFilters): string {
  const p = new URLSearchParams();
  for (const [key, value] of Object.entries(filterQuery(f))) if (value) p.set(key, value);
  return `/api/admin/support/tickets/export?${p.toString()}`;
}

export function adminTicketOptions(id: string) {
  return queryOptions({
    queryKey: [...adminTicketsKey, 'one', id],
    queryFn: ({ signal }) => api('GET /admin/support/tickets/:id', { params: { id }, signal }),
  });
}

export const answerTicket = (id: string, body: AdminTicketUpdateInput) => api('PATCH /admin/support/tickets/:id', { params: { id }, body });
