// The console's releases: the table over every artist, one release for review, the review (status
// and notes) and deletion. Keys start with ['admin', 'releases'] so the live stream refreshes them.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PageDto } from '../../../../domain/admin-list.ts';
import type { AdminReleaseDto, AdminReleaseRowDto } from '../../../../domain/releases-admin-dto.ts';
import type { AdminReleaseFilters } from '../../../../domain/releases-admin.ts';
import type { ReleaseStatus } from '../../../../domain/releases-options.ts';
import { api } from '../../../lib/api-client.ts';
import { releasesKey } from './releases-api.ts';

const adminReleasesKey = ['admin', 'releases'] as const;
/** The review queue: what waits for review, the longest waiting (oldest) first. */
export const DEFAULT_ADMIN_RELEASE_FILTER: AdminReleaseFilters = { q: '', status: 'pending', sort: 'created', dir: 'asc' };

function params(f: AdminReleaseFilters) {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v !== '' && v !== 'all') p.set(k, String(v));
  return p;
}

export function adminReleaseListOptions(f: AdminReleaseFilters, cursor: string) {
  return queryOptions({
    queryKey: [...adminReleasesKey, 'list', f, cursor],
    queryFn: ({ signal }) => {
      const p = params(f);
      if (cursor) p.set('cursor', cursor);
      return api<PageDto<AdminReleaseRowDto>>(`/admin/releases?${p.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

export const adminReleasesExportHref = (f: AdminReleaseFilters) => `/api/admin/releases/export?${params(f).toString()}`;

export const adminReleaseOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminReleasesKey, 'one', id],
    queryFn: ({ signal }) => api<AdminReleaseDto>(`/admin/releases/${id}`, { signal }),
  });

export function useReviewRelease() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; status: ReleaseStatus; adminNotes: string; version: string }) =>
      api<AdminReleaseDto>(`/admin/releases/${v.id}/review`, {
        method: 'PATCH',
        body: { status: v.status, adminNotes: v.adminNotes, version: v.version },
      }),
    onSuccess: (r) => client.setQueryData(adminReleaseOptions(r.id).queryKey, r),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: ['admin'] }), client.invalidateQueries({ queryKey: releasesKey })]),
  });
}

export function useAdminDeleteRelease() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/admin/releases/${id}`, { method: 'DELETE' }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: ['admin'] }), client.invalidateQueries({ queryKey: releasesKey })]),
  });
}
