// The support API, one function per call, with their TanStack Query keys and options. Every key
// starts with supportKey, so a change (or the admins' live event stream) refreshes them all.
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminTicketDto, AdminTicketListDto, TicketDetailDto, TicketDto, TicketListDto } from '../../../../domain/support-dto.ts';
import type { AdminTicketUpdateInput, CreateTicketInput } from '../../../../domain/support.ts';
import type { TicketCategory, TicketPriority, TicketSort, TicketStatus } from '../../../../domain/support-options.ts';
import { api } from '../../../lib/api-client.ts';

export const supportKey = ['support'] as const;
export const adminTicketsKey = [...supportKey, 'admin'] as const;

export const TICKET_PAGE_SIZE = 20;

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
  return queryOptions({ queryKey: [...supportKey, 'one', id], queryFn: ({ signal }) => api<TicketDetailDto>(`/support/tickets/${id}`, { signal }) });
}

export const createTicket = (values: CreateTicketInput) => api<TicketDto>('/support/tickets', { method: 'POST', body: values });
export const replyToTicket = (id: string, message: string) => api<TicketDetailDto>(`/support/tickets/${id}/replies`, { method: 'POST', body: { message } });

export type AdminTicketFilter = {
  q: string;
  status: 'all' | TicketStatus;
  priority: 'all' | TicketPriority;
  category: 'all' | TicketCategory;
  sort: TicketSort;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

export const DEFAULT_ADMIN_FILTER: AdminTicketFilter = { q: '', status: 'all', priority: 'all', category: 'all', sort: 'created', dir: 'desc', page: 1, pageSize: 20 };

export function adminTicketListOptions(filter: AdminTicketFilter) {
  return queryOptions({
    queryKey: [...adminTicketsKey, 'list', filter],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(filter)) if (value !== '' && value !== 'all') params.set(key, String(value));
      return api<AdminTicketListDto>(`/admin/support/tickets?${params.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function adminTicketOptions(id: string) {
  return queryOptions({ queryKey: [...adminTicketsKey, 'one', id], queryFn: ({ signal }) => api<AdminTicketDto>(`/admin/support/tickets/${id}`, { signal }) });
}

export const answerTicket = (id: string, body: AdminTicketUpdateInput) => api<AdminTicketDto>(`/admin/support/tickets/${id}`, { method: 'PATCH', body });
