// What the holds API answers with (holds.ts says what a hold is). Amounts are decimal strings,
// never floats. The schemas are the server's answer contract; the web takes only their types.
import { z } from 'zod';
import { HOLD_REASONS, HOLD_STATUSES } from './holds.ts';

/** One track (or a whole release, trackId null) in one statement month, with what it earned there. */
export const holdLineDto = z.object({
  releaseId: z.string(),
  releaseTitle: z.string(),
  /** Null: the whole release, its usage reported without a track included. */
  trackId: z.string().nullable(),
  trackTitle: z.string().nullable(),
  isrc: z.string().nullable(),
  month: z.string(),
  /** The artist's net earnings of it in that month, exactly (12 places). */
  amount: z.string(),
});
export type HoldLineDto = z.infer<typeof holdLineDto>;

/** A hold as the artist sees it (their own only). */
export const holdDto = z.object({
  id: z.string(),
  status: z.enum(HOLD_STATUSES),
  reason: z.enum(HOLD_REASONS),
  reasonLabel: z.string(),
  /** What the admin wrote: what was found. */
  note: z.string(),
  /** The date to answer by (YYYY-MM-DD). */
  answerBy: z.string(),
  /** The held amount, exactly (12 places), and to the cent as every total is shown. */
  amount: z.string(),
  amountShown: z.string(),
  months: z.array(z.string()),
  lines: z.array(holdLineDto),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
  releasedAt: z.string().nullable(),
  releaseNote: z.string().nullable(),
});
export type HoldDto = z.infer<typeof holdDto>;

/** A hold as the console sees it: the artist, who placed and released it, and its version. */
export const adminHoldDto = holdDto.extend({
  user: z.object({ id: z.string(), name: z.string().nullable(), email: z.string() }),
  createdBy: z.string().nullable(),
  releasedBy: z.string().nullable(),
  version: z.string(),
});
export type AdminHoldDto = z.infer<typeof adminHoldDto>;

/** An artist the console can hold earnings of: someone with earnings booked. */
export const holdArtistDto = z.object({ id: z.string(), name: z.string().nullable(), email: z.string(), net: z.string() });
export type HoldArtistDto = z.infer<typeof holdArtistDto>;

/** What one release or track earned each statement month, exactly. */
const byMonth = z.record(z.string(), z.string());

/** What the console's hold form offers for one artist: their tracks and months with earnings, and their money. */
export const holdTargetsDto = z.object({
  artist: z.object({ id: z.string(), name: z.string().nullable(), email: z.string() }),
  /** Statement months with earnings, newest first. */
  months: z.array(z.string()),
  releases: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      /** What the whole release earned each month (usage without a track included), exactly. */
      byMonth,
      tracks: z.array(z.object({ id: z.string(), title: z.string(), isrc: z.string().nullable(), byMonth })),
    }),
  ),
  /** Earnings, claims not rejected, holds in force, and what is neither (to the cent). */
  money: z.object({ net: z.string(), claimed: z.string(), onHold: z.string(), free: z.string() }),
  /** Tracks and whole releases already held, by month (`${releaseId}:${trackId ?? ''}:${month}`). */
  held: z.array(z.string()),
});
export type HoldTargetsDto = z.infer<typeof holdTargetsDto>;
