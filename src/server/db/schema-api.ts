// The public API (issue 27): an account's API keys and the answers kept for idempotency keys.
// A key is shown once and kept only as its SHA-256 (a key is 32 random bytes: a fast hash is as
// safe as a slow one, and every call can check it). An idempotency key's answer is kept for a day.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { created, ts } from './columns.ts';
import { users } from './schema.ts';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account the key acts in (its owner's user id). */
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who created it: the owner, or a manager of the label's team. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** 'read': GET calls only; 'read-write': every call the account's owner may make. */
    scope: text('scope').notNull(),
    /** The key's first characters, shown in the list to tell keys apart. */
    prefix: text('prefix').notNull(),
    /** SHA-256 of the whole key, hex. */
    hash: text('hash').notNull(),
    /** Calls allowed per minute. */
    rateLimit: integer('rate_limit').notNull().default(600),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('api_keys_hash_idx').on(t.hash),
    index('api_keys_account_idx').on(t.accountId, t.createdAt.desc()),
    check('api_keys_scope_check', sql`${t.scope} in ('read','read-write')`),
    check('api_keys_rate_limit_check', sql`${t.rateLimit} between 1 and 100000`),
  ],
);

/**
 * A write's answer under the caller's Idempotency-Key: the same key again gets the same answer
 * (status null while the first call is still running: a second one at the same time is refused).
 */
export const apiIdempotency = pgTable(
  'api_idempotency',
  {
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the method, path and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.idempotencyKey] }), index('api_idempotency_created_idx').on(t.createdAt)],
);
