// Payments' background work: the daily subscription sweep (lapses and reminders).
import { z } from 'zod';
import { job, type JobDef } from '../../jobs/job.ts';
import { sweepSubscriptions } from './sweep-subscriptions.ts';

export const SUBSCRIPTION_SWEEP = 'subscription-sweep';

export const paymentJobs = (): JobDef[] => [
  job({
    name: SUBSCRIPTION_SWEEP,
    schedule: '30 2 * * *', // daily at 02:30 UTC
    retry: { limit: 3, delaySeconds: 300, backoff: true },
    payload: z.object({}),
    runAtStartup: true, // an instance that was down at 02:30 catches up
    run: (deps) => sweepSubscriptions(deps),
  }),
];
