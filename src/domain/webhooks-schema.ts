// The webhook endpoint form: its address, a description and the events it hears (edited, it may
// also be switched off). The server then checks the address is https and public.
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_MESSAGES } from './webhooks.ts';

const url = z
  .string()
  .trim()
  .min(1, 'Address is required')
  .max(2000, 'Address must be at most 2000 characters')
  .pipe(z.url({ protocol: /^https?$/, error: WEBHOOK_MESSAGES.httpsRequired }));

const events = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, 'Please choose events from the list'), WEBHOOK_MESSAGES.eventsRequired)
  .min(1, WEBHOOK_MESSAGES.eventsRequired)
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((list) => [...new Set(list)]);

export const webhookEndpointSchema = z.object({
  url,
  description: z.string().trim().max(200, 'Description must be at most 200 characters').default(''),
  events,
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointSchema>;

export const webhookEndpointUpdateSchema = webhookEndpointSchema.extend({ enabled: z.boolean('Please say whether it is on') });
export type WebhookEndpointUpdateInput = z.input<typeof webhookEndpointUpdateSchema>;
