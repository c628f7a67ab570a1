// Accounts' background work: removing the data of deleted accounts once their grace period ends.
import { z } from 'zod';
import { job, type JobDef } from '../../jobs/job.ts';
import { purgeDeletedAccounts } from './purge-deleted-accounts.ts';

const ACCOUNT_PURGE = 'account-purge';

export const accountJobs = (): JobDef[] => [
  job({
    name: ACCOUNT_PURGE,
    schedule: '15 4 * * *', // daily at 04:15 UTC
    retry: { limit: 3, delaySeconds: 600, backoff: true },
    payload: z.object({}),
    runAtStartup: true, // an instance that was down then catches up
    run: (deps) => purgeDeletedAccounts(deps),
  }),
];
