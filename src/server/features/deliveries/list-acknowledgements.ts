// The acknowledgement files of an endpoint: those at its root and in the folders of the batches
// watched this run (the least recently looked at first, a bounded number a run).
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { deliveries } from '../../db/schema-deliveries.ts';
import type { Deps } from '../../deps.ts';
import type { EndpointRow } from './open-transport.ts';
import type { Transport } from './transports/transport.ts';

const ACK_FILE = /^ACK_[A-Za-z0-9._-]{1,200}\.xml$/;
/** Batch folders looked into per endpoint and run, and how long after delivery a batch is still watched. */
export const ACK_BATCHES_PER_RUN = 200;
const ACK_WATCH_DAYS = 90;

export type Listed = { path: string; name: string; size: number; batchId: string | null };

/** The acknowledgement files at the root and in the folders of the batches watched this run. */
export async function listAcknowledgements(deps: Deps, endpoint: EndpointRow, transport: Transport): Promise<Listed[]> {
  // An empty file may be one the store is still writing: left for a later pick-up, unread.
  const isAck = (f: { name: string; size: number }) => ACK_FILE.test(f.name) && f.size > 0;
  const listed: Listed[] = (await transport.listFiles(''))
    .filter(isAck)
    .map((f) => ({ path: f.name, name: f.name, size: f.size, batchId: null }));
  const batches = await deps.db
    .select({ id: deliveries.id, batchId: deliveries.batchId })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.endpointId, endpoint.id),
        isNotNull(deliveries.batchId),
        sql`${deliveries.deliveredAt} > now() - make_interval(days => ${ACK_WATCH_DAYS})`,
      ),
    )
    .orderBy(sql`${deliveries.acksCheckedAt} asc nulls first`, desc(deliveries.deliveredAt))
    .limit(ACK_BATCHES_PER_RUN);
  for (const { batchId } of batches) {
    let inBatch;
    try {
      inBatch = await transport.listFiles(batchId!);
    } catch (err) {
      // A batch folder that cannot be read (a link leading out of the store's folder) keeps only its own answers back.
      deps.log.warn({ endpoint: endpoint.name, batchId, err: (err as Error).message }, 'batch folder not read for acknowledgements');
      continue;
    }
    for (const f of inBatch.filter(isAck)) listed.push({ path: `${batchId}/${f.name}`, name: f.name, size: f.size, batchId });
  }
  if (batches.length)
    await deps.db
      .update(deliveries)
      .set({ acksCheckedAt: sql`now()` })
      .where(
        inArray(
          deliveries.id,
          batches.map((b) => b.id),
        ),
      );
  return listed;
}
