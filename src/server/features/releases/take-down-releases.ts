// Every release of an account that is waiting for review, approved or in stores goes back to
// draft, so nothing of it is reviewed or delivered any more, each move in its history with the
// reason. Runs inside the caller's transaction (deleting an account).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/pool.ts';
import { musicReleases } from '../../db/schema-releases.ts';
import { recordStatusChange } from './record-status-change.ts';

const LIVE = ['pending', 'approved', 'distributed'];

/** Takes down the account's live releases; answers how many. */
export async function takeDownReleases(tx: DbOrTx, userId: string, note: string): Promise<number> {
  const live = await tx
    .select({ id: musicReleases.id, status: musicReleases.status })
    .from(musicReleases)
    .where(and(eq(musicReleases.userId, userId), inArray(musicReleases.status, LIVE)))
    .for('update');
  if (!live.length) return 0;
  await tx
    .update(musicReleases)
    .set({ status: 'draft', updatedAt: sql`now()` })
    .where(
      inArray(
        musicReleases.id,
        live.map((r) => r.id),
      ),
    );
  for (const r of live) await recordStatusChange(tx, { releaseId: r.id, actorId: userId, from: r.status, to: 'draft', note });
  return live.length;
}
