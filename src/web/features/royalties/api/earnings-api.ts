// The artist's sales figures: the analytics and revenue pages by period, and the monthly
// statement. Keys start with earningsKey, so a claim or an import refreshes them all.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { EarningsPeriod } from '../../../../domain/earnings-options.ts';
import { salesFilterQuery, type SalesFilter } from '../../../../domain/sales-filter.ts';
import { api } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';

export const earningsKey = ['earnings'] as const;

const periodQuery = (period: EarningsPeriod) => ({ period: `${period}` as const });

export const analyticsOptions = (period: EarningsPeriod, filter: SalesFilter = {}) =>
  queryOptions({
    queryKey: [...earningsKey, 'analytics', period, filter],
    queryFn: ({ signal }) => api('GET /earnings/analytics', { query: { ...periodQuery(period), ...filter }, signal }),
    placeholderData: keepPreviousData,
  });

/** The revenue page over a period; with `artist` (a profile's id), that artist's earnings, releases and months. */
export const revenueOptions = (period: EarningsPeriod, artist?: string) =>
  queryOptions({
    queryKey: [...earningsKey, 'revenue', period, artist ?? ''],
    queryFn: ({ signal }) => api('GET /earnings/revenue', { query: { ...periodQuery(period), ...(artist ? { artist } : {}) }, signal }),
    placeholderData: keepPreviousData,
  });

/** Which plan and share paid which usage days of the period (the revenue page's "Your share"). */
export const sharePeriodsOptions = (period: EarningsPeriod) =>
  queryOptions({
    queryKey: [...earningsKey, 'share-periods', period],
    queryFn: ({ signal }) => api('GET /earnings/share-periods', { query: periodQuery(period), signal }),
    placeholderData: keepPreviousData,
  });

/** A month's statement: the account's, or one artist profile's (`artist`, its id). */
export const statementOptions = (month: string, artist?: string) =>
  queryOptions({
    queryKey: [...earningsKey, 'statement', month, artist ?? ''],
    queryFn: ({ signal }) => api('GET /earnings/statements/:month', { params: { month }, query: artist ? { artist } : {}, signal }),
  });

const artistQuery = (artist?: string) => (artist ? `?artist=${encodeURIComponent(artist)}` : '');

/** The CSV of what the analytics page shows for the period. */
export const analyticsCsvHref = (period: EarningsPeriod, filter: SalesFilter = {}) =>
  `/api/earnings/analytics/csv?period=${period}${salesFilterQuery(filter)}`;
/** A month's statement as CSV. */
export const statementCsvHref = (month: string, artist?: string) => `/api/earnings/statements/${month}/csv${artistQuery(artist)}`;
/** A month's printable statement (the router's /dashboard/statements/:month). */
export const statementPath = (month: string, artist?: string) => `${paths.statements}/${month}${artistQuery(artist)}`;
