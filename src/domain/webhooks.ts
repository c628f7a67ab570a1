// Webhooks (the public API): an Enterprise label's endpoints hear of its events without polling.
// The event types, what the screens and the refusals say, and the retry schedule. The forms'
// schemas are webhooks-schema.ts, the answers webhooks-dto.ts.

export const WEBHOOK_EVENT_TYPES = [
  'release.approved',
  'release.rejected',
  'release.delivered',
  'release.live',
  'release.taken_down',
  'import.booked',
  'claim.paid',
  'hold.placed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** The test-send's event: sent to the one endpoint asked, never subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'release.approved': 'A release was approved',
  'release.rejected': 'A release was rejected',
  'release.delivered': 'A release was delivered to a store',
  'release.live': 'A release is live at a store',
  'release.taken_down': 'A release was taken down from a store',
  'import.booked': 'A sales report was booked to your earnings',
  'claim.paid': 'A payout claim was paid',
  'hold.placed': 'Earnings were put on hold',
};

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'Queued',
  sending: 'Sending',
  delivered: 'Delivered',
  failed: 'Failed',
};

/** Minutes to wait after each failed attempt; after the last, the delivery has failed (7 attempts in all). */
export const WEBHOOK_RETRY_MINUTES = [1, 5, 30, 120, 480, 1440] as const;
/** Seconds a receiver has to answer. */
export const WEBHOOK_TIMEOUT_SECONDS = 10;
/** How old a signature's timestamp may be when a receiver checks it. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** The endpoints an account may have. */
export const WEBHOOK_ENDPOINTS_MAX = 10;

export const WEBHOOK_MESSAGES = {
  planRequired: 'Webhooks are part of the Enterprise Label plan. Upgrade to Enterprise Label to send your events to your own systems.',
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Delivery not found',
  tooMany: `You can have at most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints. Delete one to add another.`,
  httpsRequired: 'The address must start with https://',
  notPublic: 'The address must be reachable on the public internet (not a private or local address)',
  port: 'Use the standard HTTPS port (443)',
  sending: 'This delivery is being sent right now. Try again in a moment.',
  eventsRequired: 'Choose at least one event',
} as const;
