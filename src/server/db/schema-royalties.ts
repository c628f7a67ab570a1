// Royalties: sales reports imported from stores (each file, and each of its rows matched to a
// release or kept unmatched with its reason), the analytics they become (streams and revenue per
// release, track, store, country and day, SPEC section 3), and the append-only earnings ledger
// the balances are computed from. Money is numeric (exact), never float.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { created, ts, updated } from './columns.ts';
import { users } from './schema.ts';
import { musicReleases } from './schema-releases.ts';

/** Earnings carry 12 decimal places (fractions of a cent per stream add up). */
const money = (name: string) => numeric(name, { precision: 24, scale: 12 });

export const releaseAnalytics = pgTable(
  'release_analytics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    releaseId: uuid('release_id')
      .notNull()
      .references(() => musicReleases.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The track the usage was of, when the report named one (by ISRC). */
    trackId: uuid('track_id'),
    /** The import these figures came from (rolled back with it); null for figures entered otherwise. */
    importId: uuid('import_id').references(() => salesImports.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    country: text('country').notNull(),
    /** Quantity: streams, downloads or other uses (negative in an adjustment). */
    streamsCount: bigint('streams_count', { mode: 'number' }).notNull().default(0),
    /** Gross revenue in USD as the store reported it. */
    revenue: money('revenue').notNull().default('0'),
    /** The artist's share of it by the plan held on the day. */
    netRevenue: money('net_revenue').notNull().default('0'),
    /** The usage day, or the first day of the usage period the store reported as a whole. */
    date: date('date').notNull(),
    /**
     * The last day of that usage period when it spans several days (null: the one day `date`). The
     * rollups spread such a row over its days (migration 0033), so every range it overlaps counts its share.
     */
    dateEnd: date('date_end'),
    /** The service's tier or offer ("Premium", "Free", "Family"), the commercial model and the use type, as reported: the analytics' filters. */
    tier: text('tier'),
    commercialModel: text('commercial_model'),
    useType: text('use_type'),
  },
  (t) => [
    check('release_analytics_date_end_check', sql`${t.dateEnd} > ${t.date}`),
    index('release_analytics_date_idx').on(t.date),
    index('release_analytics_user_date_idx').on(t.userId, t.date),
    index('release_analytics_release_idx').on(t.releaseId),
    index('release_analytics_import_idx').on(t.importId),
  ],
);

/**
 * How an admin's store report is read (domain/report-mappings.ts): the column of each field, rows
 * skipped at the top and bottom, the delimiter, date and number formats. The shipped mappings are
 * built in, not rows.
 */
export const reportMappings = pgTable(
  'report_mappings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    source: text('source').notNull(),
    delimiter: text('delimiter').notNull(),
    skipTop: integer('skip_top').notNull().default(0),
    skipBottom: integer('skip_bottom').notNull().default(0),
    dateFormat: text('date_format').notNull(),
    decimal: text('decimal').notNull().default('.'),
    /** { field: header } for each field the report has (MAPPING_FIELDS). */
    columns: jsonb('columns').notNull(),
    /** The store and currency of every line when no column gives them. */
    store: text('store'),
    currency: text('currency'),
    useType: text('use_type').notNull().default('stream'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('report_mappings_name_key').on(sql`lower(${t.name})`),
    check('report_mappings_delimiter_check', sql`${t.delimiter} in (',', E'\\t', ';', '|')`),
    check('report_mappings_skip_check', sql`${t.skipTop} between 0 and 50 and ${t.skipBottom} between 0 and 50`),
    check('report_mappings_decimal_check', sql`${t.decimal} in ('.', ',')`),
    check('report_mappings_use_type_check', sql`${t.useType} in ('stream','download','ugc','other')`),
  ],
);

/** One sales report file: read into a preview, then confirmed (booked), replaced, rolled back or discarded. */
export const salesImports = pgTable(
  'sales_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status').notNull().default('preview'),
    format: text('format').notNull(),
    fileName: text('file_name').notNull(),
    /** SHA-256 of the file as sent (compressed or not): the same file twice is refused. */
    fileHash: text('file_hash').notNull(),
    source: text('source').notNull(),
    /** The statement's own id (DSR MessageId, our statement_id), when it has one. */
    statementId: text('statement_id'),
    /** The one store of the file, or null when it has several. */
    store: text('store'),
    /** The statement period YYYY-MM, or null when the file spans several. */
    period: text('period'),
    rowsTotal: integer('rows_total').notNull().default(0),
    rowsMatched: integer('rows_matched').notNull().default(0),
    rowsUnmatched: integer('rows_unmatched').notNull().default(0),
    rowsRefused: integer('rows_refused').notNull().default(0),
    /** Lines whose key (source, statement, line id) an earlier line of the file or a booked import already has: not booked. */
    rowsDuplicate: integer('rows_duplicate').notNull().default(0),
    /** Per store and currency: rows, quantity and amount of the matched rows. */
    totals: jsonb('totals').notNull().default([]),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: updated(),
    confirmedAt: ts('confirmed_at'),
    rolledBackAt: ts('rolled_back_at'),
    /** A confirmed import of the same source, store and period (countries overlapping) this one replaced; the first, if several. */
    replacesId: uuid('replaces_id'),
    /** Why a file could not be read at all (status failed). */
    failure: text('failure'),
    /** The currencies of its lines, each once (ISO 4217 codes). */
    currencies: jsonb('currencies').notNull().default([]),
    /** Per currency other than USD: { currency, rate, source } (domain/exchange-rates.ts), the rate to USD it is booked at. */
    rates: jsonb('rates').notNull().default([]),
    /** A DSR in several files: how many its report has (null: one file), and the files here [{ number, name, hash }]. */
    filesExpected: integer('files_expected'),
    files: jsonb('files').notNull().default([]),
    /** The tiers and commercial models its lines name, each once (the analytics' filter options). */
    tiers: jsonb('tiers').notNull().default([]),
    commercialModels: jsonb('commercial_models').notNull().default([]),
    /** A DSR in several files: its summary records (repeated by every file) with each file's usages and parts of them. */
    summaries: jsonb('summaries'),
    /** A report read through a mapping (format mapped): { id, name } of the mapping. */
    mapping: jsonb('mapping'),
    /** statement: money, booked on confirmation; estimate: a trend report's counts, for analytics only (analytics_estimates). */
    kind: text('kind').notNull().default('statement'),
    /**
     * The countries of its matched and unmatched lines, sorted, each once; set whenever its lines are counted.
     * A newer statement of the same source, store and period replaces it only when these overlap.
     */
    countries: text('countries').array(),
    /**
     * What confirming needs from its lines, set whenever they are counted (count-rows.ts), so that
     * confirming a million lines does not read them again: the stores and usage periods of its
     * matched and unmatched lines ([{ store_key, first_day, last_day }], statement_coverage's rows)
     * and the artists of its matched lines (whose balances confirming locks).
     */
    coverage: jsonb('coverage').notNull().default([]),
    matchedUsers: uuid('matched_users')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [
    index('sales_imports_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // the same file, or the same statement, is booked once (a rolled-back one may come again)
    uniqueIndex('sales_imports_booked_file_key')
      .on(t.fileHash)
      .where(sql`status in ('confirmed','replaced')`),
    uniqueIndex('sales_imports_booked_statement_key')
      .on(t.source, t.statementId)
      .where(sql`status in ('confirmed','replaced') and statement_id is not null`),
    // the confirmed statements of a source, store and period: one per region (countries apart), a
    // correction replaces those it overlaps (confirmations serialize on an advisory lock, change-import.ts)
    index('sales_imports_current_statement_idx')
      .on(t.source, t.store, t.period)
      .where(sql`status = 'confirmed' and kind = 'statement' and store is not null and period is not null`),
    check('sales_imports_status_check', sql`${t.status} in ('preview','confirmed','replaced','rolled_back','discarded','failed')`),
    check('sales_imports_format_check', sql`${t.format} in ('tunelane_csv','distrokid_tsv','ddex_dsr','mapped','trend_csv')`),
    check('sales_imports_kind_check', sql`${t.kind} in ('statement','estimate')`),
  ],
);

/**
 * One usage line of a report as read: matched (release, maybe track), unmatched (kept, matchable
 * later), refused (its reason) or duplicate (its key seen before: in the file, duplicate_of_line,
 * or in a booked import, duplicate_of_import and its line; never booked).
 */
export const salesImportRows = pgTable(
  'sales_import_rows',
  {
    /**
     * The import (sales_imports.id). No foreign key: a report's rows are COPied in bulk in the
     * import's own transaction, and the key's check per row doubled the database's cost of the COPY
     * (docs/decisions/0010). Imports are never deleted; a discarded one deletes its rows.
     */
    importId: uuid('import_id').notNull(),
    line: integer('line').notNull(),
    state: text('state').notNull(),
    reason: text('reason'),
    isrc: text('isrc'),
    upc: text('upc'),
    title: text('title'),
    artist: text('artist'),
    store: text('store'),
    useType: text('use_type'),
    country: text('country'),
    usageStart: date('usage_start'),
    usageEnd: date('usage_end'),
    quantity: bigint('quantity', { mode: 'number' }),
    amount: money('amount'),
    currency: text('currency'),
    tier: text('tier'),
    commercialModel: text('commercial_model'),
    releaseId: uuid('release_id'),
    trackId: uuid('track_id'),
    userId: uuid('user_id'),
    /**
     * What identifies the line: its line id and statement (domain/report-formats.ts lineKey); null
     * when the report gives no line id or statement id. Not indexed (an index cost the COPY a third
     * more): imports that may share a key are found by their statements (sales_import_statements).
     */
    lineKey: text('line_key'),
    /** A duplicate: the line that has its key first, in this import or in duplicate_of_import. */
    duplicateOfLine: integer('duplicate_of_line'),
    /** A duplicate of a line an earlier confirmed import booked: that import. */
    duplicateOfImport: uuid('duplicate_of_import'),
  },
  (t) => [
    // A row is its import and line. The problems (unmatched and refused rows, a few of a report)
    // have their own small index; a second full index cost the COPY a quarter of its time.
    primaryKey({ name: 'sales_import_rows_pkey', columns: [t.importId, t.line] }),
    index('sales_import_rows_problems_idx')
      .on(t.importId, t.line)
      .where(sql`state <> 'matched'`),
    check('sales_import_rows_state_check', sql`${t.state} in ('matched','unmatched','refused','duplicate')`),
  ],
);

/**
 * The statements (source and statement id, as statementKey gives them) whose keyed lines an import
 * holds, each once: an import's lines can only repeat those of an import sharing a statement, so
 * these few rows find the imports to compare with, without an index over every line.
 */
export const salesImportStatements = pgTable(
  'sales_import_statements',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => salesImports.id, { onDelete: 'cascade' }),
    statementKey: text('statement_key').notNull(),
  },
  (t) => [primaryKey({ name: 'sales_import_statements_pkey', columns: [t.statementKey, t.importId] })],
);

/**
 * The earnings ledger: one entry per release and usage period of a booked import, with the gross,
 * the share the artist's plan gave on the usage date and the net. Append-only (triggers refuse
 * UPDATE, DELETE and TRUNCATE): a replacement or a rollback adds reversing entries. No foreign keys
 * to users or releases: money booked stays booked when a release or an account goes.
 */
export const earningsLedger = pgTable(
  'earnings_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').notNull(),
    releaseId: uuid('release_id').notNull(),
    importId: uuid('import_id').notNull(),
    kind: text('kind').notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    /** The store (our report's `store`), for statements per store. */
    store: text('store').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    gross: money('gross').notNull(),
    planType: text('plan_type').notNull(),
    sharePercent: numeric('share_percent', { precision: 5, scale: 2 }).notNull(),
    net: money('net').notNull(),
    /** For a reversal: the entry it cancels. */
    reversesId: bigint('reverses_id', { mode: 'number' }),
    createdAt: created(),
  },
  (t) => [
    // covers the artist pages: their sums read the index alone (the ledger is only appended to, so its pages stay all-visible)
    index('earnings_ledger_user_period_cover_idx').on(t.userId, t.periodStart, t.releaseId, t.store, t.quantity, t.net),
    index('earnings_ledger_import_idx').on(t.importId),
    // a booking's release totals read each touched release's entries
    index('earnings_ledger_release_idx').on(t.releaseId),
    uniqueIndex('earnings_ledger_reverses_key').on(t.reversesId),
    check('earnings_ledger_kind_check', sql`${t.kind} in ('earning','reversal','split')`),
  ],
);

/**
 * The estimated streams of a confirmed trend report (an import of kind estimate), one row per usage
 * day: a week's count is spread over its days exactly (book-estimates.ts). Analytics alone reads
 * them, labelled as estimates; they never reach the ledger, balances, statements, claims or holds.
 */
export const analyticsEstimates = pgTable(
  'analytics_estimates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    importId: uuid('import_id')
      .notNull()
      .references(() => salesImports.id, { onDelete: 'cascade' }),
    releaseId: uuid('release_id')
      .notNull()
      .references(() => musicReleases.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trackId: uuid('track_id'),
    platform: text('platform').notNull(),
    country: text('country').notNull(),
    day: date('day').notNull(),
    streams: bigint('streams', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('analytics_estimates_user_day_idx').on(t.userId, t.day),
    index('analytics_estimates_store_day_idx').on(sql`lower(${t.platform})`, t.day),
    index('analytics_estimates_import_idx').on(t.importId),
  ],
);

/**
 * The days a confirmed import reports per store (lower-cased), from its booked and kept lines:
 * while a statement is confirmed, the estimates of the store on those days stop counting, and a
 * trend report's replace those of a trend report confirmed before it (domain/estimates.ts says the rule).
 */
export const statementCoverage = pgTable(
  'statement_coverage',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => salesImports.id, { onDelete: 'cascade' }),
    storeKey: text('store_key').notNull(),
    firstDay: date('first_day').notNull(),
    lastDay: date('last_day').notNull(),
  },
  (t) => [
    primaryKey({ name: 'statement_coverage_pkey', columns: [t.importId, t.storeKey, t.firstDay, t.lastDay] }),
    index('statement_coverage_store_idx').on(t.storeKey, t.firstDay),
  ],
);
