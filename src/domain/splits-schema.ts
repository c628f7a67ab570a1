// The requests of splits (splits.ts says what a split is): the owner's new version of a release's
// or a track's split, and a payee's answer to an invitation. Shapes and sizes only; readSplit
// checks the shares and recoupments, the server what depends on the release and its money.
import { z } from 'zod';
import { SPLIT_MAX_PAYEES, SPLIT_TEXTS } from './splits.ts';

export const SPLIT_FIELD_TEXTS = {
  name: 'Enter the payee’s name.',
  email: 'Please enter a valid email address',
  isrc: 'Choose a track of this release by its ISRC.',
  month: 'Choose the month it takes effect from, like 2026-03.',
} as const;

const payee = z.object({
  name: z.string().trim().min(1, SPLIT_FIELD_TEXTS.name).max(200, SPLIT_FIELD_TEXTS.name),
  email: z.string().trim().toLowerCase().pipe(z.email(SPLIT_FIELD_TEXTS.email).max(254, SPLIT_FIELD_TEXTS.email)),
  /** Percent, up to four decimals ("12.5"). */
  share: z.string().max(12, SPLIT_TEXTS.share),
  /** An amount in USD repaid to this payee first ("" or "0": none). */
  recoup: z.string().max(20, SPLIT_TEXTS.recoup).default(''),
});

/** PUT /api/releases/:id/splits: a new version of the release's split (isrc null) or a track's. */
export const saveSplitSchema = z.object({
  isrc: z
    .string()
    .regex(/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/, SPLIT_FIELD_TEXTS.isrc)
    .nullable()
    .default(null),
  payees: z.array(payee).max(SPLIT_MAX_PAYEES, SPLIT_TEXTS.tooMany),
  /**
   * The month of usage it takes effect from ("2026-03"): what was booked since then moves to it
   * by transfers. Null: from the next earnings booked.
   */
  effectiveFrom: z
    .string()
    .regex(/^20\d\d-(0[1-9]|1[0-2])$/, SPLIT_FIELD_TEXTS.month)
    .nullable()
    .default(null),
});
export type SaveSplitInput = z.infer<typeof saveSplitSchema>;

/** POST /api/splits/invitations/:token/answer-change: the payee's answer to a lower share. */
export const answerChangeSchema = z.object({ answer: z.enum(['agreed', 'objected'], 'Answer agreed or objected.') });

/** An invitation's token, as the mailed link carries it. */
export const splitTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This invitation link is not valid.') });
