// The account's artist profiles with the plan's limit: one query for every screen that reads them
// (the Artists screen, which also changes them; the release form's main artist; a label's artist
// choice on the revenue page and its statements), so a profile added anywhere is offered everywhere.
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

export const artistProfilesKey = ['artist-profiles'];

export const artistProfilesOptions = () =>
  queryOptions({
    queryKey: artistProfilesKey,
    queryFn: ({ signal }) => api('GET /artist-profiles', { signal }),
  });
