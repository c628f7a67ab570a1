// The mails of splits, each sent once its change has committed: a payee's invitation (and its
// reminder), and, when a payee declines, the owner's notice and the payee's confirmation.
import { z } from 'zod';
import { job, type JobDef } from '../../jobs/job.ts';
import { jobHandle } from '../../jobs/job-handle.ts';
import { sendSplitMail } from './send-split-mail.ts';

export const splitMailPayload = z.object({
  partyId: z.uuid(),
  event: z.enum(['invited', 'reminded', 'declined']),
});

export const SPLIT_MAIL = jobHandle('split-mail', splitMailPayload);

export const splitJobs = (): JobDef[] => [
  job(SPLIT_MAIL, {
    retry: { limit: 5, delaySeconds: 60, backoff: true },
    example: { partyId: '00000000-0000-4000-8000-000000000000', event: 'invited' },
    run: (deps, payload) => sendSplitMail(deps, payload),
  }),
];
