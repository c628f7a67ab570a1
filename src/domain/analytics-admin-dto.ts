// The console's Analytics (SPEC section 2): a range of 7, 30 or 90 days or a year over the sales
// data (release_analytics), by platform and by country (top 10), and day by day.
import type { EstimatesDto, ReportedPeriodDto } from './earnings-dto.ts';
import type { SalesFilterOptionsDto } from './sales-filter.ts';

export const ANALYTICS_RANGES = ['7d', '30d', '90d', '1y'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const ANALYTICS_RANGE_DAYS: Record<AnalyticsRange, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };
export const ANALYTICS_RANGE_LABELS: Record<AnalyticsRange, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '1y': 'Last year',
};

export type AnalyticsSliceDto = { name: string; streams: number; revenue: string };

export type PlatformAnalyticsDto = {
  range: AnalyticsRange;
  /** What the tier, commercial model and use type filters can be set to. */
  filterOptions: SalesFilterOptionsDto;
  /** First day counted (YYYY-MM-DD, UTC). */
  from: string;
  totals: { streams: number; revenue: string };
  platforms: AnalyticsSliceDto[];
  /** The 10 countries with the most streams. */
  countries: AnalyticsSliceDto[];
  daily: { date: string; streams: number }[];
  /** The last usage day any booked sale reaches (null: nothing reported yet); the days after it are not reported yet. */
  reportedThrough: string | null;
  /** The periods reported as a whole that reach into the range, oldest first. */
  reportedPeriods: ReportedPeriodDto[];
  /** Estimated streams from trend reports over every artist, not in any figure above. */
  estimates: EstimatesDto;
};
