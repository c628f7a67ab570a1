// At approval, inside the approving transaction: one delivery per store the release goes to, each
// with the hashes of the files as approved, the store's checked message and its batch's manifest,
// and its job, so all commit with the approval or not at all. A store already holding an
// unfinished delivery of the release is not queued twice. An approved change (a revision) goes
// the same way as updates, each naming its revision: one per revision and store, the database
// refusing a second.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/pool.ts';
import { deliveries, storeEndpoints } from '../../db/schema-deliveries.ts';
import type { Deps } from '../../deps.ts';
import type { ReleaseSnapshot } from './ern/types.ts';
import { DELIVERY_SEND } from './job-names.ts';
import { sealBatches, type MessageEnv } from './outgoing-messages.ts';
import type { PreparedDistribution } from './prepare-distribution.ts';

export function snapshotHashes(s: ReleaseSnapshot): Record<string, string> {
  const files = [s.cover, ...s.tracks.map((t) => t.audio)].filter((f) => f !== null);
  return Object.fromEntries(files.map((f) => [f.fileId, f.sha256]));
}

/**
 * One release, or several at once (their manifests checked in one run); returns the ids of the
 * deliveries queued. `redeliveryOf`: the delivery a store answered with an error that this one
 * (to that one store) sends again, as a ReDelivery; the database takes one such per delivery.
 * `revisionId`: the approved revision these deliveries send (updates, or new to a store that never had it).
 */
export async function queueReleaseDeliveries(
  deps: Pick<Deps, 'jobs'> & { env: MessageEnv },
  tx: Tx,
  prepared: PreparedDistribution | PreparedDistribution[],
  o: { redeliveryOf?: string; revisionId?: string } = {},
): Promise<string[]> {
  const items = [];
  const queued = o.revisionId
    ? sql`d.revision_id = ${o.revisionId}`
    : sql`d.kind <> 'takedown' and d.revision_id is null and d.state in ('queued','sending')`;
  for (const { snapshot, stores, messages, kinds } of [prepared].flat()) {
    if (!stores.length) continue;
    const endpoints = await tx
      .select({ id: storeEndpoints.id, storeKey: storeEndpoints.storeKey })
      .from(storeEndpoints)
      .where(
        and(
          inArray(
            storeEndpoints.storeKey,
            stores.map((s) => s.key),
          ),
          eq(storeEndpoints.enabled, true),
          sql`not exists (select 1 from ${deliveries} d where d.endpoint_id = ${storeEndpoints.id} and d.release_id = ${snapshot.id}
          and ${queued})`,
        ),
      );
    for (const e of endpoints) {
      const i = stores.findIndex((s) => s.key === e.storeKey);
      items.push({
        snapshot,
        endpointId: e.id,
        recipient: stores[i]!,
        kind: kinds?.[i] ?? ('new' as const),
        redelivery: o.redeliveryOf !== undefined,
        message: messages[i]!,
      });
    }
  }
  if (!items.length) return [];
  const sealed = await sealBatches(deps.env, tx, items);
  const rows = await tx
    .insert(deliveries)
    .values(
      items.map((item, i) => ({
        releaseId: item.snapshot.id,
        endpointId: item.endpointId,
        kind: item.kind,
        releaseIcpn: item.snapshot.icpn,
        // An update's batch carries only the files its message names (those the store does not hold).
        fileHashes:
          item.kind === 'update'
            ? Object.fromEntries(item.message.resources.map((f) => [f.fileId, f.sha256]))
            : snapshotHashes(item.snapshot),
        redeliveryOf: o.redeliveryOf ?? null,
        revisionId: o.revisionId ?? null,
        ...sealed[i]!,
      })),
    )
    .returning({ id: deliveries.id });
  for (const r of rows) await deps.jobs.send(DELIVERY_SEND, { deliveryId: r.id }, { db: tx });
  return rows.map((r) => r.id);
}
