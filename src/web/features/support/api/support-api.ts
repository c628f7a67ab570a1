// The support API, one function per call, with their TanStack Query keys and options. Every key
// starts with supportKey, so a change (or the admins' live event stream) refreshes them all.
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PageDto } from '../../../../domain/admin-list.ts';
import type { AdminTicketDto, AdminTicketRowDto, TicketDetailDto, TicketDto, TicketListDto } from '../../../../domain/support-dto.ts';
import type { AdminTicketFilters, AdminTicketUpdateInput, CreateTicketInput } from '../../../../domain/support.ts';
import { api } from '../../../lib/api-client.ts';

export const supportKey = ['support'] as const;
export const adminTicketsKey = [...supportKey, 'admin'] as const;

const TICKET_PAGE_SIZE = 20;

export function ticketListOptions() {
  return infiniteQueryOptions({
    queryKey: [...supportKey, 'mine'],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(TICKET_PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return api<TicketListDto>(`/support/tickets?${params.toString()}`, { signal });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function ticketOptions(id: string) {
  return queryOptions({
    queryKey: [...supportKey, 'one', id],
    queryFn: ({ signal }) => api<TicketDetailDto>(`/support/tickets/${id}`, { signal }),
  });
}

export const createTicket = (values: CreateTicketInput) => api<TicketDto>('/support/tickets', { method: 'POST', body: values });
export const replyToTicket = (id: string, message: string) =>
  api<TicketDetailDto>(`/support/tickets/${id}/replies`, { method: 'POST', body: { message } });

export const DEFAULT_ADMIN_FILTER: AdminTicketFilters = {
  q: '',
  status: 'all',
  priority: 'all',
  category: 'all',
  sort: 'created',
  dir: 'desc',
};

function filterParams(f: AdminTicketFilters): URLSearchParams {
  const p = new URLSearchParams();
  for (const [key, value] of Object.entries(f)) if (value !== '' && value !== 'all') p.set(key, String(value));
  return p;
}

export function adminTicketListOptions(f: AdminTicketFilters, cursor: string) {
  return queryOptions({
    queryKey: [...adminTicketsKey, 'list', f, cursor],
    queryFn: ({ signal }) => {
      const p = filterParams(f);
      if (cursor) p.set('cursor', cursor);
      return api<PageDto<AdminTicketRowDto>>(`/admin/support/tickets?${p.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** The CSV of every ticket matching the filters (the console's Export button). */
export const adminTicketsExportHref = (f: AdminTicketFilters) => `/api/admin/support/tickets/export?${filterParams(f).toString()}`;

export function adminTicketOptions(id: string) {
  return queryOptions({
    queryKey: [...adminTicketsKey, 'one', id],
    queryFn: ({ signal }) => api<AdminTicketDto>(`/admin/support/tickets/${id}`, { signal }),
  });
}

export const answerTicket = (id: string, body: AdminTicketUpdateInput) =>
  api<AdminTicketDto>(`/admin/support/tickets/${id}`, { method: 'PATCH', body });
