// A release's versions (the artist's and the console's view), an admin's change to a release in
// stores (the values its form starts from, and the save) and the review of a change waiting; a
// save or a review refreshes every release query, the artist's and the console's.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewRevisionInput } from '../../../../domain/release-updates-schema.ts';
import type { ReleaseValues } from '../../../../domain/releases.ts';
import { api } from '../../../lib/api-client.ts';
import { adminReleaseOptions } from './admin-releases-api.ts';
import { releasesKey } from './releases-api.ts';

export const releaseVersionsOptions = (id: string, admin = false) =>
  queryOptions({
    queryKey: admin ? ['admin', 'releases', 'versions', id] : [...releasesKey, 'versions', id],
    queryFn: ({ signal }) =>
      admin
        ? api('GET /admin/releases/:id/versions', { params: { id }, signal })
        : api('GET /releases/:id/versions', { params: { id }, signal }),
  });

export function useReviewRevision(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewRevisionInput) => api('PATCH /admin/releases/:id/revision', { params: { id }, body: input }),
    onSuccess: (r) => client.setQueryData(adminReleaseOptions(r.id).queryKey, r),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: ['admin'] }), client.invalidateQueries({ queryKey: releasesKey })]),
  });
}

/** Where the console's form starts; fetched afresh each time it opens (a stale start would be refused on save). */
export const adminRevisionStartOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'releases', 'revision-values', id],
    queryFn: ({ signal }) => api('GET /admin/releases/:id/revision-values', { params: { id }, signal }),
    gcTime: 0,
    refetchOnMount: 'always',
  });

/** An admin's change, held for review; `basedOn` is what the form started from. */
export function useAdminReviseRelease(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { values: ReleaseValues; basedOn: string }) =>
      api('PUT /admin/releases/:id/revision-values', { params: { id }, query: { basedOn: v.basedOn }, body: v.values }),
    onSuccess: (versions) => client.setQueryData(releaseVersionsOptions(id, true).queryKey, versions),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: ['admin'] }), client.invalidateQueries({ queryKey: releasesKey })]),
  });
}
