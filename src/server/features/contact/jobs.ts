// Contact's background work: messages whose support mail failed are sent again.
import { z } from 'zod';
import { job, type JobDef } from '../../jobs/job.ts';
import { resendUnmailedMessages } from './resend-unmailed-messages.ts';

const CONTACT_RESEND = 'contact-resend';

export const contactJobs = (): JobDef[] => [
  job({
    name: CONTACT_RESEND,
    schedule: '*/15 * * * *',
    retry: { limit: 0 }, // the next run a quarter of an hour later is the retry
    payload: z.object({}),
    run: (deps) => resendUnmailedMessages(deps),
  }),
];
