// The requests of holds on earnings (holds.ts says what a hold is): placing one, the artist's
// answer, releasing one, and the console's list. Shapes and sizes only; what depends on today and
// on the artist's money is placeHoldProblem's and the server's.
import { z } from 'zod';
import { cursorParam, limitParam, searchParam, versionParam } from './admin-list-schema.ts';
import { isValidIsoDate } from './dates.ts';
import { HOLD_LIMITS, HOLD_REASONS, HOLD_STATUSES, HOLD_TEXTS } from './holds.ts';
import { UUID_PATTERN } from './uuid.ts';

const id = z.string().regex(UUID_PATTERN, HOLD_TEXTS.trackNotFound);
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** POST /api/admin/holds. */
export const placeHoldSchema = z.object({
  userId: z.string().regex(UUID_PATTERN, HOLD_TEXTS.artistNotFound),
  /** Tracks, each on its own. */
  trackIds: z.array(id).max(HOLD_LIMITS.targets, HOLD_TEXTS.tooManyTargets).default([]),
  /** Whole releases: every track, and usage reported without a track. */
  releaseIds: z.array(id).max(HOLD_LIMITS.targets, HOLD_TEXTS.tooManyTargets).default([]),
  months: z
    .array(
      z
        .string()
        .regex(MONTH, 'A month is like 2026-01')
        .refine((m) => m >= '2000-01', 'A month is like 2026-01'),
    )
    .max(HOLD_LIMITS.months, HOLD_TEXTS.tooManyMonths)
    .default([]),
  reason: z.union([z.enum(HOLD_REASONS, HOLD_TEXTS.reasonRequired), z.literal('')]).default(''),
  note: z
    .string()
    .max(HOLD_LIMITS.note + 200, HOLD_TEXTS.noteTooLong)
    .default(''),
  answerBy: z
    .string()
    .trim()
    .refine((d) => d === '' || (/^\d{4}-\d{2}-\d{2}$/.test(d) && isValidIsoDate(d)), HOLD_TEXTS.answerByRange)
    .default(''),
});
export type PlaceHoldInput = z.infer<typeof placeHoldSchema>;

/** POST /api/holds/:id/answer. */
export const answerHoldSchema = z.object({
  answer: z.string().trim().min(1, HOLD_TEXTS.answerRequired).max(HOLD_LIMITS.answer, HOLD_TEXTS.answerTooLong),
});
export type AnswerHoldInput = z.infer<typeof answerHoldSchema>;

/** POST /api/admin/holds/:id/release, at the version the console loaded. */
export const releaseHoldSchema = z.object({
  note: z.string().trim().min(1, HOLD_TEXTS.releaseNoteRequired).max(HOLD_LIMITS.releaseNote, HOLD_TEXTS.releaseNoteTooLong),
  version: versionParam,
});
export type ReleaseHoldInput = z.infer<typeof releaseHoldSchema>;

export const holdFiltersSchema = z.object({
  q: searchParam,
  status: z.enum(['all', ...HOLD_STATUSES], 'Unknown status filter').default('all'),
});
export const holdListQuerySchema = holdFiltersSchema.extend({ limit: limitParam, cursor: cursorParam });
export type HoldListQuery = z.infer<typeof holdListQuerySchema>;

/** GET /api/admin/holds/artists?q=: artists with earnings, by name or email. */
export const holdArtistsQuerySchema = z.object({ q: searchParam });
