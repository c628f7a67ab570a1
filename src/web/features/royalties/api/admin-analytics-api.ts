import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AnalyticsRange, PlatformAnalyticsDto } from '../../../../domain/analytics-admin-dto.ts';
import { api } from '../../../lib/api-client.ts';

export const adminAnalyticsOptions = (range: AnalyticsRange) =>
  queryOptions({
    queryKey: ['admin', 'analytics', range],
    queryFn: ({ signal }) => api<PlatformAnalyticsDto>(`/admin/analytics?range=${range}`, { signal }),
    placeholderData: keepPreviousData,
  });
