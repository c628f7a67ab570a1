// The mails of a hold, each sent once its change has committed: the artist's when it is placed and
// when it is released, and our team's (the support address in Settings) at each answer.
import { z } from 'zod';
import { job, type JobDef } from '../../jobs/job.ts';
import { jobHandle } from '../../jobs/job-handle.ts';
import { sendHoldMail } from './send-hold-mail.ts';

export const holdMailPayload = z.object({
  holdId: z.uuid(),
  event: z.enum(['placed', 'answered', 'released']),
  /** The answer this mail carries (an artist may answer more than once: each mail has its own). */
  answer: z.string().max(10_000).optional(),
});

export const HOLD_MAIL = jobHandle('hold-mail', holdMailPayload);

export const holdJobs = (): JobDef[] => [
  job(HOLD_MAIL, {
    retry: { limit: 5, delaySeconds: 60, backoff: true },
    example: { holdId: '00000000-0000-4000-8000-000000000000', event: 'placed' },
    run: (deps, payload) => sendHoldMail(deps, payload),
  }),
];
