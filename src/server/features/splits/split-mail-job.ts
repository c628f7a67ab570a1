// The jobs of splits, by name and payload (jobs.ts binds them): a payee's invitation mail (and its
// reminder a week later, from the daily sweep), and, when a payee declines, the owner's notice and
// the payee's confirmation; a payee's notice of what a back-dated version moved to them; each sent
// once its change has committed.
import { z } from 'zod';
import { jobHandle } from '../../jobs/job-handle.ts';

export const SPLIT_MAIL = jobHandle(
  'split-mail',
  z.object({
    partyId: z.uuid(),
    event: z.enum(['invited', 'reminded', 'declined', 'lowered', 'objected', 'transferred', 'lapsed']),
    /** transferred: what moved to the payee (exact), and the usage month it moved from (YYYY-MM). */
    amount: z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .optional(),
    from: z
      .string()
      .regex(/^\d{4}-\d{2}$/)
      .optional(),
  }),
);
export const SPLIT_REMINDERS = jobHandle('split-reminders', z.object({}));
export const SPLIT_CONSENTS = jobHandle('split-consents', z.object({}));
