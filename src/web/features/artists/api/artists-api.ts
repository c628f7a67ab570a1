// Artist profiles: the account's list with its plan's limit, and the changes to it. The release
// form reads the same query (its key ['artist-profiles'], kept exactly), so a profile added here is
// offered there at once. Each change refreshes the list whatever the answer: a refusal for the
// plan's limit means the list was out of date.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArtistProfileInput } from '../../../../domain/artist-profile-schema.ts';
import { api } from '../../../lib/api-client.ts';

export const artistProfilesKey = ['artist-profiles'];

export const artistProfilesOptions = () =>
  queryOptions({
    queryKey: artistProfilesKey,
    queryFn: ({ signal }) => api('GET /artist-profiles', { signal }),
  });

export function useCreateArtistProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ArtistProfileInput) => api('POST /artist-profiles', { body }),
    onSettled: () => client.invalidateQueries({ queryKey: artistProfilesKey }),
  });
}

/** A new name also renames the profile's drafts and releases sent back, so the releases' queries follow. */
export function useUpdateArtistProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ArtistProfileInput }) => api('PUT /artist-profiles/:id', { params: { id }, body }),
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: artistProfilesKey }), client.invalidateQueries({ queryKey: ['releases'] })]),
  });
}

export function useDeleteArtistProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /artist-profiles/:id', { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: artistProfilesKey }),
  });
}
