// A release's versions (the artist's and the console's view) and the review of a change waiting
// on a release in stores; a review refreshes every release query, the artist's and the console's.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReleaseVersionDto, ReviewRevisionInput } from '../../../../domain/release-updates.ts';
import type { AdminReleaseDto } from '../../../../domain/releases-admin-dto.ts';
import { api } from '../../../lib/api-client.ts';
import { adminReleaseOptions } from './admin-releases-api.ts';
import { releasesKey } from './releases-api.ts';

export const releaseVersionsOptions = (id: string, admin = false) =>
  queryOptions({
    queryKey: admin ? ['admin', 'releases', 'versions', id] : [...releasesKey, 'versions', id],
    queryFn: ({ signal }) => api<ReleaseVersionDto[]>(admin ? `/admin/releases/${id}/versions` : `/releases/${id}/versions`, { signal }),
  });

export function useReviewRevision(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewRevisionInput) => api<AdminReleaseDto>(`/admin/releases/${id}/revision`, { method: 'PATCH', body: input }),
    onSuccess: (r) => client.setQueryData(adminReleaseOptions(r.id).queryKey, r),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: ['admin'] }), client.invalidateQueries({ queryKey: releasesKey })]),
  });
}
