// Accounts' background work: removing the data of deleted accounts once their grace period ends,
// and the artist's mail when an admin restores an account being deleted.
import { z } from 'zod';
import { job, type JobDef } from '../../jobs/job.ts';
import { jobHandle } from '../../jobs/job-handle.ts';
import { purgeDeletedAccounts } from './purge-deleted-accounts.ts';
import { sendRestoredMail } from './send-restored-mail.ts';

const ACCOUNT_PURGE = jobHandle('account-purge', z.object({}));
export const ACCOUNT_RESTORED_MAIL = jobHandle(
  'account-restored-mail',
  z.object({ userId: z.uuid(), releasesTakenDown: z.number().int().min(0) }),
);

export const accountJobs = (): JobDef[] => [
  job(ACCOUNT_PURGE, {
    schedule: '15 4 * * *', // daily at 04:15 UTC
    retry: { limit: 3, delaySeconds: 600, backoff: true },
    runAtStartup: true, // an instance that was down then catches up
    run: (deps) => purgeDeletedAccounts(deps),
  }),
  job(ACCOUNT_RESTORED_MAIL, {
    retry: { limit: 5, delaySeconds: 60, backoff: true },
    example: { userId: '00000000-0000-4000-8000-000000000000', releasesTakenDown: 0 },
    run: (deps, payload) => sendRestoredMail(deps, payload),
  }),
];
