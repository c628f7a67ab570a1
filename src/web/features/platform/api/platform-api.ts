// The console's platform-wide reads. Every admin query key starts with adminKey, so the live
// event stream can refresh them (app/admin-layout.tsx).
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const adminKey = ['admin'] as const;

export const countersOptions = () =>
  queryOptions({
    queryKey: [...adminKey, 'counters'],
    queryFn: ({ signal }) => api('GET /admin/counters', { signal }),
    staleTime: 5_000,
    refetchInterval: 60_000,
  });

export const overviewOptions = () =>
  queryOptions({
    queryKey: [...adminKey, 'overview'],
    queryFn: ({ signal }) => api('GET /admin/overview', { signal }),
    staleTime: 5_000,
    refetchInterval: 30_000,
  });
