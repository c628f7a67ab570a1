// Rollups of release_analytics (and, at the end, of the earnings ledger), so that the analytics and revenue pages read a few thousand rows for a year
// however many raw rows an artist has. Kept exact and in step by statement triggers on
// release_analytics (insert, update, delete, truncate; the migration that creates them also folds
// in the rows already there): each statement adds its rows' sums, per artist, into one row per day,
// per week of the month, per month, per quarter and per year for each dimension ('all', a platform, a country, a release). A row whose raw rows
// are all gone stays with zero sums (`rows` 0), so readers ask for `rows > 0` where presence counts.
// A raw row (or ledger entry) of a usage period the store reported as a whole is spread over the
// period's days, exactly (spread_count and spread_amount, migration 0033): its day parts sum to it,
// and a day's `rows` counts every row with a part on that day.
// No foreign keys: a cascade deleting an artist's raw rows updates these in the same statement.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/** Each rollup row: how many raw rows it sums, and their exact sums (numeric without a cap on digits). */
const sums = () => ({
  rows: bigint('rows', { mode: 'number' }).notNull(),
  streams: bigint('streams', { mode: 'number' }).notNull(),
  revenue: numeric('revenue').notNull(),
  netRevenue: numeric('net_revenue').notNull(),
});

/** Each ledger rollup row: how many entries it sums, and their quantity and exact net. */
const ledgerSums = () => ({
  entries: bigint('entries', { mode: 'number' }).notNull(),
  quantity: bigint('quantity', { mode: 'number' }).notNull(),
  net: numeric('net').notNull(),
});

/** Per artist, day and dimension: `key` is '' for 'all', else the platform, the country or the release id. */
export const analyticsRollupDays = pgTable(
  'analytics_rollup_days',
  { userId: uuid('user_id').notNull(), dim: text('dim').notNull(), day: date('day').notNull(), key: text('key').notNull(), ...sums() },
  (t) => [
    primaryKey({ columns: [t.userId, t.dim, t.day, t.key] }),
    check('analytics_rollup_days_dim_check', sql`${t.dim} in ('all','platform','country','release')`),
  ],
);

/**
 * Per artist, week of the month (its first day: the 1st, 8th, 15th, 22nd or 29th, the last week
 * running to the month's end) and dimension, for the whole weeks of a period's partial months.
 */
export const analyticsRollupWeeks = pgTable(
  'analytics_rollup_weeks',
  { userId: uuid('user_id').notNull(), dim: text('dim').notNull(), week: date('week').notNull(), key: text('key').notNull(), ...sums() },
  (t) => [
    primaryKey({ columns: [t.userId, t.dim, t.week, t.key] }),
    check('analytics_rollup_weeks_dim_check', sql`${t.dim} in ('platform','country','release')`),
  ],
);

/** Per artist, calendar quarter (its first day) and dimension, for the whole quarters of a period. */
export const analyticsRollupQuarters = pgTable(
  'analytics_rollup_quarters',
  {
    userId: uuid('user_id').notNull(),
    dim: text('dim').notNull(),
    quarter: date('quarter').notNull(),
    key: text('key').notNull(),
    ...sums(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.dim, t.quarter, t.key] }),
    check('analytics_rollup_quarters_dim_check', sql`${t.dim} in ('platform','country','release')`),
  ],
);

/** Per artist, calendar year (its first day) and dimension, for the whole years of a period. */
export const analyticsRollupYears = pgTable(
  'analytics_rollup_years',
  { userId: uuid('user_id').notNull(), dim: text('dim').notNull(), year: date('year').notNull(), key: text('key').notNull(), ...sums() },
  (t) => [
    primaryKey({ columns: [t.userId, t.dim, t.year, t.key] }),
    check('analytics_rollup_years_dim_check', sql`${t.dim} in ('platform','country','release')`),
  ],
);

/** Per artist, month (its first day) and dimension, for the whole months of a period ('all' is read by day). */
export const analyticsRollupMonths = pgTable(
  'analytics_rollup_months',
  { userId: uuid('user_id').notNull(), dim: text('dim').notNull(), month: date('month').notNull(), key: text('key').notNull(), ...sums() },
  (t) => [
    primaryKey({ columns: [t.userId, t.dim, t.month, t.key] }),
    check('analytics_rollup_months_dim_check', sql`${t.dim} in ('platform','country','release')`),
  ],
);

/**
 * The usage periods of several days that release_analytics rows were reported for, per artist, and
 * how many rows each has (0: all gone): what the analytics pages name ("reported for Nov 1 – Nov 26")
 * and how far the reports reach. Kept by the same triggers.
 */
export const analyticsReportedPeriods = pgTable(
  'analytics_reported_periods',
  {
    userId: uuid('user_id').notNull(),
    firstDay: date('first_day').notNull(),
    lastDay: date('last_day').notNull(),
    rows: bigint('rows', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lastDay, t.firstDay] }),
    // everyone's periods reaching into a range (the console), newest last
    index('analytics_reported_periods_last_day_idx').on(t.lastDay),
  ],
);

/**
 * The earnings ledger per artist, day of usage and dimension ('all': `key` ''; 'release': the
 * release id; 'store': the store), each entry spread over its usage period's days: the revenue
 * page's partial months read these (its whole months the monthly rollups, summed from the same parts).
 */
export const earningsRollupDays = pgTable(
  'earnings_rollup_days',
  {
    userId: uuid('user_id').notNull(),
    dim: text('dim').notNull(),
    day: date('day').notNull(),
    key: text('key').notNull(),
    ...ledgerSums(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.dim, t.day, t.key] }),
    check('earnings_rollup_days_dim_check', sql`${t.dim} in ('all','release','store')`),
  ],
);

/**
 * The ledger's usage periods per artist, with the plan and share that paid them, and how many of
 * their entries stand (earnings less reversals): which share paid which days, and which periods of
 * several days a range's figures were reported for, without reading the entries.
 */
export const earningsRollupPeriods = pgTable(
  'earnings_rollup_periods',
  {
    userId: uuid('user_id').notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    planType: text('plan_type').notNull(),
    sharePercent: numeric('share_percent', { precision: 5, scale: 2 }).notNull(),
    entries: bigint('entries', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.periodEnd, t.periodStart, t.planType, t.sharePercent] })],
);

/**
 * The earnings ledger per artist and month of usage (its entries' count, quantity and net: an entry
 * spread over several months counts in each, with its part), kept
 * by an insert trigger (the ledger is only appended to): the revenue page's months with a
 * statement and the balance's net earnings read a row a month instead of every entry.
 */
export const earningsRollupMonths = pgTable(
  'earnings_rollup_months',
  {
    userId: uuid('user_id').notNull(),
    month: date('month').notNull(),
    ...ledgerSums(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

/**
 * The earnings ledger per artist, month of usage and dimension ('release': `key` the release id;
 * 'store': the store), kept by the same insert trigger: the revenue page's whole months of a
 * period (earnings, top releases, earnings per month and store) read these, its partial months the entries.
 */
export const earningsRollupMonthKeys = pgTable(
  'earnings_rollup_month_keys',
  {
    userId: uuid('user_id').notNull(),
    dim: text('dim').notNull(),
    month: date('month').notNull(),
    key: text('key').notNull(),
    ...ledgerSums(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.dim, t.month, t.key] }),
    check('earnings_rollup_month_keys_dim_check', sql`${t.dim} in ('release','store')`),
  ],
);

/**
 * The earnings ledger per artist, release and calendar quarter of usage (its first day), kept by
 * the same insert trigger: a period's whole quarters of top releases read a row a release and
 * quarter instead of three months' rows.
 */
export const earningsRollupQuarterReleases = pgTable(
  'earnings_rollup_quarter_releases',
  {
    userId: uuid('user_id').notNull(),
    quarter: date('quarter').notNull(),
    /** The release id, as text like the monthly rollup's key. */
    key: text('key').notNull(),
    ...ledgerSums(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.quarter, t.key] })],
);

/** The earnings ledger per artist, release and calendar year of usage (its first day), kept by the same trigger. */
export const earningsRollupYearReleases = pgTable(
  'earnings_rollup_year_releases',
  {
    userId: uuid('user_id').notNull(),
    year: date('year').notNull(),
    /** The release id, as text like the monthly rollup's key. */
    key: text('key').notNull(),
    ...ledgerSums(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.year, t.key] })],
);
