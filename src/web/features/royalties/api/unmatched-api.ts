// The console's Unmatched lines: the queue (filtered, searched, paged), its summary and filter
// options, the catalogue to book lines to, and the booking. Keys start with ['admin', ...] so the
// live stream refreshes them; a booking refreshes the console and the artists' pages.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PageDto } from '../../../../domain/admin-list.ts';
import type { BookUnmatchedInput } from '../../../../domain/unmatched-lines.ts';
import type { BookedLinesDto, CatalogueMatchDto, UnmatchedLineDto, UnmatchedSummaryDto } from '../../../../domain/unmatched-lines-dto.ts';
import { api } from '../../../lib/api-client.ts';

export const unmatchedKey = ['admin', 'unmatched'] as const;

export type UnmatchedFilter = { q: string; importId: string; store: string; period: string };
export const DEFAULT_UNMATCHED_FILTER: UnmatchedFilter = { q: '', importId: 'all', store: 'all', period: 'all' };

function params(f: Partial<UnmatchedFilter> & { isrc?: string; upc?: string }): URLSearchParams {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v && v !== 'all') p.set(k, v);
  return p;
}

export const unmatchedListOptions = (f: UnmatchedFilter, cursor: string) =>
  queryOptions({
    queryKey: [...unmatchedKey, 'lines', f, cursor],
    queryFn: ({ signal }) => {
      const p = params(f);
      if (cursor) p.set('cursor', cursor);
      return api<PageDto<UnmatchedLineDto>>(`/admin/royalties/unmatched?${p.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const unmatchedExportHref = (f: UnmatchedFilter) => `/api/admin/royalties/unmatched/export?${params(f).toString()}`;

/** The lines matching the filters (or one code exactly) with their USD, and the whole queue's imports, stores and months. */
export const unmatchedSummaryOptions = (f: Partial<UnmatchedFilter> & { isrc?: string; upc?: string }) =>
  queryOptions({
    queryKey: [...unmatchedKey, 'summary', f],
    queryFn: ({ signal }) => api<UnmatchedSummaryDto>(`/admin/royalties/unmatched/summary?${params(f).toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const catalogueOptions = (q: string) =>
  queryOptions({
    queryKey: [...unmatchedKey, 'catalogue', q],
    queryFn: ({ signal }) => api<CatalogueMatchDto[]>(`/admin/royalties/catalogue?${new URLSearchParams({ q }).toString()}`, { signal }),
    enabled: q.length >= 2,
  });

export function useBookUnmatched() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BookUnmatchedInput) => api<BookedLinesDto>('/admin/royalties/unmatched/book', { method: 'POST', body }),
    // The imports' counts, the console's figures and the artists' pages move with the booking.
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: ['admin'] }), client.invalidateQueries({ queryKey: ['earnings'] })]),
  });
}
