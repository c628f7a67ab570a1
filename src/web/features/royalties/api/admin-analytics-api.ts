import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AnalyticsRange } from '../../../../domain/earnings-options.ts';
import type { SalesFilter } from '../../../../domain/sales-filter.ts';
import { api } from '../../../lib/api-client.ts';

export const adminAnalyticsOptions = (range: AnalyticsRange, filter: SalesFilter = {}) =>
  queryOptions({
    queryKey: ['admin', 'analytics', range, filter],
    queryFn: ({ signal }) => api('GET /admin/analytics', { query: { range, ...filter }, signal }),
    placeholderData: keepPreviousData,
  });
