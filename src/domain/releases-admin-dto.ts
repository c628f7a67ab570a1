// What the console's releases API answers with: a row of its table and a release under review.
// The schemas are the server's answer contract; the web takes only their types (the console's
// texts and checklists are releases-admin-options.ts).
import { z } from 'zod';
import { releaseDto, releaseSummaryDto, reviewIssueDto } from './releases-dto.ts';

/** The refusal of an id that names no release (the console's routes, and the deliveries'). */
export const RELEASE_NOT_FOUND = 'Release not found';

export const adminReleaseRowDto = releaseSummaryDto.extend({ ownerEmail: z.string().nullable(), version: z.string() });
export type AdminReleaseRowDto = z.infer<typeof adminReleaseRowDto>;

export const adminReleaseDto = releaseDto.extend({
  ownerEmail: z.string().nullable(),
  ownerName: z.string().nullable(),
  version: z.string(),
  /** What stores would refuse (problems) or question (warnings) in this release's files and date. */
  storeCheck: z.object({ problems: z.array(reviewIssueDto), warnings: z.array(reviewIssueDto) }),
});
export type AdminReleaseDto = z.infer<typeof adminReleaseDto>;
