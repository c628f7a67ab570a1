// Deliveries to stores: the stores' keys and default endpoints, the admin's endpoint form, the
// artist's takedown request, and what the release page shows of each store's delivery.
import { z } from 'zod';
import { FEATURED_STORES, MORE_STORES } from './stores.ts';

export const DELIVERY_STATES = ['queued', 'sending', 'delivered', 'acknowledged', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
export const DELIVERY_KINDS = ['new', 'takedown'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];
export const ENDPOINT_PROTOCOLS = ['folder', 'sftp', 's3'] as const;
export type EndpointProtocol = (typeof ENDPOINT_PROTOCOLS)[number];

export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  queued: 'Queued',
  sending: 'Sending',
  delivered: 'Delivered',
  acknowledged: 'Acknowledged',
  failed: 'Failed',
};

/** A store's key as releases and endpoints name it: its name in lower case, words joined by hyphens. */
export const storeKey = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Every store named on /stores gets a local-folder endpoint by default (DATA_DIR/deliveries/<key>). */
export const DEFAULT_STORE_NAMES: readonly string[] = [...FEATURED_STORES.map((s) => s.name), ...MORE_STORES];

/** A placeholder DDEX party id for a default endpoint, until the admin enters the store's real one. */
export const defaultStoreDpid = (key: string): string => `PADPIDA${key.replace(/-/g, '').toUpperCase().slice(0, 18)}`;

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`)
    .refine((v) => ![...v].some((ch) => ch.charCodeAt(0) < 32), `${label} cannot contain control characters`);

/** An endpoint as the admin saves it. The secret is only sent to change it (null removes it). */
export const storeEndpointSchema = z
  .object({
    name: text('Store name', 80),
    partyId: z
      .string()
      .trim()
      .regex(/^PADPIDA[A-Za-z0-9]{1,40}$/, 'DDEX party id must be PADPIDA followed by letters and digits'),
    protocol: z.enum(ENDPOINT_PROTOCOLS, 'Protocol must be SFTP, S3 or a local folder'),
    host: text('Host', 255).nullable(),
    port: z.number().int('Port must be a whole number').min(1, 'Port must be 1 to 65535').max(65535, 'Port must be 1 to 65535').nullable(),
    username: text('User', 128).nullable(),
    secretKind: z.enum(['password', 'private_key'], 'Secret must be a password or a private key').nullable(),
    secret: z.string().min(1, 'Secret is required').max(16_384, 'Secret is at most 16384 characters').nullable().optional(),
    remotePath: text('Remote path', 500).refine((v) => !v.split(/[\\/]/).includes('..'), 'Remote path cannot contain ..'),
    enabled: z.boolean(),
  })
  .refine((v) => v.protocol !== 'sftp' || (v.host && v.username), { message: 'SFTP needs a host and a user', path: ['host'] })
  .refine((v) => v.protocol !== 'folder' || !v.remotePath.startsWith('/'), {
    message: 'A local folder is a path inside the data folder',
    path: ['remotePath'],
  });
export type StoreEndpointInput = z.infer<typeof storeEndpointSchema>;

export const updateStoreEndpointSchema = z.object({ endpoint: storeEndpointSchema, version: z.string().max(40) });

export type StoreEndpointDto = {
  id: string;
  storeKey: string;
  name: string;
  partyId: string;
  protocol: EndpointProtocol;
  host: string | null;
  port: number | null;
  username: string | null;
  secretKind: 'password' | 'private_key' | null;
  /** Whether a secret is kept; the secret itself never leaves the server. */
  hasSecret: boolean;
  remotePath: string;
  enabled: boolean;
  version: string;
};

export const TAKEDOWN_REASON_MAX = 1000;
export const takedownRequestSchema = z.object({
  /** Endpoint ids; empty or absent: every store the release was delivered to. */
  storeIds: z
    .array(z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Choose stores from the list'))
    .max(100, 'Choose stores from the list')
    .optional(),
  reason: z.string().trim().max(TAKEDOWN_REASON_MAX, `Reason is at most ${TAKEDOWN_REASON_MAX} characters`).optional(),
});
export type TakedownRequestInput = z.infer<typeof takedownRequestSchema>;

export const decideTakedownSchema = z.object({ decision: z.enum(['approved', 'rejected'], 'Approve or reject the request') });

export type DeliveryDto = {
  id: string;
  storeId: string;
  storeName: string;
  kind: DeliveryKind;
  state: DeliveryState;
  /** When it entered its state (ISO). */
  since: string;
  queuedAt: string;
  deliveredAt: string | null;
  attempts: number;
  lastError: string | null;
  batchId: string | null;
  /** The store's latest acknowledgement of it. */
  ack: { status: 'ingested' | 'error' | 'invalid'; errorText: string | null; proposedAction: string | null; at: string } | null;
};

export type TakedownRequestDto = {
  id: string;
  releaseId: string;
  releaseTitle: string;
  artistName: string;
  /** The stores named; empty: all of them. */
  stores: { id: string; name: string }[];
  reason: string | null;
  state: 'pending' | 'approved' | 'rejected';
  createdAt: string;
  decidedAt: string | null;
};

export type ReleaseDeliveriesDto = {
  deliveries: DeliveryDto[];
  /** Milliseconds from approval to the last store's delivery, once every store has it. */
  approvalToLastDeliveryMs: number | null;
  takedowns: TakedownRequestDto[];
  /** Whether the artist may ask for a takedown now. */
  canRequestTakedown: boolean;
};

/** The Overview's figure: how long approved releases took to reach their last store over 30 days. */
export type DeliveryTimesDto = { releases: number; medianMs: number | null; slowestMs: number | null };

export const TAKEDOWN_ONLY_DISTRIBUTED = 'Only a distributed release can be taken down.';
export const TAKEDOWN_ALREADY_PENDING = 'A takedown request for this release is already waiting for review.';
export const TAKEDOWN_NOT_PENDING = 'This takedown request has already been decided.';
export const TAKEDOWN_NOT_FOUND = 'Takedown request not found';
export const ENDPOINT_NOT_FOUND = 'Store endpoint not found';

/** "2 h 5 min", "3 min 20 s", "12 s": a measured duration as people read it. */
export function formatDuration(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return s % 60 ? `${m} min ${s % 60} s` : `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 48) return m % 60 ? `${h} h ${m % 60} min` : `${h} h`;
  const d = Math.floor(h / 24);
  return h % 24 ? `${d} d ${h % 24} h` : `${d} d`;
}
