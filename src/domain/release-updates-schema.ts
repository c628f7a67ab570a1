// The inputs of the review of a change to a release in stores, checked (release-updates.ts has the
// texts and shapes, without zod, for the screens).
import { z } from 'zod';
import { REVISION_NEEDS_NOTES } from './release-updates.ts';

/** `basedOn`: what the console's edit started from (AdminRevisionStartDto), so it cannot overwrite a change unseen. */
export const adminRevisionQuerySchema = z.object({
  basedOn: z.string().trim().max(200, 'Please open the form again').default(''),
});

export const reviewRevisionSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], 'Please approve or reject the update'),
    adminNotes: z.string().trim().max(5000, 'Notes must be at most 5000 characters').default(''),
  })
  .refine((v) => v.decision !== 'reject' || v.adminNotes.length > 0, { message: REVISION_NEEDS_NOTES, path: ['adminNotes'] });

export type ReviewRevisionInput = z.infer<typeof reviewRevisionSchema>;
