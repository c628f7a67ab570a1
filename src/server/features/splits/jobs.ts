// Splits' background work: the mails (split-mail-job.ts names them), the daily reminder sweep, and
// the hourly sweep that puts in force the changes whose objection window ended.
import { job, type JobDef } from '../../jobs/job.ts';
import { remindPayees } from './remind-payees.ts';
import { sendSplitMail } from './send-split-mail.ts';
import { sweepConsents } from './consent.ts';
import { SPLIT_CONSENTS, SPLIT_MAIL, SPLIT_REMINDERS } from './split-mail-job.ts';

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
  job(SPLIT_CONSENTS, {
    schedule: '7 * * * *', // hourly: changes whose objection window ended
    retry: { limit: 3, delaySeconds: 300, backoff: true },
    runAtStartup: true,
    run: (deps) => sweepConsents(deps),
  }),
];
