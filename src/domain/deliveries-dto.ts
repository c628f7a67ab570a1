// What the deliveries API answers with: a release's stores and takedown requests, and the console's
// store endpoints, takedown decisions, store errors, failed deliveries and delivery times. The
// schemas are the server's answer contract; the web takes only their types.
import { z } from 'zod';
import { DELIVERY_KINDS, DELIVERY_STATES, ENDPOINT_PROTOCOLS } from './deliveries.ts';

/** What a store's acknowledgement of a release says, as recorded (invalid: unreadable, or refused). */
export const ackStatusDto = z.enum(['received', 'ingested', 'live', 'error', 'invalid']);
/** The kinds of deliveries the console lists: a release, a change of a release in stores, a takedown. */
export const sentKindDto = z.enum(['new', 'update', 'takedown']);

export const storeEndpointDto = z.object({
  id: z.string(),
  storeKey: z.string(),
  name: z.string(),
  /** The store's DPID, the recipient of its messages; null until the admin enters it. */
  partyId: z.string().nullable(),
  /** Further recipients of every message to this endpoint (DPIDs). */
  extraPartyIds: z.array(z.string()),
  protocol: z.enum(ENDPOINT_PROTOCOLS),
  host: z.string().nullable(),
  port: z.number().nullable(),
  username: z.string().nullable(),
  secretKind: z.enum(['password', 'private_key']).nullable(),
  /** Whether a secret is kept; the secret itself never leaves the server. */
  hasSecret: z.boolean(),
  remotePath: z.string(),
  enabled: z.boolean(),
  version: z.string(),
});
export type StoreEndpointDto = z.infer<typeof storeEndpointDto>;

/** What trying an endpoint found: reached or not, in plain words, with the system's own text for the admin who wants it. */
export const endpointTestDto = z.object({ ok: z.boolean(), message: z.string(), detail: z.string().nullable() });
export type EndpointTestDto = z.infer<typeof endpointTestDto>;

export const deliveryDto = z.object({
  id: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  kind: z.enum(DELIVERY_KINDS),
  state: z.enum(DELIVERY_STATES),
  /** When it entered its state (ISO). */
  since: z.string(),
  queuedAt: z.string(),
  deliveredAt: z.string().nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  batchId: z.string().nullable(),
  /** The store's latest acknowledgement of it. */
  ack: z
    .object({ status: ackStatusDto, errorText: z.string().nullable(), proposedAction: z.string().nullable(), at: z.string() })
    .nullable(),
});
export type DeliveryDto = z.infer<typeof deliveryDto>;

export const takedownRequestDto = z.object({
  id: z.string(),
  releaseId: z.string(),
  releaseTitle: z.string(),
  artistName: z.string(),
  /** The stores named; empty: all of them. */
  stores: z.array(z.object({ id: z.string(), name: z.string() })),
  reason: z.string().nullable(),
  state: z.enum(['pending', 'approved', 'rejected']),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TakedownRequestDto = z.infer<typeof takedownRequestDto>;

export const releaseDeliveriesDto = z.object({
  deliveries: z.array(deliveryDto),
  /** Milliseconds from approval to the last store's delivery, once every store has it. */
  approvalToLastDeliveryMs: z.number().nullable(),
  takedowns: z.array(takedownRequestDto),
  /** Whether the artist may ask for a takedown now. */
  canRequestTakedown: z.boolean(),
});
export type ReleaseDeliveriesDto = z.infer<typeof releaseDeliveriesDto>;

/** A store's error acknowledgement waiting for the admin. */
export const ackErrorDto = z.object({
  id: z.string(),
  storeName: z.string(),
  releaseId: z.string().nullable(),
  releaseTitle: z.string().nullable(),
  fileName: z.string(),
  status: z.enum(['error', 'invalid']),
  errorText: z.string().nullable(),
  proposedAction: z.string().nullable(),
  createdAt: z.string(),
  /** The delivery it answers, when it could be told. */
  deliveryId: z.string().nullable(),
  /** Whether that delivery can be sent again now (a ReDelivery): its latest answer is this error and nothing was sent since. */
  canResend: z.boolean(),
});
export type AckErrorDto = z.infer<typeof ackErrorDto>;

/** A delivery the console lists for attention: which release, whose, to which store. */
export const deliveryToWatchDto = z.object({
  id: z.string(),
  releaseId: z.string(),
  releaseTitle: z.string(),
  artistName: z.string(),
  storeName: z.string(),
  kind: sentKindDto,
});

/** A delivery that gave up, waiting for the admin to send it again. */
export const failedDeliveryDto = deliveryToWatchDto.extend({
  attempts: z.number(),
  lastError: z.string().nullable(),
  since: z.string(),
});
export type FailedDeliveryDto = z.infer<typeof failedDeliveryDto>;

/** The Overview's figure: how long approved releases took to reach their last store over 30 days. */
export const deliveryTimesDto = z.object({ releases: z.number(), medianMs: z.number().nullable(), slowestMs: z.number().nullable() });
export type DeliveryTimesDto = z.infer<typeof deliveryTimesDto>;

/** The console's deliveries card: the delivery times and what waits for the admin. */
export const deliverySummaryDto = z.object({
  times: deliveryTimesDto,
  acknowledgementErrors: z.number(),
  failedDeliveries: z.number(),
  pendingTakedowns: z.number(),
});
export type DeliverySummaryDto = z.infer<typeof deliverySummaryDto>;
