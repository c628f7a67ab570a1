// The public API's keys: an Enterprise Label account (or an admin) creates keys for its own
// systems. A key acts in the account as its owner would, within its scope: 'read' makes GET calls
// only, 'read-write' every call of the API. The key is shown once; it is kept only as its hash. The
// form's schema: api-keys-schema.ts.
export const API_KEY_SCOPES = ['read', 'read-write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = { read: 'Read only', 'read-write': 'Read and write' };

/** Calls a key may make per minute unless its creator chose otherwise. */
export const DEFAULT_RATE_LIMIT = 1200;
export const MAX_RATE_LIMIT = 6000;
/** Keys an account may hold at once (revoked ones aside). */
export const MAX_ACTIVE_KEYS = 25;
/** What every key starts with, so a leaked one is recognised (by people and by secret scanners). */
export const API_KEY_PREFIX = 'tl_live_';

export const API_KEY_MESSAGES = {
  planRequired: 'API access is part of the Enterprise Label plan. Upgrade to create and use API keys.',
  nameRequired: 'Key name is required',
  tooMany: `An account can hold ${MAX_ACTIVE_KEYS} active keys. Revoke one you no longer use first.`,
  notFound: 'API key not found',
  missing: 'Send your API key in the Authorization header: “Authorization: Bearer <key>”.',
  invalid: 'This API key is not valid: it may have been revoked.',
  readOnly: 'This API key can only read. Use a read-write key to make changes.',
  suspended: 'The account this API key belongs to is suspended.',
  idempotencyKey: 'Idempotency-Key must be 1 to 255 visible characters.',
  idempotencyBusy: 'A request with this Idempotency-Key is still being processed. Try again in a moment.',
  idempotencyReused: 'This Idempotency-Key was already used for a different request.',
} as const;
