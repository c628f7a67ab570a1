// What the money screens receive (SPEC sections 2, 3 and 9; DESIGN section 6): the artist's
// analytics and revenue pages, the monthly statement, and the console's Revenue & Payouts totals.
// Every amount is a decimal string exactly as PostgreSQL computed it (never a float): earnings
// carry up to 12 places, figures meant for display are already rounded to the cent ("12.34"), the
// average per stream to 4. The schemas are the server's answer contract; the web takes only their
// types. The imports' answers are in royalty-imports-dto.ts, the claims' in claims-dto.ts.
import { z } from 'zod';
import { claimDto } from './claims-dto.ts';
import { EARNINGS_PERIODS } from './earnings-options.ts';
import { PLAN_TYPES } from './plans.ts';
import { exchangeRateDto } from './royalty-imports-dto.ts';

/** What the filters beside the store can be set to: the tiers and commercial models the booked reports name, and the use types. */
export const salesFilterOptionsDto = z.object({
  tiers: z.array(z.string()),
  commercialModels: z.array(z.string()),
  useTypes: z.array(z.string()),
  /** The account's artist profiles (none in the console): a label's figures per artist. */
  artists: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type SalesFilterOptionsDto = z.infer<typeof salesFilterOptionsDto>;

/** The dates a period covers (YYYY-MM-DD, UTC, both included): the last `period` days up to today. */
export const periodRangeDto = z.object({ period: z.literal(EARNINGS_PERIODS), from: z.string(), to: z.string() });
export type PeriodRangeDto = z.infer<typeof periodRangeDto>;

/** A platform (store) or country with its streams and revenue (cents, "12.34") over the period. */
export const earningsSliceDto = z.object({
  name: z.string(),
  streams: z.number(),
  revenue: z.string(),
  /** of all streams, 0-100, one decimal */
  share: z.number(),
});
export type EarningsSliceDto = z.infer<typeof earningsSliceDto>;

export const topReleaseDto = z.object({
  id: z.string(),
  title: z.string(),
  artistName: z.string(),
  status: z.string(),
  streams: z.number(),
  revenue: z.string(),
});
export type TopReleaseDto = z.infer<typeof topReleaseDto>;

/** One day of the chart: streams and revenue (cents) that day; every day of the period is present. */
export const earningsDayDto = z.object({ date: z.string(), streams: z.number(), revenue: z.string() });
export type EarningsDayDto = z.infer<typeof earningsDayDto>;

/**
 * A usage period of several days that a store reported as a whole (a monthly report's Nov 1-26),
 * first and last day (YYYY-MM-DD): its figures are spread evenly over its days, so a range counts
 * the part that falls in it, and the screens say so rather than show a one-day spike.
 */
export const reportedPeriodDto = z.object({ from: z.string(), to: z.string() });
export type ReportedPeriodDto = z.infer<typeof reportedPeriodDto>;

/**
 * Estimated streams in a range: the counts of confirmed trend reports that no confirmed statement
 * has replaced yet (domain/estimates.ts), apart from the reported figures and never with money.
 * Empty when the figures are filtered by tier, commercial model or use type (trend reports give none).
 */
export const estimatesDto = z.object({
  streams: z.number(),
  /** Per store, most streams first. */
  platforms: z.array(z.object({ name: z.string(), streams: z.number() })),
  /** The days with estimated streams, oldest first. */
  daily: z.array(z.object({ date: z.string(), streams: z.number() })),
});
export type EstimatesDto = z.infer<typeof estimatesDto>;

/** GET /api/earnings/analytics?period=30 */
export const analyticsPageDto = periodRangeDto.extend({
  /** What the tier, commercial model and use type filters can be set to. */
  filterOptions: salesFilterOptionsDto,
  /**
   * Why the filters are locked: the filters are the plan feature "Analytics Dashboard" (SPEC
   * section 6), and this is the plan message naming the plans that have it; null when the
   * artist's plan has it.
   */
  filtersLocked: z.string().nullable(),
  stats: z.object({
    totalStreams: z.number(),
    /** The artist's share (net), to the cent. */
    totalRevenue: z.string(),
    /** Net revenue per stream to 4 decimals ("0.0042"); "0.0000" without streams. */
    averagePerStream: z.string(),
    /** Releases with at least one stream or sale in the period. */
    activeReleases: z.number(),
  }),
  /** Top 5 by streams. */
  platforms: z.array(earningsSliceDto),
  /** Top 5 by streams. */
  countries: z.array(earningsSliceDto),
  /** Top 5 releases by streams in the period. */
  topReleases: z.array(topReleaseDto),
  daily: z.array(earningsDayDto),
  /**
   * The last usage day the stores' reports have reached (the latest day of any booked sale), or
   * null when nothing is reported yet: the days after it are not reported yet, not days of 0.
   */
  reportedThrough: z.string().nullable(),
  /** The periods reported as a whole that reach into the period, oldest first. */
  reportedPeriods: z.array(reportedPeriodDto),
  /** Estimated streams from trend reports, not in any figure above. */
  estimates: estimatesDto,
});
export type AnalyticsPageDto = z.infer<typeof analyticsPageDto>;

/**
 * A run of usage days paid at one share, read back from the ledger's entries (book-import.ts set
 * the plan held on each usage period's first day, and its share): from its first to its last usage
 * day (YYYY-MM-DD), oldest first; consecutive usage periods of the same plan and share make one run.
 */
export const sharePeriodDto = z.object({
  from: z.string(),
  to: z.string(),
  planType: z.enum(PLAN_TYPES),
  /** as the ledger holds it, "80.00" */
  sharePercent: z.string(),
});
export type SharePeriodDto = z.infer<typeof sharePeriodDto>;

/** GET /api/earnings/share-periods?period=30: which plan and share paid the period's earnings (the revenue page's "Your share"). */
export const sharePeriodsDto = periodRangeDto.extend({ periods: z.array(sharePeriodDto) });
export type SharePeriodsDto = z.infer<typeof sharePeriodsDto>;

/**
 * GET /api/earnings/revenue?period=30. Every figure is an exact sum rounded once to the cent, half
 * away from zero (domain/earnings-totals.ts), so earnedAllTime - claimed = availableBalance to the cent
 * while the earnings cover the claims.
 */
export const revenuePageDto = periodRangeDto.extend({
  stats: z.object({
    /** Net earnings in the period, to the cent. */
    totalEarned: z.string(),
    /** Net earnings of all time, to the cent. */
    earnedAllTime: z.string(),
    /** Sum of claims not rejected (pending, approved, paid): pendingPayouts + paidOut. */
    claimed: z.string(),
    /** Earnings held by an admin (holds in force), to the cent: not claimable until released. */
    onHold: z.string(),
    /** All-time net earnings minus claimed and on hold, exactly, then to the cent (0 at least). */
    availableBalance: z.string(),
    /** What a claim may ask for: the same, rounded down to the cent (BalanceDto.available). */
    payable: z.string(),
    /** Sum of claims pending or approved. */
    pendingPayouts: z.string(),
    /** Sum of claims completed or processed. */
    paidOut: z.string(),
  }),
  payoutMinimum: z.string(),
  /** Top 5 releases by net earnings in the period, only those above 0. */
  releases: z.array(topReleaseDto),
  /** The latest 5 claims. */
  payouts: z.array(claimDto),
  /** Net earnings per month and store over the period's months (newest month first). */
  monthly: z.array(
    z.object({
      month: z.string(),
      stores: z.array(z.object({ store: z.string(), streams: z.number(), revenue: z.string() })),
      total: z.string(),
    }),
  ),
  /** Months (YYYY-MM) with earnings, newest first: the statement picker's choices. */
  statementMonths: z.array(z.string()),
  /** The periods reported as a whole that reach into the period, oldest first (the totals count their parts in it). */
  reportedPeriods: z.array(reportedPeriodDto),
});
export type RevenuePageDto = z.infer<typeof revenuePageDto>;

/** GET /api/earnings/statements/:month (YYYY-MM); the CSV is GET /api/earnings/statements/:month/csv. */
export const monthlyStatementDto = z.object({
  month: z.string(),
  artistName: z.string(),
  generatedAt: z.string(),
  lines: z.array(
    z.object({
      releaseId: z.string(),
      releaseTitle: z.string(),
      store: z.string(),
      streams: z.number(),
      /** Gross, 12 places. */
      gross: z.string(),
      sharePercent: z.string(),
      /** Net, 12 places. */
      net: z.string(),
    }),
  ),
  totals: z.object({
    streams: z.number(),
    gross: z.string(),
    net: z.string(),
    /** net to the cent */
    netRounded: z.string(),
  }),
  /** Which plan and share applied to which usage days of the month. */
  sharePeriods: z.array(sharePeriodDto),
  /** The rates to USD the month's amounts in other currencies were booked at, with the report each came with. */
  exchangeRates: z.array(exchangeRateDto.extend({ fileName: z.string() })),
});
export type MonthlyStatementDto = z.infer<typeof monthlyStatementDto>;

// ---- console: Revenue & Payouts ----

const claimSum = z.object({ count: z.number(), amount: z.string() });

/** GET /api/admin/revenue/totals */
export const adminRevenueTotalsDto = z.object({
  /** Gross revenue from confirmed imports, to the cent. */
  gross: z.string(),
  /** Artists' share (net) across all artists. */
  net: z.string(),
  /** Gross minus net. */
  platformFee: z.string(),
  pendingClaims: claimSum,
  approvedClaims: claimSum,
  paidClaims: claimSum,
  /** Sum of every artist's available balance. */
  owed: z.string(),
  unmatchedRows: z.number(),
});
export type AdminRevenueTotalsDto = z.infer<typeof adminRevenueTotalsDto>;
