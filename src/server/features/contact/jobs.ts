// Contact's background work: messages whose support mail failed are sent again.
import { z } from 'zod';
import { job, type JobDef } from '../../jobs/job.ts';
import { jobHandle } from '../../jobs/job-handle.ts';
import { resendUnmailedMessages } from './resend-unmailed-messages.ts';

const CONTACT_RESEND = jobHandle('contact-resend', z.object({}));

export const contactJobs = (): JobDef[] => [
  job(CONTACT_RESEND, {
    schedule: '*/15 * * * *',
    retry: { limit: 0 }, // the next run a quarter of an hour later is the retry
    run: (deps) => resendUnmailedMessages(deps),
  }),
];
