// The console's Unmatched lines: the queue (filtered, searched, paged), its summary and filter
// options, the catalogue to book lines to, and the booking. Keys start with ['admin', ...] so the
// live stream refreshes them; a booking refreshes the console and the artists' pages.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookUnmatchedInput } from '../../../../domain/unmatched-lines.ts';
import { api } from '../../../lib/api-client.ts';

export const unmatchedKey = ['admin', 'unmatched'] as const;

export type UnmatchedFilter = { q: string; importId: string; store: string; period: string };
export const DEFAULT_UNMATCHED_FILTER: UnmatchedFilter = { q: '', importId: 'all', store: 'all', period: 'all' };

type FilterQuery = Partial<UnmatchedFilter> & { isrc?: string; upc?: string };

/** The filters as the server reads them: 'all' and what is left empty filter nothing. */
const filterEntries = (f: FilterQuery) => Object.entries(f).filter((e): e is [string, string] => !!e[1] && e[1] !== 'all');
const filterQuery = (f: FilterQuery): FilterQuery => Object.fromEntries(filterEntries(f));

export const unmatchedListOptions = (f: UnmatchedFilter, cursor: string) =>
  queryOptions({
    queryKey: [...unmatchedKey, 'lines', f, cursor],
    queryFn: ({ signal }) => api('GET /admin/royalties/unmatched', { query: { ...filterQuery(f), cursor }, signal }),
    placeholderData: keepPreviousData,
  });

export const unmatchedExportHref = (f: UnmatchedFilter) =>
  `/api/admin/royalties/unmatched/export?${new URLSearchParams(filterEntries(f)).toString()}`;

/** The lines matching the filters (or one code exactly) with their USD, and the whole queue's imports, stores and months. */
export const unmatchedSummaryOptions = (f: FilterQuery) =>
  queryOptions({
    queryKey: [...unmatchedKey, 'summary', f],
    queryFn: ({ signal }) => api('GET /admin/royalties/unmatched/summary', { query: filterQuery(f), signal }),
    placeholderData: keepPreviousData,
  });

export const catalogueOptions = (q: string) =>
  queryOptions({
    queryKey: [...unmatchedKey, 'catalogue', q],
    queryFn: ({ signal }) => api('GET /admin/royalties/catalogue', { query: { q }, signal }),
    enabled: q.length >= 2,
  });

export function useBookUnmatched() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BookUnmatchedInput) => api('POST /admin/royalties/unmatched/book', { body }),
    // The imports' counts, the console's figures and the artists' pages move with the booking.
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: ['admin'] }), client.invalidateQueries({ queryKey: ['earnings'] })]),
  });
}
