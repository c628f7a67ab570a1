// Run inside the approving transaction, before anything is queued: the release gets its UPC and
// ISRCs (kept when the artist gave them), and a message is built and validated against the
// official schema for every store it goes to (kept: the deliveries send these messages). A release
// that cannot make a valid message is refused with the reason, so the approval rolls back and
// nothing is queued.
import { eq } from 'drizzle-orm';
import { invalid } from '../../../domain/errors.ts';
import type { Tx } from '../../db/pool.ts';
import { musicReleases } from '../../db/schema-releases.ts';
import type { Deps } from '../../deps.ts';
import { loadReleaseSnapshot } from './ern/load-release-snapshot.ts';
import type { ReleaseSnapshot, StoreParty } from './ern/types.ts';
import type { HeldFiles } from './held-files.ts';
import { assignIdentifiers } from './identifiers/assign-identifiers.ts';
import { buildCheckedMessages, type CheckedMessage } from './outgoing-messages.ts';

export type PreparedDistribution = {
  /** The release with its identifiers, files hashed. */
  snapshot: ReleaseSnapshot;
  /** The enabled stores the release goes to (its chosen ones, or all when it chose none). */
  stores: StoreParty[];
  /** Each store's message, validated, in the order of stores: what its delivery will send. */
  messages: CheckedMessage[];
  /** Each store's kind of message, in the order of stores (absent: every one new): an update where the store holds the release (or sells it already: an imported release). */
  kinds?: ('new' | 'update')[];
};

export const NO_STORE_ENABLED =
  'None of the stores chosen for this release is enabled. Enable one in Settings or ask the artist to choose others.';

/**
 * `enabledStores`: the store endpoints enabled now. Throws DomainError (VALIDATION, IDENTIFIERS_EXHAUSTED)
 * with the reason, among them a store the release goes to without the DPIDs it needs (message-parties.ts).
 */
export async function prepareDistribution(
  tx: Tx,
  deps: Deps,
  releaseId: string,
  enabledStores: StoreParty[],
  /** For a change to a delivered release: each store's files as it holds them (held-files.ts). */
  held?: HeldFiles,
): Promise<PreparedDistribution> {
  // Files are hashed first (the slow part), before the code counters are locked by the assignment.
  const before = await loadReleaseSnapshot(deps, tx, releaseId);
  const hashes = new Map([before.cover, ...before.tracks.map((t) => t.audio)].filter((f) => f !== null).map((f) => [f.fileId, f.sha256]));
  await assignIdentifiers(deps, tx, releaseId);
  const snapshot = await loadReleaseSnapshot(deps, tx, releaseId, hashes);
  const chosen = snapshot.stores;
  const stores = chosen ? enabledStores.filter((s) => chosen.includes(s.key)) : enabledStores;
  if (chosen && chosen.length && !stores.length) throw invalid(NO_STORE_ENABLED);
  // With no store set up yet the message is still built and checked, as a test message to a local store.
  const recipients: StoreParty[] = stores.length
    ? stores
    : [{ key: '', name: deps.env.BRAND_NAME, dpid: null, extraDpids: [], protocol: 'folder' }];
  const files = [snapshot.cover, ...snapshot.tracks.map((t) => t.audio)].filter((f) => f !== null);
  // A release brought from another distributor is at every store already, none of our files with it:
  // its message updates the product the store sells (same ICPN and ISRCs), carrying every file.
  const [release] = await tx.select({ imported: musicReleases.alreadyInStores }).from(musicReleases).where(eq(musicReleases.id, releaseId));
  const items = recipients.map((recipient) => {
    const holds = held?.get(recipient.key) ?? (release?.imported ? new Map<string, string>() : undefined);
    if (!holds) return { snapshot, recipient, kind: 'new' as const };
    const heldFiles = new Set(files.filter((f) => holds.get(f.fileId) === f.sha256).map((f) => f.fileId));
    return { snapshot, recipient, kind: 'update' as const, heldFiles };
  });
  const messages = await buildCheckedMessages(deps.env, items);
  return stores.length ? { snapshot, stores, messages, kinds: items.map((i) => i.kind) } : { snapshot, stores, messages: [], kinds: [] };
}
