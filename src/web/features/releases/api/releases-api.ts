// The releases API: query options for what screens read, and a hook per change that refreshes
// what it changes (every release query lives under `releasesKey`: lists, one release, the quota).
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReleaseValues } from '../../../../domain/releases.ts';
import type { ReleaseStatus } from '../../../../domain/releases-options.ts';
import { api } from '../../../lib/api-client.ts';

export const releasesKey = ['releases'] as const;

type ListFilter = { q: string; status: 'all' | ReleaseStatus };

const PAGE_SIZE = 24;

export function releaseListOptions(filter: ListFilter) {
  return infiniteQueryOptions({
    queryKey: [...releasesKey, 'list', filter],
    queryFn: ({ pageParam, signal }) =>
      api('GET /releases', {
        query: { limit: PAGE_SIZE, q: filter.q, status: filter.status === 'all' ? undefined : filter.status, cursor: pageParam },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The first page of the artist's releases with their figures (stats): the dashboard's most recent ones. */
export function recentReleasesOptions(limit = 3) {
  return queryOptions({
    queryKey: [...releasesKey, 'list', { q: '', status: 'all', limit }],
    queryFn: ({ signal }) => api('GET /releases', { query: { limit }, signal }),
  });
}

/** The stores an artist may choose for a release (the enabled ones). */
export function releaseStoresOptions() {
  return queryOptions({
    queryKey: [...releasesKey, 'stores'],
    queryFn: ({ signal }) => api('GET /releases/stores', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function releaseOptions(id: string) {
  return queryOptions({
    queryKey: [...releasesKey, 'one', id],
    queryFn: ({ signal }) => api('GET /releases/:id', { params: { id }, signal }),
  });
}

/** A change to the artist's releases; when it is done (or refused: the server may know more) every release query is read again. */
function useReleaseChange<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: releasesKey }) });
}

export const useCreateRelease = () => useReleaseChange((values: ReleaseValues) => api('POST /releases', { body: values }));
export const useUpdateRelease = (id: string) =>
  useReleaseChange((values: ReleaseValues) => api('PUT /releases/:id', { params: { id }, body: values }));
export const useSubmitRelease = (id: string) => useReleaseChange(() => api('POST /releases/:id/submit', { params: { id }, body: {} }));
export const useDeleteRelease = (id: string) => useReleaseChange(() => api('DELETE /releases/:id', { params: { id } }));

export const releasePath = (id: string) => `/dashboard/releases/${id}`;
export const editReleasePath = (id: string) => `/dashboard/releases/${id}/edit`;
