import { z } from 'zod';
import { job, type JobDef } from '../../jobs/job.ts';
import { compactTotals } from './compact-totals.ts';

export const platformJobs = (): JobDef[] => [
  job({
    name: 'platform-totals-compact',
    schedule: '* * * * *',
    retry: { limit: 2, delaySeconds: 10 },
    payload: z.object({}),
    run: (deps) => compactTotals(deps),
  }),
];
