// The account's artist profiles, for the release form's main artist. The Artists screen reads and
// changes the same query (the same key), so a profile added there is offered here at once.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const artistProfilesOptions = () =>
  queryOptions({
    queryKey: ['artist-profiles'],
    queryFn: ({ signal }) => api('GET /artist-profiles', { signal }),
  });
