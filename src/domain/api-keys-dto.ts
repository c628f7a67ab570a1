// What the API key routes answer. The web takes only the types.
import { z } from 'zod';
import { API_KEY_SCOPES } from './api-keys.ts';

export const apiKeyDto = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  /** The key's first characters, to tell keys apart. */
  prefix: z.string(),
  rateLimit: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKeyDto = z.infer<typeof apiKeyDto>;

export const apiKeysDto = z.object({
  keys: z.array(apiKeyDto),
  /** Why the account cannot use the API (its plan); null when it can. */
  locked: z.string().nullable(),
});
export type ApiKeysDto = z.infer<typeof apiKeysDto>;

/** A key just created: the only answer that carries the key itself. */
export const createdApiKeyDto = z.object({ key: apiKeyDto, secret: z.string() });
export type CreatedApiKeyDto = z.infer<typeof createdApiKeyDto>;
