// The deliveries' job handles, apart from their definitions so operations can enqueue without
// importing the jobs that call them.
import { z } from 'zod';
import { jobHandle } from '../../jobs/job-handle.ts';

export const DELIVERY_SEND = jobHandle('delivery-send', z.object({ deliveryId: z.uuid() }));
export const DELIVERY_RESUME = jobHandle('delivery-resume', z.object({}));
export const DELIVERY_ACKS = jobHandle('delivery-acks', z.object({}));

/** Attempts before a delivery is left failed: the first and the queue's retries. */
export const DELIVERY_RETRY = { limit: 5, delaySeconds: 30, backoff: true } as const;
export const DELIVERY_MAX_ATTEMPTS = DELIVERY_RETRY.limit + 1;
