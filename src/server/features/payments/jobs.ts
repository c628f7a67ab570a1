// Payments' background work: the daily subscription sweep (scheduled plans, lapses and
// reminders), the start of a scheduled plan at the moment its term begins, and each payment's
// receipt mail (enqueued with the payment, retried through a mail server's outage).
import { z } from 'zod';
import { job, type JobDef } from '../../jobs/job.ts';
import { jobHandle } from '../../jobs/job-handle.ts';
import { startScheduledPlans } from './start-scheduled-plans.ts';
import { sweepSubscriptions } from './sweep-subscriptions.ts';
import { sendReceiptMail } from './send-receipt-mail.ts';

export const SUBSCRIPTION_SWEEP = jobHandle('subscription-sweep', z.object({}));
export const PLAN_CHANGE_START = jobHandle('plan-change-start', z.object({ userId: z.uuid() }));
export const RECEIPT_MAIL = jobHandle('receipt-mail', z.object({ paymentId: z.uuid() }));

export const paymentJobs = (): JobDef[] => [
  job(SUBSCRIPTION_SWEEP, {
    schedule: '30 2 * * *', // daily at 02:30 UTC
    retry: { limit: 3, delaySeconds: 300, backoff: true },
    runAtStartup: true, // an instance that was down at 02:30 catches up
    run: (deps) => sweepSubscriptions(deps),
  }),
  job(PLAN_CHANGE_START, {
    retry: { limit: 5, delaySeconds: 60, backoff: true }, // the daily sweep catches up after that
    example: { userId: '00000000-0000-4000-8000-000000000000' },
    run: (deps, { userId }) => startScheduledPlans(deps, new Date(), userId),
  }),
  job(RECEIPT_MAIL, {
    // about a day of retries, the pause doubling from a minute
    retry: { limit: 10, delaySeconds: 60, backoff: true },
    example: { paymentId: '00000000-0000-4000-8000-000000000000' },
    run: (deps, { paymentId }) => sendReceiptMail(deps, paymentId),
  }),
];
