import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AnalyticsRange, PlatformAnalyticsDto } from '../../../../domain/analytics-admin-dto.ts';
import { salesFilterQuery, type SalesFilter } from '../../../../domain/sales-filter.ts';
import { api } from '../../../lib/api-client.ts';

export const adminAnalyticsOptions = (range: AnalyticsRange, filter: SalesFilter = {}) =>
  queryOptions({
    queryKey: ['admin', 'analytics', range, filter],
    queryFn: ({ signal }) => api<PlatformAnalyticsDto>(`/admin/analytics?range=${range}${salesFilterQuery(filter)}`, { signal }),
    placeholderData: keepPreviousData,
  });
