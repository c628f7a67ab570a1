// The deliveries' job names, apart from their definitions so operations can enqueue without
// importing the jobs that call them.
export const DELIVERY_SEND = 'delivery-send';
export const DELIVERY_RESUME = 'delivery-resume';
export const DELIVERY_ACKS = 'delivery-acks';

/** Attempts before a delivery is left failed: the first and the queue's retries. */
export const DELIVERY_RETRY = { limit: 5, delaySeconds: 30, backoff: true } as const;
export const DELIVERY_MAX_ATTEMPTS = DELIVERY_RETRY.limit + 1;
