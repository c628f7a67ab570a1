// What the takedown operations share (request-takedown.ts, list-pending-takedowns.ts,
// decide-takedown.ts). Takedowns: the artist asks for a distributed release to leave some stores (or all it reached);
// an admin approves, and a takedown message (built and checked then: the release without deals,
// ERN Part 1 6.19.4) goes to each of those stores the way the release did, or rejects. One open request per release; both steps audited where the
// admin acts.
import { inArray, sql } from 'drizzle-orm';
import { ARRIVED_STATES } from '../../../domain/deliveries.ts';
import type { Tx } from '../../db/pool.ts';
import { deliveries, storeEndpoints } from '../../db/schema-deliveries.ts';
import type { Deps } from '../../deps.ts';
import { loadReleaseSnapshot } from './ern/load-release-snapshot.ts';
import type { StoreParty } from './ern/types.ts';
import { DELIVERY_SEND } from './job-names.ts';
import { buildCheckedMessages, sealBatches } from './outgoing-messages.ts';
import { storePartyColumns } from './store-endpoints.ts';

/** The stores that hold the release now: the latest delivery to each is a delivered release or update (whatever the store answered since). */
export async function storesHolding(tx: Tx, releaseId: string): Promise<{ endpointId: string; releaseIcpn: string | null }[]> {
  const rows = await tx.execute<{ endpoint_id: string; kind: string; state: string; release_icpn: string | null }>(sql`
    select distinct on (endpoint_id) endpoint_id, kind, state, release_icpn from deliveries
    where release_id = ${releaseId} and (kind = 'takedown' or state in ${ARRIVED_STATES})
    order by endpoint_id, created_at desc`);
  return rows.rows.filter((r) => r.kind !== 'takedown').map((r) => ({ endpointId: r.endpoint_id, releaseIcpn: r.release_icpn }));
}

/**
 * Takedown messages for the stores named, built and checked now as a release's are at approval, and
 * queued. `redeliveryOf`: the takedown a store answered with an error that this one sends again.
 */
export async function queueTakedownDeliveries(
  deps: Deps,
  tx: Tx,
  releaseId: string,
  targets: { endpointId: string; releaseIcpn: string | null }[],
  takedownRequestId: string | null,
  redeliveryOf?: string,
): Promise<string[]> {
  const snapshot = await loadReleaseSnapshot(deps, tx, releaseId);
  const endpoints = await tx
    .select({ id: storeEndpoints.id, ...storePartyColumns })
    .from(storeEndpoints)
    .where(
      inArray(
        storeEndpoints.id,
        targets.map((h) => h.endpointId),
      ),
    );
  const items = targets.map((h) => ({
    endpointId: h.endpointId,
    recipient: endpoints.find((e) => e.id === h.endpointId)! as StoreParty,
    kind: 'takedown' as const,
  }));
  const messages = await buildCheckedMessages(
    deps.env,
    items.map((item) => ({ ...item, snapshot })),
  );
  const sealed = await sealBatches(
    deps.env,
    tx,
    items.map((item, i) => ({ ...item, message: messages[i]! })),
  );
  const rows = await tx
    .insert(deliveries)
    .values(
      targets.map((h, i) => ({
        releaseId,
        endpointId: h.endpointId,
        kind: 'takedown' as const,
        takedownRequestId,
        releaseIcpn: h.releaseIcpn,
        redeliveryOf: redeliveryOf ?? null,
        ...sealed[i]!,
      })),
    )
    .returning({ id: deliveries.id });
  for (const r of rows) await deps.jobs.send(DELIVERY_SEND, { deliveryId: r.id }, { db: tx });
  return rows.map((r) => r.id);
}
