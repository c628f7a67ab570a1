// Run inside the approving transaction, before anything is queued: the release gets its UPC and
// ISRCs (kept when the artist gave them), and a message is built and validated for every store
// it goes to. A release that cannot make a valid message is refused with the reason.
import type { Deps } from '../../deps.ts';
import type { Tx } from '../../db/pool.ts';
import type { ReleaseSnapshot, StoreParty } from './ern/types.ts';

export type PreparedDistribution = {
  /** The release with its identifiers, files hashed. */
  snapshot: ReleaseSnapshot;
  /** The enabled stores the release goes to (its chosen ones, or all when it chose none). */
  stores: StoreParty[];
};

/** `enabledStores`: the store endpoints enabled now. Throws DomainError (VALIDATION, IDENTIFIERS_EXHAUSTED) with the reason. */
export async function prepareDistribution(
  _tx: Tx,
  _deps: Deps,
  _releaseId: string,
  _enabledStores: StoreParty[],
): Promise<PreparedDistribution> {
  throw new Error('not built yet');
}
