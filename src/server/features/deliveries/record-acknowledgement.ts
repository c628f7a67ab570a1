// Records one release's status from an acknowledgement and moves its delivery (matched by ICPN,
// batch and, where it says, our MessageId), unless an answer already recorded is later.
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DeliveryState } from '../../../domain/deliveries.ts';
import type { Tx } from '../../db/pool.ts';
import { deliveries, deliveryAcknowledgements } from '../../db/schema-deliveries.ts';
import type { Deps } from '../../deps.ts';
import { emitDeliveryEvent } from '../webhooks/release-events.ts';
import type { EndpointRow } from './open-transport.ts';
import { ackOutcome, nextDeliveryState, type AckOutcome, type ParsedAck, type ParsedReleaseStatus } from './parse-acknowledgement.ts';

/** Records one release's status and applies it to its delivery; returns the status recorded. */
export async function recordStatus(
  deps: Pick<Deps, 'jobs'>,
  tx: Tx,
  endpoint: EndpointRow,
  ack: ParsedAck,
  s: ParsedReleaseStatus,
  fileName: string,
  placedIn: (string | null)[],
): Promise<AckOutcome | 'invalid'> {
  const batches = [...new Set([...placedIn, ...s.batchIds].filter((b) => b !== null))];
  const common = {
    endpointId: endpoint.id,
    fileName,
    messageId: ack.messageId,
    senderPartyId: ack.sender,
    sentAt: ack.sentAt,
    releaseIcpn: s.icpn,
    batchId: batches[0] ?? null,
    acknowledgedMessageId: s.messageIds[0] ?? null,
    releaseStatus: s.status,
    proposedAction: s.proposedAction,
  };
  if (batches.length > 1) {
    await tx
      .insert(deliveryAcknowledgements)
      .values({
        ...common,
        status: 'invalid',
        errorText: `Unreadable acknowledgement: it names batches ${batches.join(' and ')} at once; it was not applied`,
      })
      .onConflictDoNothing();
    return 'invalid';
  }
  const outcome = ackOutcome(s);
  const [delivery] = s.icpn
    ? await tx
        .select({ id: deliveries.id, releaseId: deliveries.releaseId, state: deliveries.state })
        .from(deliveries)
        .where(
          and(
            eq(deliveries.endpointId, endpoint.id),
            eq(deliveries.releaseIcpn, s.icpn),
            isNotNull(deliveries.deliveredAt),
            ...(batches.length ? [eq(deliveries.batchId, batches[0]!)] : []),
            ...(s.messageIds.length ? [inArray(deliveries.messageId, s.messageIds)] : []),
          ),
        )
        .orderBy(desc(deliveries.deliveredAt))
        .limit(1)
        .for('update')
    : [];
  let next: DeliveryState | null = null;
  if (delivery) {
    // Applied only when not older than the latest answer that moved this delivery.
    const [last] = await tx
      .select({ sentAt: deliveryAcknowledgements.sentAt })
      .from(deliveryAcknowledgements)
      .where(and(eq(deliveryAcknowledgements.deliveryId, delivery.id), isNotNull(deliveryAcknowledgements.deliveryState)))
      .orderBy(sql`${deliveryAcknowledgements.sentAt} desc nulls last`)
      .limit(1);
    const older = last?.sentAt && ack.sentAt && ack.sentAt < last.sentAt;
    next = older ? null : nextDeliveryState(delivery.state as DeliveryState, outcome);
  }
  const firstError = s.messageStatuses.find((m) => m.status !== 'FileOK');
  const inserted = await tx
    .insert(deliveryAcknowledgements)
    .values({
      ...common,
      deliveryId: delivery?.id ?? null,
      releaseId: delivery?.releaseId ?? null,
      status: outcome,
      errorText: outcome === 'error' ? (s.errorText ?? firstError?.information ?? firstError?.status ?? s.status) : null,
      deliveryState: next,
    })
    .onConflictDoNothing()
    .returning({ id: deliveryAcknowledgements.id });
  if (delivery && next && inserted.length)
    await tx
      .update(deliveries)
      .set({
        state: next,
        acknowledgedAt: sql`coalesce(${deliveries.acknowledgedAt}, now())`,
        ...(next === delivery.state ? {} : { stateChangedAt: sql`now()` }),
        updatedAt: sql`now()`,
      })
      .where(eq(deliveries.id, delivery.id));
  if (delivery && next === 'live' && delivery.state !== 'live' && inserted.length) await emitDeliveryEvent(deps, tx, delivery.id, true);
  return outcome;
}
