// What the release page reads of a store's delivery, for its deliveries panel and its timeline
// alike: the store, the state and since when, the times, attempts, and (admins only) the batch
// and the transfer error.
import { deliveries as d, storeEndpoints as e } from '../../db/schema-deliveries.ts';

/** Select with `.from(deliveries).innerJoin(storeEndpoints, ...)`. */
export const storeDeliveryColumns = {
  id: d.id,
  storeId: d.endpointId,
  storeName: e.name,
  state: d.state,
  since: d.stateChangedAt,
  queuedAt: d.queuedAt,
  deliveredAt: d.deliveredAt,
  attempts: d.attempts,
  lastError: d.lastError,
  batchId: d.batchId,
};
