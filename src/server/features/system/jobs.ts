// The service's own upkeep: rate-limit counters whose windows ended long ago are forgotten.
import { z } from 'zod';
import { sweepRateLimits } from '../../http/rate-limit.ts';
import { job, type JobDef } from '../../jobs/job.ts';

const RATE_LIMITS_SWEEP = 'rate-limits-sweep';

export const systemJobs = (): JobDef[] => [
  job({
    name: RATE_LIMITS_SWEEP,
    schedule: '15 4 * * *',
    retry: { limit: 0 }, // tomorrow's run is the retry
    payload: z.object({}),
    run: (deps) => sweepRateLimits(deps.pool),
  }),
];
