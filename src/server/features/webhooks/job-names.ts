// The sender's job (jobs.ts binds it): enqueued with each event, so it goes out at once, and run
// every minute for retries and deliveries whose sender stopped.
import { z } from 'zod';
import { jobHandle } from '../../jobs/job-handle.ts';

export const WEBHOOK_SEND = jobHandle('webhook-send', z.object({}));
