// The console's releases: the table over every artist, one release for review, the review (status
// and notes) and deletion. Keys start with ['admin', 'releases'] so the live stream refreshes them.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReleaseFilters } from '../../../../domain/releases-admin.ts';
import type { ReleaseStatus } from '../../../../domain/releases-options.ts';
import { api } from '../../../lib/api-client.ts';
import { releasesKey } from './releases-api.ts';

const adminReleasesKey = ['admin', 'releases'] as const;
/** The review queue: what waits for review, the longest waiting (oldest) first. */
export const DEFAULT_ADMIN_RELEASE_FILTER: AdminReleaseFilters = { q: '', status: 'pending', sort: 'created', dir: 'asc' };

/** The filters as sent: 'all' is the server's default, so it stays out of the address. */
const filterQuery = (f: AdminReleaseFilters) => ({ ...f, status: f.status === 'all' ? undefined : f.status });

export function adminReleaseListOptions(f: AdminReleaseFilters, cursor: string) {
  return queryOptions({
    queryKey: [...adminReleasesKey, 'list', f, cursor],
    queryFn: ({ signal }) => api('GET /admin/releases', { query: { ...filterQuery(f), cursor }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function adminReleasesExportHref(f: AdminReleaseFilters): string {
  const p = new URLSearchParams();
  for (const [key, value] of Object.entries(filterQuery(f))) if (value) p.set(key, value);
  return `/api/admin/releases/export?${p.toString()}`;
}

export const adminReleaseOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminReleasesKey, 'one', id],
    queryFn: ({ signal }) => api('GET /admin/releases/:id', { params: { id }, signal }),
  });

export function useReviewRelease() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; status: ReleaseStatus; adminNotes: string; version: string }) =>
      api('PATCH /admin/releases/:id/review', {
        params: { id: v.id },
        body: { status: v.status, adminNotes: v.adminNotes, version: v.version },
      }),
    onSuccess: (r) => client.setQueryData(adminReleaseOptions(r.id).queryKey, r),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: ['admin'] }), client.invalidateQueries({ queryKey: releasesKey })]),
  });
}

export function useAdminDeleteRelease() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /admin/releases/:id', { params: { id } }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: ['admin'] }), client.invalidateQueries({ queryKey: releasesKey })]),
  });
}
