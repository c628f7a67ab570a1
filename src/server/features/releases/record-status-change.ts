import type { Db } from '../../db/pool.ts';
import { releaseStatusHistory } from '../../db/schema-releases.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One line of a release's status history: who moved it from which status to which, and why. */
export async function recordStatusChange(
  tx: Tx | Db,
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
