// Artist profiles: the account's list with its plan's limit (lib/artist-profiles.ts, shared with
// the release form and the revenue page), and the changes to it. Each change refreshes the list whatever the answer: a refusal for the
// plan's limit means the list was out of date.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArtistProfileInput } from '../../../../domain/artist-profile-schema.ts';
import { api } from '../../../lib/api-client.ts';
import { artistProfilesKey } from '../../../lib/artist-profiles.ts';

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
