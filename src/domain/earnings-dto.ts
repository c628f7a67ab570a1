// What the money screens receive (SPEC sections 2, 3 and 9; DESIGN section 6): the artist's
// analytics and revenue pages, the monthly statement, the balance and claims, and the console's
// Revenue & Payouts (totals, sales report imports, claims). Every amount is a decimal string
// exactly as PostgreSQL computed it (never a float): earnings carry up to 12 places, figures
// meant for display are already rounded to the cent ("12.34"), the average per stream to 4.
import type { PageDto } from './admin-list.ts';
import type { PlanType } from './plans.ts';
import type { ExchangeRateDto } from './exchange-rates.ts';
import type { SalesFilterOptionsDto } from './sales-filter.ts';

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

/** The dates a period covers (YYYY-MM-DD, UTC, both included): the last `period` days up to today. */
export type PeriodRangeDto = { period: EarningsPeriod; from: string; to: string };

/** A platform (store) or country with its streams and revenue (cents, "12.34") over the period. */
export type EarningsSliceDto = { name: string; streams: number; revenue: string; /** of all streams, 0-100, one decimal */ share: number };

export type TopReleaseDto = { id: string; title: string; artistName: string; status: string; streams: number; revenue: string };

/** One day of the chart: streams and revenue (cents) that day; every day of the period is present. */
export type EarningsDayDto = { date: string; streams: number; revenue: string };

/**
 * A usage period of several days that a store reported as a whole (a monthly report's Nov 1-26),
 * first and last day (YYYY-MM-DD): its figures are spread evenly over its days, so a range counts
 * the part that falls in it, and the screens say so rather than show a one-day spike.
 */
export type ReportedPeriodDto = { from: string; to: string };

/**
 * Estimated streams in a range: the counts of confirmed trend reports that no confirmed statement
 * has replaced yet (domain/estimates.ts), apart from the reported figures and never with money.
 * Empty when the figures are filtered by tier, commercial model or use type (trend reports give none).
 */
export type EstimatesDto = {
  streams: number;
  /** Per store, most streams first. */
  platforms: { name: string; streams: number }[];
  /** The days with estimated streams, oldest first. */
  daily: { date: string; streams: number }[];
};

/** GET /api/earnings/analytics?period=30 */
export type AnalyticsPageDto = PeriodRangeDto & {
  /** What the tier, commercial model and use type filters can be set to. */
  filterOptions: SalesFilterOptionsDto;
  /**
   * Why the filters are locked: the filters are the plan feature "Analytics Dashboard" (SPEC
   * section 6), and this is the plan message naming the plans that have it; null when the
   * artist's plan has it.
   */
  filtersLocked: string | null;
  stats: {
    totalStreams: number;
    /** The artist's share (net), to the cent. */
    totalRevenue: string;
    /** Net revenue per stream to 4 decimals ("0.0042"); "0.0000" without streams. */
    averagePerStream: string;
    /** Releases with at least one stream or sale in the period. */
    activeReleases: number;
  };
  /** Top 5 by streams. */
  platforms: EarningsSliceDto[];
  /** Top 5 by streams. */
  countries: EarningsSliceDto[];
  /** Top 5 releases by streams in the period. */
  topReleases: TopReleaseDto[];
  daily: EarningsDayDto[];
  /**
   * The last usage day the stores' reports have reached (the latest day of any booked sale), or
   * null when nothing is reported yet: the days after it are not reported yet, not days of 0.
   */
  reportedThrough: string | null;
  /** The periods reported as a whole that reach into the period, oldest first. */
  reportedPeriods: ReportedPeriodDto[];
  /** Estimated streams from trend reports, not in any figure above. */
  estimates: EstimatesDto;
};

/**
 * A run of usage days paid at one share, read back from the ledger's entries (book-import.ts set
 * the plan held on each usage period's first day, and its share): from its first to its last usage
 * day (YYYY-MM-DD), oldest first; consecutive usage periods of the same plan and share make one run.
 */
export type SharePeriodDto = { from: string; to: string; planType: PlanType; /** as the ledger holds it, "80.00" */ sharePercent: string };

/** GET /api/earnings/share-periods?period=30: which plan and share paid the period's earnings (the revenue page's "Your share"). */
export type SharePeriodsDto = PeriodRangeDto & { periods: SharePeriodDto[] };

/** A claim as its artist sees it: payment details masked. */
export type ClaimDto = {
  id: string;
  /** What the claim took from the balance, the fee included. */
  amount: string;
  /** The method's fee when the claim was made ("0.00" on claims made before fees). */
  fee: string;
  /** What the artist receives: amount - fee. */
  net: string;
  paymentMethod: PaymentMethod;
  /** Masked, e.g. "Bank ••••6789", "pa•••@example.com", "0x12ab…cdef". */
  paymentSummary: string;
  status: ClaimStatus;
  requestDate: string;
  processedDate: string | null;
  adminNotes: string | null;
  /** Why the claim was rejected (rejected claims; null on older ones), with the admin's note. */
  rejectionReason: ClaimRejectionReason | null;
  rejectionNote: string | null;
  /** The transfer's reference as the admin recorded it when marking the claim paid. */
  paymentReference: string | null;
};

export const PAYMENT_METHODS = ['bank_transfer', 'paypal', 'crypto'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'Bank Transfer',
  paypal: 'PayPal',
  crypto: 'Crypto (USDC on Ethereum)',
};

/**
 * A payout method's terms in force (the console's Settings, payout-fees.ts): the smallest claim it
 * takes, and its fee, a fixed amount in USD plus a percentage of the claim ("2.50" is 2.5 %).
 */
export type PayoutMethodTermsDto = { minimum: string; feeFixed: string; feePercent: string };

/** What the artist's payment is traced by, named as the method's statements name it. */
export const PAYMENT_REFERENCE_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'UTR / transfer reference',
  paypal: 'PayPal transaction ID',
  crypto: 'Transaction hash',
};

/** Why an admin rejects a claim: the common cases, or Other with the reason written. */
export const CLAIM_REJECTION_REASONS = ['details_wrong', 'name_mismatch', 'below_minimum', 'under_review', 'duplicate', 'other'] as const;
export type ClaimRejectionReason = (typeof CLAIM_REJECTION_REASONS)[number];
export const CLAIM_REJECTION_LABELS: Record<ClaimRejectionReason, string> = {
  details_wrong: 'Payout details incomplete or wrong',
  name_mismatch: 'Name does not match the account holder',
  below_minimum: "Below the payment method's minimum",
  under_review: 'Suspected fraud or artificial streams under review',
  duplicate: 'Duplicate request',
  other: 'Other',
};

/** SPEC section 4. `processed` exists in the data but no screen sets it. */
export const CLAIM_STATUSES = ['pending', 'approved', 'completed', 'processed', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
/** What the admin may set (SPEC section 4). */
export const ADMIN_CLAIM_STATUSES = ['pending', 'approved', 'completed', 'rejected'] as const;
export type AdminClaimStatus = (typeof ADMIN_CLAIM_STATUSES)[number];
export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  completed: 'Paid',
  processed: 'Processed',
  rejected: 'Rejected',
};

/** GET /api/payouts/balance: what /dashboard/claim-request needs. */
export type BalanceDto = {
  /** The balance as every screen shows it (RevenuePageDto's availableBalance): to the nearest cent. */
  balance: string;
  /** What a claim may ask for: net earnings minus every claim not rejected, floored at 0, to the cent (rounded down). */
  available: string;
  /** Earnings an admin holds (features/holds), to the cent: in neither the balance nor what may be claimed. */
  onHold: string;
  /** The smallest claim any method takes, from the console's Settings ("10.00"). */
  payoutMinimum: string;
  /** Each method's minimum and fee, for the form to say what arrives. */
  methods: Record<PaymentMethod, PayoutMethodTermsDto>;
  currency: 'USD';
};

/**
 * GET /api/earnings/revenue?period=30. Every figure is an exact sum rounded once to the cent, half
 * away from zero (domain/earnings-totals.ts), so earnedAllTime - claimed = availableBalance to the cent
 * while the earnings cover the claims.
 */
export type RevenuePageDto = PeriodRangeDto & {
  stats: {
    /** Net earnings in the period, to the cent. */
    totalEarned: string;
    /** Net earnings of all time, to the cent. */
    earnedAllTime: string;
    /** Sum of claims not rejected (pending, approved, paid): pendingPayouts + paidOut. */
    claimed: string;
    /** Earnings held by an admin (holds in force), to the cent: not claimable until released. */
    onHold: string;
    /** All-time net earnings minus claimed and on hold, exactly, then to the cent (0 at least). */
    availableBalance: string;
    /** What a claim may ask for: the same, rounded down to the cent (BalanceDto.available). */
    payable: string;
    /** Sum of claims pending or approved. */
    pendingPayouts: string;
    /** Sum of claims completed or processed. */
    paidOut: string;
  };
  payoutMinimum: string;
  /** Top 5 releases by net earnings in the period, only those above 0. */
  releases: TopReleaseDto[];
  /** The latest 5 claims. */
  payouts: ClaimDto[];
  /** Net earnings per month and store over the period's months (newest month first). */
  monthly: { month: string; stores: { store: string; streams: number; revenue: string }[]; total: string }[];
  /** Months (YYYY-MM) with earnings, newest first: the statement picker's choices. */
  statementMonths: string[];
  /** The periods reported as a whole that reach into the period, oldest first (the totals count their parts in it). */
  reportedPeriods: ReportedPeriodDto[];
};

/** GET /api/earnings/statements/:month (YYYY-MM); the CSV is GET /api/earnings/statements/:month/csv. */
export type MonthlyStatementDto = {
  month: string;
  artistName: string;
  generatedAt: string;
  lines: {
    releaseId: string;
    releaseTitle: string;
    store: string;
    streams: number;
    /** Gross, 12 places. */
    gross: string;
    sharePercent: string;
    /** Net, 12 places. */
    net: string;
  }[];
  totals: { streams: number; gross: string; net: string; /** net to the cent */ netRounded: string };
  /** Which plan and share applied to which usage days of the month. */
  sharePeriods: SharePeriodDto[];
  /** The rates to USD the month's amounts in other currencies were booked at, with the report each came with. */
  exchangeRates: (ExchangeRateDto & { fileName: string })[];
};

// ---- console: Revenue & Payouts ----

/** GET /api/admin/revenue/totals */
export type AdminRevenueTotalsDto = {
  /** Gross revenue from confirmed imports, to the cent. */
  gross: string;
  /** Artists' share (net) across all artists. */
  net: string;
  /** Gross minus net. */
  platformFee: string;
  pendingClaims: { count: number; amount: string };
  approvedClaims: { count: number; amount: string };
  paidClaims: { count: number; amount: string };
  /** Sum of every artist's available balance. */
  owed: string;
  unmatchedRows: number;
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

/** Totals of one store and currency in an import (matched rows only count as money that lands). */
export type ImportTotalDto = {
  store: string;
  currency: string;
  rows: number;
  quantity: number;
  /** As reported, in `currency`. */
  amount: string;
  /** In USD at the import's rate, as it is booked; null while the currency has no rate. */
  usd: string | null;
};

/** One row of the imports list (GET /api/admin/royalties/imports). */
export type ImportListItemDto = {
  id: string;
  status: ImportStatus;
  format: ReportFormat;
  /** An estimate import's counts feed analytics as estimates and never the ledger; its amounts are ignored. */
  kind: ImportKind;
  fileName: string;
  source: string;
  /** Store of the statement, or "Several". */
  store: string;
  /** YYYY-MM, or null when the file spans several. */
  period: string | null;
  /** duplicate: lines whose key (source, statement, line id) an earlier line of the file or a confirmed import has; never booked. */
  rows: { total: number; matched: number; unmatched: number; refused: number; duplicate: number };
  /** Gross amount of matched rows per currency, e.g. [{ currency: 'USD', amount: '1234.567890123456' }]. */
  amounts: { currency: string; amount: string }[];
  createdBy: { id: string; name: string | null } | null;
  createdAt: string;
  confirmedAt: string | null;
  rolledBackAt: string | null;
  /** The import this one replaced (a corrected statement; the first, if it replaced several). */
  replacesId: string | null;
  /** True when rolling it back is possible (confirmed, not yet replaced or rolled back). */
  canRollBack: boolean;
  /** Why a report picked up from a store's folder could not be read (status failed). */
  failure: string | null;
  /** A store's own report (format mapped): the mapping it was read with (domain/report-mappings.ts). */
  mapping: { id: string; name: string } | null;
  /** The rates to USD its amounts are booked at, per currency other than USD, and where each came from. */
  rates: ExchangeRateDto[];
  /** Currencies of its lines that have no rate yet: it cannot be confirmed until they have. */
  ratesNeeded: string[];
  /** A DSR report in several files: how many it has and those here; null for a report in one file. */
  files: { expected: number; received: { number: number; name: string }[] } | null;
  version: string;
};

export const IMPORT_ROW_STATES = ['matched', 'unmatched', 'refused', 'duplicate'] as const;
export type ImportRowState = (typeof IMPORT_ROW_STATES)[number];

/**
 * One row of a report as read: matched to a release (and track), unmatched (kept), refused with its
 * reason, or a duplicate of a line read before (not booked; the reason names that line).
 */
export type ImportRowDto = {
  /** Line number in the file (1 is the first line, the header counts). */
  line: number;
  /** A report in several files: the file the line is in (its FileNumber); null for a report in one file. */
  file: number | null;
  state: ImportRowState;
  reason: string | null;
  isrc: string | null;
  upc: string | null;
  title: string | null;
  artist: string | null;
  store: string | null;
  country: string | null;
  usageDate: string | null;
  quantity: number | null;
  amount: string | null;
  currency: string | null;
  releaseId: string | null;
  releaseTitle: string | null;
  /** A duplicate: the line with the same key first, in this file (importId null) or in the confirmed import that booked it. */
  duplicateOf: { line: number; importId: string | null; fileName: string | null } | null;
};

/** POST /api/admin/royalties/imports and GET /api/admin/royalties/imports/:id */
export type ImportPreviewDto = ImportListItemDto & {
  totals: ImportTotalDto[];
  /** The first 50 unmatched, refused or duplicate rows (all with GET .../rows?state=). */
  problems: ImportRowDto[];
  /** A confirmed import of the same source, store and period, countries overlapping, this one would replace on confirm (the first, if several). */
  wouldReplace: { id: string; fileName: string; confirmedAt: string } | null;
  /**
   * Its unmatched lines: what booking now leaves in the unmatched queue (a preview), or what of it
   * waits there still (confirmed). Per currency as reported and in USD at the import's rate (null
   * while the currency has no rate); `usd` sums them, null while any has none.
   */
  queue: { rows: number; usd: string | null; amounts: { currency: string; rows: number; amount: string; usd: string | null }[] };
};

export type ImportRowsPageDto = PageDto<ImportRowDto>;

/** A claim in the console's table (payment details masked). */
export type AdminClaimDto = ClaimDto & {
  user: { id: string; name: string | null; email: string };
  /** Give it back with a change: another admin's change in between is refused. */
  version: string;
};

/** GET /api/admin/claims/:id: the review dialog, the only place the details are shown in full. */
export type AdminClaimDetailDto = AdminClaimDto & {
  paymentDetails: PaymentDetailsDto;
  /** The artist's balance now (not counting this claim's own amount if it is still open). */
  balance: string;
};

export type PaymentDetailsDto = {
  account_holder?: string;
  bank_name?: string;
  account_number?: string;
  routing_number?: string;
  paypal_email?: string;
  crypto_wallet?: string;
};

/** SPEC section 8: "Claim {status} successfully". */
export const claimUpdatedMessage = (status: ClaimStatus) => `Claim ${status} successfully`;
