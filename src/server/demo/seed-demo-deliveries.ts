// SEED_DEMO=1's store deliveries: what the release page and the console's distribution screens show
// for the demo's approved and distributed releases. The demo's audio lives behind web links, not in
// our storage, so no ERN message can be built for it; the rows record the history a real delivery
// leaves (batch, attempt, the stores' acknowledgements) without a message, and nothing is queued
// for the delivery worker. Written with the artist, in the seed's transaction.
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { formatBatchId } from '../features/deliveries/batch-id.ts';
import type { Tx } from '../db/pool.ts';
import { deliveries, deliveryAcknowledgements, deliveryAttempts, storeEndpoints } from '../db/schema-deliveries.ts';

/** What happened at one store, when it is not a plain delivery. */
type Outcome = { state: 'ingested' } | { state: 'ack-error'; error: string; action: string } | { state: 'failed'; error: string };

export type DemoDeliveries = {
  releaseId: string;
  upc: string;
  approvedAt: Date;
  /** Store key -> outcome; every other enabled store has the release delivered. */
  outcomes: Record<string, Outcome>;
};

const MINUTE = 60_000;

/** Writes the deliveries and returns when the last store received the release (null if one failed). */
export async function seedDemoDeliveries(tx: Tx, demo: DemoDeliveries): Promise<Date | null> {
  const endpoints = await tx
    .select({ id: storeEndpoints.id, key: storeEndpoints.storeKey })
    .from(storeEndpoints)
    .where(eq(storeEndpoints.enabled, true))
    .orderBy(asc(storeEndpoints.createdAt), asc(storeEndpoints.storeKey));
  let last = demo.approvedAt;
  let failed = false;
  for (const [i, e] of endpoints.entries()) {
    const outcome = demo.outcomes[e.key];
    // A folder write takes seconds; spread them over the first minutes, as the queue would.
    const startedAt = new Date(demo.approvedAt.getTime() + (i + 1) * 7_000);
    const deliveredAt = new Date(startedAt.getTime() + MINUTE + (i % 5) * 9_000);
    const fails = outcome?.state === 'failed';
    const acknowledgedAt = new Date(deliveredAt.getTime() + 3 * 60 * MINUTE + i * MINUTE);
    const acked = outcome?.state === 'ingested';
    const ackError = outcome?.state === 'ack-error';
    const [row] = await tx
      .insert(deliveries)
      .values({
        releaseId: demo.releaseId,
        endpointId: e.id,
        kind: 'new',
        state: fails ? 'failed' : acked ? 'ingested' : ackError ? 'error' : 'delivered',
        batchId: formatBatchId(startedAt),
        messageId: randomUUID().replace(/-/g, ''),
        releaseIcpn: demo.upc,
        attempts: fails ? 6 : 1,
        lastError: fails ? outcome.error : null,
        queuedAt: demo.approvedAt,
        stateChangedAt: fails ? deliveredAt : acked || ackError ? acknowledgedAt : deliveredAt,
        deliveredAt: fails ? null : deliveredAt,
        acknowledgedAt: acked || ackError ? acknowledgedAt : null,
        createdAt: demo.approvedAt,
        updatedAt: fails ? deliveredAt : acked || ackError ? acknowledgedAt : deliveredAt,
      })
      .returning({ id: deliveries.id });
    await tx.insert(deliveryAttempts).values(
      Array.from({ length: fails ? 6 : 1 }, (_, n) => ({
        deliveryId: row!.id,
        attempt: n + 1,
        startedAt: new Date(startedAt.getTime() + n * 2 * MINUTE),
        finishedAt: new Date(startedAt.getTime() + n * 2 * MINUTE + 2_000),
        outcome: fails ? ('error' as const) : ('ok' as const),
        error: fails ? outcome.error : null,
      })),
    );
    if (fails) {
      failed = true;
      continue;
    }
    if (deliveredAt > last) last = deliveredAt;
    if (acked || ackError)
      await tx.insert(deliveryAcknowledgements).values({
        endpointId: e.id,
        deliveryId: row!.id,
        releaseId: demo.releaseId,
        // In the batch's folder, beside its manifest, as the choreography places it.
        fileName: `${formatBatchId(startedAt)}/ACK_${formatBatchId(startedAt)}_${demo.upc}.xml`,
        messageId: randomUUID().replace(/-/g, ''),
        releaseIcpn: demo.upc,
        sentAt: acknowledgedAt,
        batchId: formatBatchId(startedAt),
        releaseStatus: acked ? 'SuccessfullyIngestedByReleaseDistributor' : 'ProcessingErrorAtReleaseDistributor',
        status: acked ? 'ingested' : 'error',
        deliveryState: acked ? 'ingested' : 'error',
        errorText: outcome.state === 'ack-error' ? outcome.error : null,
        proposedAction: outcome.state === 'ack-error' ? outcome.action : null,
        createdAt: acknowledgedAt,
      });
  }
  return failed ? null : last;
}
