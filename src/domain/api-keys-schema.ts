// The API key form: one schema checks it in the browser and the body on the server.
import { z } from 'zod';
import { API_KEY_MESSAGES, API_KEY_SCOPES, DEFAULT_RATE_LIMIT, MAX_RATE_LIMIT } from './api-keys.ts';

export const apiKeySchema = z.object({
  name: z.string().trim().min(1, API_KEY_MESSAGES.nameRequired).max(60, 'Key name must be at most 60 characters'),
  scope: z.enum(API_KEY_SCOPES, 'Please choose what the key may do'),
  rateLimit: z.coerce
    .number('Calls per minute must be a whole number')
    .int('Calls per minute must be a whole number')
    .min(1, 'Calls per minute must be at least 1')
    .max(MAX_RATE_LIMIT, `Calls per minute must be at most ${MAX_RATE_LIMIT}`)
    .default(DEFAULT_RATE_LIMIT),
});
export type ApiKeyInput = z.input<typeof apiKeySchema>;
export type ApiKeyValues = z.output<typeof apiKeySchema>;
