// What the splits API answers with (splits.ts says what a split is). Amounts are decimal strings
// to the cent as every total is shown; shares are percent text ("12.5"). The schemas are the
// server's answer contract; the web takes only their types.
import { z } from 'zod';

export const SPLIT_PARTY_STATUSES = ['invited', 'accepted', 'declined'] as const;

/** A payee as the owner sees them in the version in force. */
export const splitPayeeDto = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(SPLIT_PARTY_STATUSES),
  share: z.string(),
  /** The amount repaid to them first, and how much of it is repaid so far ("0.00" each when none). */
  recoup: z.string(),
  recouped: z.string(),
  /** Everything booked to them under this split so far. */
  earned: z.string(),
});
export type SplitPayeeDto = z.infer<typeof splitPayeeDto>;

/** A release's split, or a track's (isrc, trackTitle), in its latest version. */
export const splitDto = z.object({
  id: z.string(),
  isrc: z.string().nullable(),
  trackTitle: z.string().nullable(),
  version: z.number(),
  /** When the latest version was made. */
  since: z.string(),
  ownerShare: z.string(),
  payees: z.array(splitPayeeDto),
  /** The net booked under the split, all versions. */
  total: z.string(),
  /** A newer version waiting for the consent of the payees whose share (or amount repaid first) it lowers. */
  pending: z
    .object({
      until: z.string(),
      lowered: z.array(
        z.object({
          name: z.string(),
          email: z.string(),
          before: z.string(),
          after: z.string(),
          recoupBefore: z.string().nullable(),
          recoupAfter: z.string().nullable(),
          answer: z.string().nullable(),
        }),
      ),
    })
    .nullable(),
});
export type SplitDto = z.infer<typeof splitDto>;

/** GET /api/releases/:id/splits: the release's splits, and its tracks that can have one (by ISRC). */
export const releaseSplitsDto = z.object({
  releaseId: z.string(),
  releaseTitle: z.string(),
  splits: z.array(splitDto),
  tracks: z.array(z.object({ isrc: z.string(), title: z.string() })),
});
export type ReleaseSplitsDto = z.infer<typeof releaseSplitsDto>;

/** A change that lowers the payee's share (or amount repaid first: before and after, else null), waiting for their answer until `until`. */
export const pendingChangeDto = z.object({
  before: z.string(),
  after: z.string(),
  recoupBefore: z.string().nullable(),
  recoupAfter: z.string().nullable(),
  until: z.string(),
  answer: z.enum(['agreed', 'objected']).nullable(),
});

/** An invitation, as its link shows it to whoever holds it. */
export const splitInvitationDto = z.object({
  change: pendingChangeDto.nullable(),
  status: z.enum(SPLIT_PARTY_STATUSES),
  name: z.string(),
  email: z.string(),
  ownerName: z.string(),
  releaseTitle: z.string(),
  trackTitle: z.string().nullable(),
  share: z.string(),
  recoup: z.string(),
  /** How much of `recoup` is repaid. */
  recouped: z.string(),
  /** What is booked to them so far: held until they accept, then theirs to claim. */
  earned: z.string(),
});
export type SplitInvitationDto = z.infer<typeof splitInvitationDto>;

/** A split the signed-in user is a payee of. */
export const mySplitDto = z.object({
  partyId: z.string(),
  status: z.enum(SPLIT_PARTY_STATUSES),
  ownerName: z.string(),
  releaseTitle: z.string(),
  trackTitle: z.string().nullable(),
  share: z.string(),
  recoup: z.string(),
  recouped: z.string(),
  earned: z.string(),
});
export type MySplitDto = z.infer<typeof mySplitDto>;

/** POST /api/releases/:id/splits/preview: what a version from an earlier month would move, to the cent (negative: given back). */
export const splitPreviewDto = z.object({
  owner: z.string(),
  payees: z.array(z.object({ name: z.string(), email: z.string(), amount: z.string() })),
});
export type SplitPreviewDto = z.infer<typeof splitPreviewDto>;
