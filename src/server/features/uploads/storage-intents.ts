// Bytes stored with no row that owns them would stay forever: an upload killed (kill -9, a lost
// machine) after its bytes were stored and before its row was recorded. So an upload first writes
// the keys it is about to store as intents, and the transaction that records the file removes them;
// so does a refusal, once it has deleted the bytes. An intent older than any upload takes is an
// orphan: the sweep deletes its object, then the intent. Deleting a missing object is no error. On
// disk, the sweep also removes the temporary files of writes the killed process left half-done.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/pool.ts';
import type { Deps } from '../../deps.ts';

/** Records that these keys are about to be written. */
export async function intendObjects(db: DbOrTx, keys: string[]): Promise<void> {
  await db.execute(sql`insert into storage_intents (key) select unnest(${sql.param(keys)}::text[]) on conflict do nothing`);
}

/** The keys are owned by a row now (in the transaction that records it), or their bytes are gone. */
export async function settleObjects(db: DbOrTx, keys: string[]): Promise<void> {
  await db.execute(sql`delete from storage_intents where key = any(${sql.param(keys)}::text[])`);
}

/** Deletes the objects of intents older than `olderThanMinutes`, then the intents. */
export async function sweepStorageIntents(
  deps: Pick<Deps, 'db' | 'storage' | 'log'>,
  olderThanMinutes = 24 * 60,
): Promise<{ removed: number }> {
  const old = sql`i.created_at < now() - make_interval(mins => ${olderThanMinutes})`;
  // never the bytes of a recorded file (an original, or its thumbnail), whatever left the intent
  const owned = sql`exists (select 1 from uploaded_files f where f.storage_key in (i.key, regexp_replace(i.key, '-thumb[.]jpg$', '')))`;
  await deps.db.execute(sql`delete from storage_intents i where ${old} and ${owned}`);
  const { rows } = await deps.db.execute<{ key: string }>(
    sql`select i.key from storage_intents i where ${old} and not ${owned} order by i.created_at limit 10000`,
  );
  let removed = (await deps.storage.removeAbandonedWrites?.(new Date(Date.now() - olderThanMinutes * 60_000))) ?? 0;
  for (const { key } of rows) {
    try {
      await deps.storage.delete(key);
      await settleObjects(deps.db, [key]);
      removed++;
    } catch (err) {
      deps.log.warn({ err, key }, 'could not delete an orphaned upload');
    }
  }
  return { removed };
}
