// The console's Analytics (SPEC section 2) as it receives it: a range of 7, 30 or 90 days or a
// year over the sales data (release_analytics), by platform and by country (top 10), and day by
// day. The schemas are the server's answer contract; the web takes only their types (the ranges
// and their labels are in earnings-options.ts).
import { z } from 'zod';
import { estimatesDto, reportedPeriodDto, salesFilterOptionsDto } from './earnings-dto.ts';
import { ANALYTICS_RANGES } from './earnings-options.ts';

export const analyticsSliceDto = z.object({ name: z.string(), streams: z.number(), revenue: z.string() });
export type AnalyticsSliceDto = z.infer<typeof analyticsSliceDto>;

export const platformAnalyticsDto = z.object({
  range: z.enum(ANALYTICS_RANGES),
  /** What the tier, commercial model and use type filters can be set to. */
  filterOptions: salesFilterOptionsDto,
  /** First day counted (YYYY-MM-DD, UTC). */
  from: z.string(),
  totals: z.object({ streams: z.number(), revenue: z.string() }),
  platforms: z.array(analyticsSliceDto),
  /** The 10 countries with the most streams. */
  countries: z.array(analyticsSliceDto),
  daily: z.array(z.object({ date: z.string(), streams: z.number() })),
  /** The last usage day any booked sale reaches (null: nothing reported yet); the days after it are not reported yet. */
  reportedThrough: z.string().nullable(),
  /** The periods reported as a whole that reach into the range, oldest first. */
  reportedPeriods: z.array(reportedPeriodDto),
  /** Estimated streams from trend reports over every artist, not in any figure above. */
  estimates: estimatesDto,
});
export type PlatformAnalyticsDto = z.infer<typeof platformAnalyticsDto>;
