// Earnings: the period selector, statement months, the sales report import's inputs, and the
// share rule (SPEC section 9: the artist keeps 80/90/92/95 % by the plan held on the usage date).
import { z } from 'zod';
import { cursorParam, limitParam, versionParam } from './admin-list-schema.ts';
import { DEFAULT_EARNINGS_PERIOD, IMPORT_KINDS, IMPORT_ROW_STATES, REPORT_FORMATS, type EarningsPeriod } from './earnings-options.ts';
import { applyPercent } from './earnings-decimal.ts';
import { PLANS, type PlanType } from './plans.ts';
import { IMPORT_TEXTS } from './import-texts.ts';
import { currencySchema, RATE_TEXTS, rateSchema } from './exchange-rates.ts';
import { salesFilterShape } from './sales-filter-schema.ts';
import { mappingParamsSchema } from './report-mapping-schema.ts';

export const PERIOD_MESSAGE = 'Period must be 7, 30, 90 or 365 days';

/** ?period=7|30|90|365, 30 when absent. */
export const periodQuerySchema = z.object({
  period: z
    .enum(['7', '30', '90', '365'], PERIOD_MESSAGE)
    .default(String(DEFAULT_EARNINGS_PERIOD) as '30')
    .transform((p) => Number(p) as EarningsPeriod),
});
export type PeriodQuery = z.infer<typeof periodQuerySchema>;

/** The artist's analytics: the period and the filters by tier, commercial model and use type. */
export const analyticsPageQuerySchema = periodQuerySchema.extend(salesFilterShape);

export const MONTH_MESSAGE = 'Month must be a month like 2026-01';
export const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_MESSAGE)
  .refine((m) => m >= '2000-01' && m <= '2999-12', MONTH_MESSAGE);
export const statementParamsSchema = z.object({ month: monthSchema });
/** ?period=&artist=: the revenue page, or its earnings of one artist profile's releases (a label's). */
export const revenueQuerySchema = periodQuerySchema.extend({
  artist: z.union([z.uuid('Artist profile not found'), z.literal('')], 'Artist profile not found').optional(),
});
/** ?artist=: one artist profile's statement (a label's, for that artist); left out or blank: the account's. */
export const statementQuerySchema = z.object({
  artist: z.union([z.uuid('Artist profile not found'), z.literal('')], 'Artist profile not found').optional(),
});

/** The share the artist keeps on a plan, in percent ("92"): plans.ts's royaltyShare. */
export function sharePercent(plan: PlanType): string {
  return String(PLANS.find((p) => p.type === plan)!.royaltyShare);
}

/** The artist's part of a gross amount (units of 10^-12) on a plan, rounded half away from zero to the unit. */
export function artistShare(grossUnits: bigint, plan: PlanType): bigint {
  return applyPercent(grossUnits, sharePercent(plan));
}

// ---- console: imports ----

// A confirmed statement is replaced by a newer one of the same source, store and period only when
// the countries of their lines overlap: a store's regional statements of one month (Americas,
// Euro-Zone, Japan) name other countries, so each stays confirmed and all of them count.

const FILE_NAME = 'Please give the file name (at most 255 characters)';

/** POST /api/admin/royalties/imports?name=...&format=...&source=... with the file as the body (gzip allowed). */
export const importUploadQuerySchema = z
  .object({
    name: z
      .string({ error: FILE_NAME })
      .trim()
      .min(1, FILE_NAME)
      .max(255, FILE_NAME)
      .refine((n) => !/[\\/]/.test(n), FILE_NAME),
    /** Left out: told from the file's first line. */
    format: z.enum(REPORT_FORMATS, 'Format must be tunelane_csv, distrokid_tsv, ddex_dsr, mapped or trend_csv').optional(),
    /** The report mapping to read it with (a stored mapping's id or a shipped one's); left out: detected from the header. */
    mapping: mappingParamsSchema.shape.id.optional(),
    /** Who sent the report ("DistroKid", "Spotify"); defaults to the file's own word for it. */
    source: z.string().trim().min(1).max(100, 'Source is at most 100 characters').optional(),
    /** The report's currency and its rate to USD, entered at upload (both or neither). */
    currency: currencySchema.optional(),
    rate: rateSchema.optional(),
    /** estimate: a trend report's counts, for analytics only; left out: a trend report is an estimate, any other a statement. */
    kind: z.enum(IMPORT_KINDS, 'Kind must be statement or estimate').optional(),
  })
  .refine((q) => (q.currency === undefined) === (q.rate === undefined), { message: RATE_TEXTS.both, path: ['rate'] });
export type ImportUploadQuery = z.infer<typeof importUploadQuerySchema>;

/** POST .../imports/:id/rate: the rate to USD of one of the report's currencies, at the version the console saw. */
export const importRateSchema = z.object({ version: versionParam, currency: currencySchema, rate: rateSchema });
export type ImportRateInput = z.infer<typeof importRateSchema>;

/** POST .../imports/:id/confirm and .../rollback and .../discard: at the version the console saw. */
export const importActionSchema = z.object({ version: versionParam });
export type ImportActionInput = z.infer<typeof importActionSchema>;

export const importListQuerySchema = z.object({
  status: z.enum(['all', 'preview', 'confirmed', 'replaced', 'rolled_back', 'discarded', 'failed'], 'Unknown status filter').default('all'),
  limit: limitParam,
  cursor: cursorParam,
});
export type ImportListQuery = z.infer<typeof importListQuerySchema>;

export const importRowsQuerySchema = z.object({
  state: z.enum(['all', ...IMPORT_ROW_STATES], 'Unknown row filter').default('all'),
  limit: limitParam,
  cursor: cursorParam,
});
export type ImportRowsQuery = z.infer<typeof importRowsQuerySchema>;

// The texts live apart so the console shows them without loading zod; the server's code imports them from here too.
export { IMPORT_TEXTS };
