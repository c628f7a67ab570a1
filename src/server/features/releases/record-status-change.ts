import type { DbOrTx } from '../../db/pool.ts';
import { releaseStatusHistory } from '../../db/schema-releases.ts';

/** One line of a release's status history: who moved it from which status to which, and why. */
export async function recordStatusChange(
  tx: DbOrTx,
  change: { releaseId: string; actorId: string | null; from: string | null; to: string; note?: string | null },
): Promise<void> {
  await tx.insert(releaseStatusHistory).values({
    releaseId: change.releaseId,
    actorId: change.actorId,
    fromStatus: change.from,
    toStatus: change.to,
    note: change.note || null,
  });
}
