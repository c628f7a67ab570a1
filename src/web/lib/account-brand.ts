// The account's white label (an Enterprise label's name and logo), read by the dashboard's frame to
// show in place of the service's own, and by the form that saves it.
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

export const brandingOptions = () =>
  queryOptions({
    queryKey: ['branding'],
    queryFn: ({ signal }) => api('GET /branding', { signal }),
    staleTime: 5 * 60_000,
  });
