// Webhooks (the public API): an account's endpoints, the events written in the transaction of the
// change they tell of (an outbox), one delivery per event and endpoint, and every attempt to send
// one. The sender (features/webhooks/send-due-webhooks.ts) takes due deliveries with FOR UPDATE
// SKIP LOCKED and leases them: a delivery left `sending` past its lease is taken again.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { created, ts, updated } from './columns.ts';
import { users } from './schema.ts';

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account whose events it hears (its owner's user id). */
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** The event types it is sent (domain/webhooks.ts WEBHOOK_EVENT_TYPES). */
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The signing secret, sealed (crypto/secret-box.ts): the owner may reveal it. */
    secret: text('secret').notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('webhook_endpoints_account_idx').on(t.accountId, t.createdAt)],
);

export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** The JSON sent, kept as text so every attempt signs the same bytes. */
    body: text('body').notNull(),
    createdAt: created(),
  },
  (t) => [index('webhook_events_account_idx').on(t.accountId, t.createdAt)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    /** pending (due at next_attempt_at), sending (leased until next_attempt_at), delivered, failed. */
    status: text('status').notNull().default('pending'),
    /** Attempts taken, all told. */
    attempts: integer('attempts').notNull().default(0),
    /** Failed attempts since it was last queued: how long the next one waits. */
    failures: integer('failures').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').defaultNow(),
    /** Names the sender holding the lease, so a sender whose lease lapsed records nothing over another's. */
    leaseToken: uuid('lease_token'),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: ts('delivered_at'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_endpoint_event_idx').on(t.endpointId, t.eventId),
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending','sending')`),
    check('webhook_deliveries_status_check', sql`${t.status} in ('pending','sending','delivered','failed')`),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    startedAt: ts('started_at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** The receiver's HTTP status; null when none came (refused, timed out, unreachable). */
    statusCode: integer('status_code'),
    error: text('error'),
    /** The first bytes of the answer. */
    responseBody: text('response_body'),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attempt)],
);
