// The plan's monthly release limit and its use this month, counted by the server.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { releasesKey } from './releases-api.ts';

export function releaseQuotaOptions() {
  return queryOptions({
    queryKey: [...releasesKey, 'quota'],
    queryFn: ({ signal }) => api('GET /releases/quota', { signal }),
  });
}
