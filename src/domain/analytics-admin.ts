// The console's Analytics query: the range (earnings-options.ts) and the sales filters.
import { z } from 'zod';
import { ANALYTICS_RANGES, type AnalyticsRange } from './earnings-options.ts';
import type { SalesFilter } from './sales-filter.ts';
import { salesFilterShape } from './sales-filter-schema.ts';

export const analyticsQuerySchema = z.object({
  range: z.enum(ANALYTICS_RANGES, 'Range must be 7d, 30d, 90d or 1y').default('30d'),
  ...salesFilterShape,
});
export type AnalyticsQuery = { range: AnalyticsRange } & SalesFilter;
