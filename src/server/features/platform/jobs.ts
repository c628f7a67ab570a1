import { z } from 'zod';
import { job, type JobDef } from '../../jobs/job.ts';
import { jobHandle } from '../../jobs/job-handle.ts';
import { compactTotals } from './compact-totals.ts';

const PLATFORM_TOTALS_COMPACT = jobHandle('platform-totals-compact', z.object({}));

export const platformJobs = (): JobDef[] => [
  job(PLATFORM_TOTALS_COMPACT, {
    schedule: '* * * * *',
    retry: { limit: 2, delaySeconds: 10 },
    run: (deps) => compactTotals(deps),
  }),
];
