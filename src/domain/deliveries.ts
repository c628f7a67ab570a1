// Deliveries to stores: the stores' keys and default endpoints, the admin's endpoint form, the
// artist's takedown request, and what the release page shows of each store's delivery.
import { FEATURED_STORES, MORE_STORES } from './stores.ts';

/**
 * A delivery's states: sent (queued, sending, delivered), then as the store's acknowledgements say:
 * received (the store has it, nothing more), ingested (SuccessfullyIngestedByReleaseDistributor),
 * live (ReleaseMadeAvailableToConsumers) or error (the store could not take it); failed: never sent.
 */
export const DELIVERY_STATES = ['queued', 'sending', 'delivered', 'received', 'ingested', 'live', 'error', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
/** The states of a delivery the store has: delivered, and whatever its acknowledgements said since. */
export const ARRIVED_STATES = ['delivered', 'received', 'ingested', 'live', 'error'] as const satisfies readonly DeliveryState[];
/** What a store's acknowledgement of a release says, as recorded (invalid: unreadable, or refused). */
export type AckStatus = 'received' | 'ingested' | 'live' | 'error' | 'invalid';
export const DELIVERY_KINDS = ['new', 'takedown'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];
export const ENDPOINT_PROTOCOLS = ['folder', 'sftp', 's3'] as const;
export type EndpointProtocol = (typeof ENDPOINT_PROTOCOLS)[number];

export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  queued: 'Queued',
  sending: 'Sending',
  delivered: 'Delivered',
  received: 'Received by store',
  ingested: 'Ingested by store',
  live: 'Live',
  error: 'Store error',
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

/**
 * The DDEX party ids (DPIDs) stores publish in their delivery specifications, given to their default
 * endpoints. Every other default endpoint has none until the admin enters the one the store gives.
 */
export const PUBLISHED_STORE_DPIDS: Readonly<Record<string, string>> = {
  spotify: 'PADPIDA2011072101T',
  'youtube-music': 'PADPIDA2013020802I',
};

/** At most this many further recipients per endpoint (YouTube's Content ID beside YouTube, say). */
export const EXTRA_RECIPIENTS_MAX = 5;

/** The longest secret kept (a private key in PEM is a few kilobytes). */
export const SECRET_MAX = 16_384;

export type StoreEndpointFieldLabels = Record<
  'name' | 'partyId' | 'extraPartyIds' | 'protocol' | 'host' | 'port' | 'username' | 'secretKind' | 'secret' | 'remotePath',
  string
>;

/** How the endpoint form labels each field for a protocol, so its messages name the field as the admin sees it. */
export function endpointFieldLabels(protocol: EndpointProtocol, secretKind: 'password' | 'private_key' | null): StoreEndpointFieldLabels {
  return {
    name: 'Store name',
    partyId: 'DDEX party id',
    extraPartyIds: 'Further recipients',
    protocol: 'Protocol',
    host: protocol === 's3' ? 'Service address' : 'Host',
    port: 'Port',
    username: protocol === 's3' ? 'Access key id' : 'User',
    secretKind: 'Sign in with',
    secret: protocol === 's3' ? 'Secret access key' : secretKind === 'private_key' ? 'Private key' : 'Password',
    remotePath: protocol === 'folder' ? 'Folder' : protocol === 's3' ? 'Bucket and prefix' : 'Remote path',
  };
}

export const ENDPOINT_NAME_TAKEN = 'A store with this name already exists.';

export const TAKEDOWN_REASON_MAX = 1000;
export const TAKEDOWN_ONLY_DISTRIBUTED = 'Only a distributed release can be taken down.';
export const TAKEDOWN_ALREADY_PENDING = 'A takedown request for this release is already waiting for review.';
export const TAKEDOWN_NOT_PENDING = 'This takedown request has already been decided.';
export const TAKEDOWN_NOT_FOUND = 'Takedown request not found';
export const ENDPOINT_NOT_FOUND = 'Store endpoint not found';
export const DELIVERY_NOT_FOUND = 'Delivery not found';
export const DELIVERY_NOT_FAILED = 'Only a failed delivery, or one a store answered with an error, can be sent again.';
export const DELIVERY_RESENT_ALREADY = 'This delivery has already been sent again.';
export const RESEND_NOT_APPROVED = 'The release is no longer approved, so it is not sent again.';
export const RESEND_STORE_DISABLED = 'This store is disabled. Enable it in Settings before sending again.';
export const RESEND_FILES_CHANGED = 'The release files were deleted or changed after approval. Review the release again instead.';
export const RESEND_STORE_NOT_CHOSEN = 'The release no longer goes to this store.';

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
