// The unmatched queue's inputs: its filters (import, store, usage month, a search by ISRC, UPC or
// title, or one code exactly), the catalogue search, and what booking names: a line, or every
// line of an ISRC or UPC, with the track or release they belong to.
import { z } from 'zod';
import { cursorParam, limitParam, searchParam } from './admin-list-schema.ts';
import { UNMATCHED_TEXTS } from './import-texts.ts';
import { UUID_PATTERN } from './uuid.ts';

const ISRC_TEXT = 'ISRC must look like CC-XXX-YY-NNNNN';
const UPC_TEXT = 'UPC must be 12 or 13 digits';

/** An ISRC as reports give it (hyphens and spaces allowed), as stored: upper case, without them. */
const isrcParam = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/, ISRC_TEXT));
const upcParam = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{12,13}$/, UPC_TEXT));

const filterShape = {
  q: searchParam,
  importId: z.string().regex(UUID_PATTERN, 'Unknown import').optional(),
  store: z.string().trim().max(200, 'Store is at most 200 characters').optional(),
  /** The usage month, YYYY-MM. */
  period: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Period must be a month like 2026-01')
    .optional(),
  /** Exactly this code (the lines booked together with one). */
  isrc: isrcParam.optional(),
  upc: upcParam.optional(),
};

export const unmatchedSummaryQuerySchema = z.object(filterShape);
export type UnmatchedFilter = z.infer<typeof unmatchedSummaryQuerySchema>;

export const unmatchedListQuerySchema = z.object({ ...filterShape, limit: limitParam, cursor: cursorParam });
export type UnmatchedListQuery = z.infer<typeof unmatchedListQuerySchema>;

export const catalogueQuerySchema = z.object({
  q: z
    .string({ error: UNMATCHED_TEXTS.searchShort })
    .trim()
    .min(2, UNMATCHED_TEXTS.searchShort)
    .max(200, 'Search must be at most 200 characters'),
});

const count = z.number({ error: 'Give how many lines you saw' }).int().min(1).max(10_000_000);

/**
 * POST /api/admin/royalties/unmatched/book: the lines (one, or all of an ISRC or UPC, as many as
 * the console showed: a different count is someone else's change) and the release, with its
 * track or without (as a line matched by UPC).
 */
export const bookUnmatchedSchema = z.object({
  releaseId: z.string({ error: UNMATCHED_TEXTS.releaseNotFound }).regex(UUID_PATTERN, UNMATCHED_TEXTS.releaseNotFound),
  trackId: z.string().regex(UUID_PATTERN, UNMATCHED_TEXTS.trackNotFound).nullable().default(null),
  lines: z.discriminatedUnion(
    'by',
    [
      z.object({
        by: z.literal('line'),
        importId: z.string().regex(UUID_PATTERN, UNMATCHED_TEXTS.changed),
        row: z.number().int().min(1).max(2_147_483_647),
      }),
      z.object({ by: z.literal('isrc'), isrc: isrcParam, count }),
      z.object({ by: z.literal('upc'), upc: upcParam, count }),
    ],
    { error: 'Choose a line, or the lines of an ISRC or UPC' },
  ),
});
export type BookUnmatchedInput = z.infer<typeof bookUnmatchedSchema>;
