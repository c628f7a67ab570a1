// What the webhook routes answer. The web takes only the types.
import { z } from 'zod';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES } from './webhooks.ts';

export const webhookEndpointDto = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type WebhookEndpointDto = z.infer<typeof webhookEndpointDto>;

export const webhookEndpointsDto = z.object({ endpoints: z.array(webhookEndpointDto) });
export type WebhookEndpointsDto = z.infer<typeof webhookEndpointsDto>;

/** The signing secret, answered on creation, reveal and rotation only. */
export const webhookSecretDto = z.object({ secret: z.string() });
export type WebhookSecretDto = z.infer<typeof webhookSecretDto>;

export const createdWebhookDto = z.object({ endpoint: webhookEndpointDto, secret: z.string() });
export type CreatedWebhookDto = z.infer<typeof createdWebhookDto>;

export const webhookAttemptDto = z.object({
  attempt: z.number(),
  startedAt: z.string(),
  durationMs: z.number(),
  statusCode: z.number().nullable(),
  error: z.string().nullable(),
  /** The first bytes of the receiver's answer. */
  responseBody: z.string().nullable(),
});
export type WebhookAttemptDto = z.infer<typeof webhookAttemptDto>;

export const webhookDeliveryDto = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
  /** The latest attempts, newest first. */
  log: z.array(webhookAttemptDto),
});
export type WebhookDeliveryDto = z.infer<typeof webhookDeliveryDto>;

export const webhookDeliveriesDto = z.object({ deliveries: z.array(webhookDeliveryDto) });
export type WebhookDeliveriesDto = z.infer<typeof webhookDeliveriesDto>;
