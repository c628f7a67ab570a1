// Deliveries to stores (DESIGN.md section 8): where each store takes releases, one row per release
// and store for each message sent (a release, or its takedown) with every attempt logged, the
// stores' acknowledgements, and the artists' takedown requests.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { created, ts, updated } from './columns.ts';
import { users } from './schema.ts';
import { musicReleases, releaseRevisions } from './schema-releases.ts';

/** A store's endpoint: how and where its batches go. The password or private key is sealed (crypto/secret-box.ts). */
export const storeEndpoints = pgTable(
  'store_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The store as releases name it (music_releases.stores). */
    storeKey: text('store_key').notNull(),
    name: text('name').notNull(),
    /** The store's DDEX party id (DPID), the recipient of its messages; null until the admin enters the one the store gives. */
    partyId: text('party_id'),
    /** Further recipients of every message to this endpoint (DPIDs), as YouTube's Content ID beside YouTube. */
    extraPartyIds: text('extra_party_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    protocol: text('protocol').notNull().default('folder'),
    host: text('host'),
    port: integer('port'),
    username: text('username'),
    /** `password` or `private_key`, sealed in secret_sealed. */
    secretKind: text('secret_kind'),
    secretSealed: text('secret_sealed'),
    /** A folder (relative to DATA_DIR for the folder protocol), a remote directory, or an S3 bucket/prefix. */
    remotePath: text('remote_path').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('store_endpoints_store_key_idx').on(t.storeKey),
    check('store_endpoints_protocol_check', sql`${t.protocol} in ('sftp','s3','folder')`),
    check('store_endpoints_secret_kind_check', sql`${t.secretKind} is null or ${t.secretKind} in ('password','private_key')`),
  ],
);

/** An artist's request to take a distributed release down from some stores (or all: store_ids null). */
export const takedownRequests = pgTable(
  'takedown_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    releaseId: uuid('release_id')
      .notNull()
      .references(() => musicReleases.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The endpoints to take it down from; null: every store it was delivered to. */
    storeIds: uuid('store_ids').array(),
    reason: text('reason'),
    state: text('state').notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: ts('decided_at'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('takedown_requests_release_idx').on(t.releaseId, t.createdAt.desc()),
    index('takedown_requests_state_idx').on(t.state, t.createdAt),
    // One open request per release at a time.
    uniqueIndex('takedown_requests_pending_idx')
      .on(t.releaseId)
      .where(sql`${t.state} = 'pending'`),
    check('takedown_requests_state_check', sql`${t.state} in ('pending','approved','rejected')`),
  ],
);

/**
 * One message to one store: queued -> sending -> delivered, then as the store's acknowledgements say
 * (received -> ingested -> live, or error, which a later acknowledgement may change again), or
 * failed with the reason when it could not be sent.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    releaseId: uuid('release_id')
      .notNull()
      .references(() => musicReleases.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => storeEndpoints.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('new'),
    takedownRequestId: uuid('takedown_request_id').references(() => takedownRequests.id, { onDelete: 'set null' }),
    state: text('state').notNull().default('queued'),
    /** `YYYYMMDDhhmmssnnn`, fixed at the first attempt so a resumed delivery completes the same batch. */
    batchId: text('batch_id'),
    messageId: text('message_id'),
    /** The release's ICPN as the message names it: what the store's acknowledgements refer to. */
    releaseIcpn: text('release_icpn'),
    /** SHA-256 of each file as approved (file id -> hex): a file changed since is refused, not sent. */
    fileHashes: jsonb('file_hashes').$type<Record<string, string>>().notNull().default({}),
    /** The ERN message as built and validated when queued: these exact bytes are sent. */
    message: text('message'),
    /** Hex SHA-256 of message, checked before it is sent. */
    messageSha256: text('message_sha256'),
    /** The batch's BatchComplete manifest, built and validated with the message, written last. */
    manifest: text('manifest'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When it was queued: for a release, the moment it was approved. */
    queuedAt: ts('queued_at').notNull().defaultNow(),
    stateChangedAt: ts('state_changed_at').notNull().defaultNow(),
    deliveredAt: ts('delivered_at'),
    acknowledgedAt: ts('acknowledged_at'),
    /** The delivery a store answered with an error that this one sends again (a ReDelivery batch): one per errored delivery. */
    redeliveryOf: uuid('redelivery_of').references((): AnyPgColumn => deliveries.id, { onDelete: 'set null' }),
    /** The approved revision an update delivery sends (kind update): one per revision and store. */
    revisionId: uuid('revision_id').references(() => releaseRevisions.id, { onDelete: 'set null' }),
    /** When its batch folder was last looked at for the store's acknowledgements. */
    acksCheckedAt: ts('acks_checked_at'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('deliveries_release_idx').on(t.releaseId, t.createdAt),
    index('deliveries_endpoint_icpn_idx').on(t.endpointId, t.releaseIcpn),
    index('deliveries_state_idx').on(t.state, t.stateChangedAt),
    index('deliveries_delivered_idx').on(t.deliveredAt),
    uniqueIndex('deliveries_endpoint_batch_idx').on(t.endpointId, t.batchId),
    uniqueIndex('deliveries_redelivery_of_idx')
      .on(t.redeliveryOf)
      .where(sql`${t.redeliveryOf} is not null`),
    uniqueIndex('deliveries_revision_endpoint_idx')
      .on(t.revisionId, t.endpointId)
      .where(sql`${t.revisionId} is not null`),
    check('deliveries_kind_check', sql`${t.kind} in ('new','update','takedown')`),
    // A batch id is its creation time (batch-id.ts): the next batch's id is read from the last one.
    check('deliveries_batch_id_check', sql`${t.batchId} ~ '^[0-9]{17}$'`),
    check('deliveries_state_check', sql`${t.state} in ('queued','sending','delivered','received','ingested','live','error','failed')`),
  ],
);

/** Every attempt at a delivery, with its error when it failed. */
export const deliveryAttempts = pgTable(
  'delivery_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    startedAt: ts('started_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
    outcome: text('outcome').notNull().default('running'),
    error: text('error'),
  },
  (t) => [
    index('delivery_attempts_delivery_idx').on(t.deliveryId, t.attempt),
    check('delivery_attempts_outcome_check', sql`${t.outcome} in ('running','ok','error','refused')`),
  ],
);

/**
 * A store's AcknowledgementMessage (ACK_*.xml, at the endpoint's root or in a batch's folder) as
 * picked up, one row per release it names: received, ingested, live, or an error with its proposed
 * action; invalid when unreadable or refused. Every one is kept: a delivery's history of answers.
 */
export const deliveryAcknowledgements = pgTable(
  'delivery_acknowledgements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => storeEndpoints.id, { onDelete: 'cascade' }),
    deliveryId: uuid('delivery_id').references(() => deliveries.id, { onDelete: 'set null' }),
    releaseId: uuid('release_id').references(() => musicReleases.id, { onDelete: 'cascade' }),
    /** The file's path from the endpoint's root (`<BatchId>/ACK_...xml` in a batch's folder). */
    fileName: text('file_name').notNull(),
    /** The acknowledgement's own MessageId. */
    messageId: text('message_id'),
    /** Its MessageSender's PartyId, as written. */
    senderPartyId: text('sender_party_id'),
    /** Its MessageCreatedDateTime: a later answer overrides an earlier one, not the other way round. */
    sentAt: ts('sent_at'),
    releaseIcpn: text('release_icpn'),
    /** The batch and our MessageId it answers, where it says (or, the batch, where it lies). */
    batchId: text('batch_id'),
    acknowledgedMessageId: text('acknowledged_message_id'),
    /** The store's SupplyChainStatus as written (ReleaseReceivedByReleaseDistributor, ...). */
    releaseStatus: text('release_status'),
    status: text('status').notNull(),
    /** The state it put its delivery in; null when it changed nothing (an older answer, a lesser one). */
    deliveryState: text('delivery_state'),
    errorText: text('error_text'),
    proposedAction: text('proposed_action'),
    /** When an admin dealt with an error acknowledgement; until then it waits in the console. */
    resolvedAt: ts('resolved_at'),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('delivery_acknowledgements_file_idx').on(t.endpointId, t.fileName),
    index('delivery_acknowledgements_release_idx').on(t.releaseId, t.createdAt),
    index('delivery_acknowledgements_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'error' and ${t.resolvedAt} is null`),
    index('delivery_acknowledgements_delivery_idx').on(t.deliveryId, t.sentAt),
    check('delivery_acknowledgements_status_check', sql`${t.status} in ('received','ingested','live','error','invalid')`),
  ],
);
