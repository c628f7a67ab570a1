// The service's own upkeep: rate-limit counters whose windows ended long ago are forgotten, and
// so are the public API's answers kept for idempotency keys past their day.
import { z } from 'zod';
import { sweepRateLimits } from '../../http/rate-limit.ts';
import { sweepIdempotency } from '../../http/idempotency.ts';
import { job, type JobDef } from '../../jobs/job.ts';
import { jobHandle } from '../../jobs/job-handle.ts';

const RATE_LIMITS_SWEEP = jobHandle('rate-limits-sweep', z.object({}));
const IDEMPOTENCY_SWEEP = jobHandle('idempotency-sweep', z.object({}));

export const systemJobs = (): JobDef[] => [
  job(RATE_LIMITS_SWEEP, {
    schedule: '15 4 * * *',
    retry: { limit: 0 }, // tomorrow's run is the retry
    run: (deps) => sweepRateLimits(deps.pool),
  }),
  job(IDEMPOTENCY_SWEEP, {
    schedule: '25 4 * * *',
    retry: { limit: 0 },
    run: (deps) => sweepIdempotency(deps.pool),
  }),
];
