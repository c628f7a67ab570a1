// The release events, each emitted in the transaction of its change: an admin's approval or
// rejection (releases/review-release.ts), a delivery sent to a store or a takedown sent
// (deliveries/run-delivery.ts) and a store's word that the release is live
// (deliveries/record-acknowledgement.ts). Only what the account's own release says.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/pool.ts';
import type { Deps } from '../../deps.ts';
import { emitWebhookEvent } from './emit-webhook-event.ts';

type ReleaseRow = { user_id: string; id: string; title: string; artist_name: string; upc: string | null; status: string };

const releaseData = (r: ReleaseRow) => ({ id: r.id, title: r.title, artist: r.artist_name, upc: r.upc, status: r.status });

async function releaseOf(tx: Tx, releaseId: string): Promise<ReleaseRow | undefined> {
  const { rows } = await tx.execute<ReleaseRow>(
    sql`select user_id, id, title, artist_name, upc, status from music_releases where id = ${releaseId}`,
  );
  return rows[0];
}

/** release.approved or release.rejected (with the reason the artist is given). */
export async function emitReleaseReviewed(
  deps: Pick<Deps, 'jobs'>,
  tx: Tx,
  releaseId: string,
  status: 'approved' | 'rejected',
  notes: string | null,
): Promise<void> {
  const r = await releaseOf(tx, releaseId);
  if (!r) return;
  const data = status === 'rejected' ? { release: releaseData(r), reason: notes } : { release: releaseData(r) };
  await emitWebhookEvent(deps, tx, { accountId: r.user_id, type: status === 'approved' ? 'release.approved' : 'release.rejected', data });
}

/** release.delivered (a release or its update sent to a store), release.taken_down (a takedown sent) or release.live (the store says so). */
export async function emitDeliveryEvent(deps: Pick<Deps, 'jobs'>, tx: Tx, deliveryId: string, live = false): Promise<void> {
  const { rows } = await tx.execute<{ release_id: string; kind: string; store_key: string; store: string; at: string }>(sql`
    select d.release_id, d.kind, e.store_key, e.name store,
           to_char(coalesce(${live ? sql`d.acknowledged_at` : sql`d.delivered_at`}, now()) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') at
      from deliveries d join store_endpoints e on e.id = d.endpoint_id where d.id = ${deliveryId}`);
  const d = rows[0];
  const r = d && (await releaseOf(tx, d.release_id));
  if (!d || !r) return;
  const type = live ? 'release.live' : d.kind === 'takedown' ? 'release.taken_down' : 'release.delivered';
  await emitWebhookEvent(deps, tx, {
    accountId: r.user_id,
    type,
    data: { release: releaseData(r), store: { key: d.store_key, name: d.store }, deliveryId, kind: d.kind, at: d.at },
  });
}
