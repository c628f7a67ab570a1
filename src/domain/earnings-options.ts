// The option lists of the money screens, without zod (screens show them without loading any
// schema): the artist's periods (SPEC section 9), the console's analytics ranges, and what a sales
// report import can be (its format, kind, status and its rows' states).

/** The period selector of /dashboard/analytics and /dashboard/revenue (SPEC section 9). */
export const EARNINGS_PERIODS = [7, 30, 90, 365] as const;
export type EarningsPeriod = (typeof EARNINGS_PERIODS)[number];
export const DEFAULT_EARNINGS_PERIOD: EarningsPeriod = 30;
export const EARNINGS_PERIOD_LABELS: Record<EarningsPeriod, string> = {
  7: 'Last 7 days',
  30: 'Last 30 days',
  90: 'Last 90 days',
  365: 'Last year',
};

/** SPEC section 9: analytics top 5 releases, 5 platforms, 5 countries; revenue 5 releases and 5 payouts. */
export const TOP_LIMIT = 5;

/** The console's Analytics (SPEC section 2): a range of 7, 30 or 90 days or a year. */
export const ANALYTICS_RANGES = ['7d', '30d', '90d', '1y'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const ANALYTICS_RANGE_DAYS: Record<AnalyticsRange, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };
export const ANALYTICS_RANGE_LABELS: Record<AnalyticsRange, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '1y': 'Last year',
};

export const REPORT_FORMATS = ['tunelane_csv', 'distrokid_tsv', 'ddex_dsr', 'mapped', 'trend_csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const REPORT_FORMAT_LABELS: Record<ReportFormat, string> = {
  tunelane_csv: 'Tunelane CSV',
  distrokid_tsv: 'DistroKid-style TSV',
  ddex_dsr: 'DDEX DSR (Basic Audio Profile)',
  mapped: 'Store report (mapped)',
  trend_csv: 'Trend report CSV (counts)',
};

/** statement: a sales report with money, booked on confirmation; estimate: a trend report's counts, shown in analytics as estimates only. */
export const IMPORT_KINDS = ['statement', 'estimate'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_KIND_LABELS: Record<ImportKind, string> = { statement: 'Statement', estimate: 'Estimates (trend report)' };

export const IMPORT_STATUSES = ['preview', 'confirmed', 'replaced', 'rolled_back', 'discarded', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export const IMPORT_STATUS_LABELS: Record<ImportStatus, string> = {
  preview: 'Preview',
  confirmed: 'Imported',
  replaced: 'Replaced',
  rolled_back: 'Rolled back',
  discarded: 'Discarded',
  failed: 'Failed',
};

export const IMPORT_ROW_STATES = ['matched', 'unmatched', 'refused', 'duplicate'] as const;
export type ImportRowState = (typeof IMPORT_ROW_STATES)[number];
