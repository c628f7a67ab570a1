// What each store holds of a release: the files its deliveries of the release carried (file id ->
// SHA-256), by store key, for the stores it was sent to and not taken down from since. An update
// to such a store names only the files it does not hold as they are now, and its batch carries
// only those; a store missing here gets the whole release as new.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/pool.ts';

export type HeldFiles = Map<string, Map<string, string>>;

export async function heldFiles(tx: Tx, releaseId: string): Promise<HeldFiles> {
  const rows = await tx.execute<{ store_key: string; file_hashes: Record<string, string> }>(sql`
    select e.store_key, d.file_hashes from deliveries d join store_endpoints e on e.id = d.endpoint_id
    where d.release_id = ${releaseId} and d.kind in ('new', 'update') and d.state <> 'failed'
      and not exists (select 1 from deliveries t where t.release_id = d.release_id and t.endpoint_id = d.endpoint_id
                      and t.kind = 'takedown' and t.created_at > d.created_at)
    order by d.created_at`);
  const held: HeldFiles = new Map();
  for (const r of rows.rows) {
    const files = held.get(r.store_key) ?? new Map<string, string>();
    for (const [id, sha] of Object.entries(r.file_hashes)) files.set(id, sha);
    held.set(r.store_key, files);
  }
  return held;
}
