// At approval, inside the approving transaction: one delivery per store the release goes to, each
// with the hashes of the files as approved, and its job, so both commit with the approval or not
// at all. A store already holding an unfinished delivery of the release is not queued twice.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/pool.ts';
import { deliveries, storeEndpoints } from '../../db/schema-deliveries.ts';
import type { Deps } from '../../deps.ts';
import type { ReleaseSnapshot, StoreParty } from './ern/types.ts';
import { DELIVERY_SEND } from './job-names.ts';

export function snapshotHashes(s: ReleaseSnapshot): Record<string, string> {
  const files = [s.cover, ...s.tracks.map((t) => t.audio)].filter((f) => f !== null);
  return Object.fromEntries(files.map((f) => [f.fileId, f.sha256]));
}

/** Returns the ids of the deliveries queued. */
export async function queueReleaseDeliveries(
  deps: Pick<Deps, 'jobs'>,
  tx: Tx,
  prepared: { snapshot: ReleaseSnapshot; stores: StoreParty[] },
): Promise<string[]> {
  const { snapshot, stores } = prepared;
  if (!stores.length) return [];
  const endpoints = await tx
    .select({ id: storeEndpoints.id })
    .from(storeEndpoints)
    .where(
      and(
        inArray(
          storeEndpoints.storeKey,
          stores.map((s) => s.key),
        ),
        eq(storeEndpoints.enabled, true),
        sql`not exists (select 1 from ${deliveries} d where d.endpoint_id = ${storeEndpoints.id} and d.release_id = ${snapshot.id}
          and d.kind = 'new' and d.state in ('queued','sending'))`,
      ),
    );
  if (!endpoints.length) return [];
  const rows = await tx
    .insert(deliveries)
    .values(
      endpoints.map((e) => ({
        releaseId: snapshot.id,
        endpointId: e.id,
        kind: 'new' as const,
        releaseIcpn: snapshot.icpn,
        fileHashes: snapshotHashes(snapshot),
      })),
    )
    .returning({ id: deliveries.id });
  for (const r of rows) await deps.jobs.send(DELIVERY_SEND, { deliveryId: r.id }, { db: tx });
  return rows.map((r) => r.id);
}
