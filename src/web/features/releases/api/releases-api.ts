// The releases API, one function per call, with their TanStack Query keys and options.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ReleaseDto, ReleaseListDto } from '../../../../domain/releases-dto.ts';
import type { ReleaseValues } from '../../../../domain/releases.ts';
import type { ReleaseStatus } from '../../../../domain/releases-options.ts';
import { api } from '../../../lib/api-client.ts';

export const releasesKey = ['releases'] as const;

export type ListFilter = { q: string; status: 'all' | ReleaseStatus };

export const PAGE_SIZE = 24;

export function releaseListOptions(filter: ListFilter) {
  return infiniteQueryOptions({
    queryKey: [...releasesKey, 'list', filter],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (filter.q) params.set('q', filter.q);
      if (filter.status !== 'all') params.set('status', filter.status);
      if (pageParam) params.set('cursor', pageParam);
      return api<ReleaseListDto>(`/releases?${params.toString()}`, { signal });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function releaseOptions(id: string) {
  return queryOptions({ queryKey: [...releasesKey, 'one', id], queryFn: ({ signal }) => api<ReleaseDto>(`/releases/${id}`, { signal }) });
}

export const createRelease = (values: ReleaseValues) => api<{ id: string }>('/releases', { method: 'POST', body: values });
export const updateRelease = (id: string, values: ReleaseValues) => api<ReleaseDto>(`/releases/${id}`, { method: 'PUT', body: values });
export const submitRelease = (id: string) => api<ReleaseDto>(`/releases/${id}/submit`, { method: 'POST', body: {} });
export const deleteRelease = (id: string) => api<void>(`/releases/${id}`, { method: 'DELETE' });

export const releasePath = (id: string) => `/dashboard/releases/${id}`;
export const editReleasePath = (id: string) => `/dashboard/releases/${id}/edit`;
