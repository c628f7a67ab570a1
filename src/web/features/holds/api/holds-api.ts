// Holds on earnings: the artist's own (under ['earnings'], so a claim or an import refreshes them
// with the revenue page) and their answer; the console's list, one hold, the artists and what
// each can be held on, placing and releasing (under ['admin', 'holds'], refreshed by the live stream).
import { infiniteQueryOptions, keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HoldFilters } from '../../../../domain/holds.ts';
import type { AnswerHoldInput, PlaceHoldInput, ReleaseHoldInput } from '../../../../domain/holds-schema.ts';
import { api } from '../../../lib/api-client.ts';

const earningsKey = ['earnings'] as const;
export const adminHoldsKey = ['admin', 'holds'] as const;

export const myHoldsOptions = () =>
  infiniteQueryOptions({
    queryKey: [...earningsKey, 'holds'],
    queryFn: ({ pageParam, signal }) => api('GET /holds', { query: { cursor: pageParam }, signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useAnswerHold(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerHoldInput) => api('POST /holds/:id/answer', { params: { id }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: earningsKey }),
  });
}

// ---- console ----

export const DEFAULT_HOLD_FILTERS: HoldFilters = { q: '', status: 'active' };

function holdParams(f: HoldFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.q) p.set('q', f.q);
  p.set('status', f.status);
  return p;
}

export const holdListOptions = (f: HoldFilters, cursor: string) =>
  queryOptions({
    queryKey: [...adminHoldsKey, 'list', f, cursor],
    queryFn: ({ signal }) => api('GET /admin/holds', { query: { q: f.q, status: f.status, cursor }, signal }),
    placeholderData: keepPreviousData,
  });

export const holdsExportHref = (f: HoldFilters) => `/api/admin/holds/export?${holdParams(f).toString()}`;

export const holdOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminHoldsKey, 'hold', id],
    queryFn: ({ signal }) => api('GET /admin/holds/:id', { params: { id }, signal }),
  });

export const holdArtistsOptions = (q: string) =>
  queryOptions({
    queryKey: [...adminHoldsKey, 'artists', q],
    queryFn: ({ signal }) => api('GET /admin/holds/artists', { query: { q }, signal }),
    placeholderData: keepPreviousData,
  });

export const holdTargetsOptions = (userId: string) =>
  queryOptions({
    queryKey: [...adminHoldsKey, 'targets', userId],
    queryFn: ({ signal }) => api('GET /admin/holds/artists/:id', { params: { id: userId }, signal }),
  });

export function usePlaceHold() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaceHoldInput) => api('POST /admin/holds', { body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useReleaseHold(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReleaseHoldInput) => api('POST /admin/holds/:id/release', { params: { id }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
