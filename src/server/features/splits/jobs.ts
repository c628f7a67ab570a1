// Splits' background work: the mails (split-mail-job.ts names them) and the daily reminder sweep.
import { job, type JobDef } from '../../jobs/job.ts';
import { remindPayees } from './remind-payees.ts';
import { sendSplitMail } from './send-split-mail.ts';
import { SPLIT_MAIL, SPLIT_REMINDERS } from './split-mail-job.ts';

export const splitJobs = (): JobDef[] => [
  job(SPLIT_MAIL, {
    retry: { limit: 5, delaySeconds: 60, backoff: true },
    example: { partyId: '00000000-0000-4000-8000-000000000000', event: 'invited' },
    run: (deps, payload) => sendSplitMail(deps, payload),
  }),
  job(SPLIT_REMINDERS, {
    schedule: '40 9 * * *', // daily at 09:40 UTC
    retry: { limit: 3, delaySeconds: 600, backoff: true },
    run: (deps) => remindPayees(deps),
  }),
];
