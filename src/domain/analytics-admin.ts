import { z } from 'zod';
import { ANALYTICS_RANGES } from './analytics-admin-dto.ts';

export const analyticsQuerySchema = z.object({ range: z.enum(ANALYTICS_RANGES, 'Range must be 7d, 30d, 90d or 1y').default('30d') });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;
