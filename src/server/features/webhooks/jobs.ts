// Webhooks' background work: the sender, run when an event is written and every minute for the
// retries that come due and the deliveries whose sender stopped.
import { job, type JobDef } from '../../jobs/job.ts';
import { WEBHOOK_SEND } from './job-names.ts';
import { sendDueWebhooks } from './send-due-webhooks.ts';

export const webhookJobs = (): JobDef[] => [
  job(WEBHOOK_SEND, {
    schedule: '* * * * *',
    retry: { limit: 2, delaySeconds: 30 },
    pollSeconds: 1,
    run: (deps) => sendDueWebhooks(deps),
  }),
];
