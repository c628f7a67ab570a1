// The service's own upkeep: rate-limit counters whose windows ended long ago are forgotten.
import { z } from 'zod';
import { sweepRateLimits } from '../../http/rate-limit.ts';
import { job, type JobDef } from '../../jobs/job.ts';
import { jobHandle } from '../../jobs/job-handle.ts';

const RATE_LIMITS_SWEEP = jobHandle('rate-limits-sweep', z.object({}));

export const systemJobs = (): JobDef[] => [
  job(RATE_LIMITS_SWEEP, {
    schedule: '15 4 * * *',
    retry: { limit: 0 }, // tomorrow's run is the retry
    run: (deps) => sweepRateLimits(deps.pool),
  }),
];
