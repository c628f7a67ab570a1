// Contact's background work: each stored message mailed to support, and those whose mail still
// failed sent again.
import { z } from 'zod';
import { job, type JobDef } from '../../jobs/job.ts';
import { jobHandle } from '../../jobs/job-handle.ts';
import { mailContactMessage, resendUnmailedMessages } from './resend-unmailed-messages.ts';
import { CONTACT_MAIL } from './contact-mail-job.ts';

const CONTACT_RESEND = jobHandle('contact-resend', z.object({}));

export const contactJobs = (): JobDef[] => [
  job(CONTACT_MAIL, {
    retry: { limit: 5, delaySeconds: 30, backoff: true }, // then the sweep's
    example: { id: '00000000-0000-4000-8000-000000000000' },
    run: (deps, { id }) => mailContactMessage(deps, id),
  }),
  job(CONTACT_RESEND, {
    schedule: '*/15 * * * *',
    retry: { limit: 0 }, // the next run a quarter of an hour later is the retry
    run: (deps) => resendUnmailedMessages(deps),
  }),
];
