// An admin sends a failed delivery again: a new delivery to that store, its message built and
// checked from the release as it is now (a file still missing or changed is refused again, with the
// reason); the failed one stays in the release's history. Audited. A delivery the store answered
// with an error is sent again the same way, as a new batch whose manifest says ReDelivery (with a
// new MessageId, as every message has), once: the row lock orders concurrent resends, and the
// database holds one redelivery per delivery (a resend is one transaction, so a process killed
// midway leaves none). Its open error acknowledgements are dealt with by it.
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  DELIVERY_NOT_FAILED,
  DELIVERY_NOT_FOUND,
  DELIVERY_RESENT_ALREADY,
  RESEND_FILES_CHANGED,
  RESEND_NOT_APPROVED,
  RESEND_STORE_DISABLED,
  RESEND_STORE_NOT_CHOSEN,
} from '../../../domain/deliveries.ts';
import { DomainError, invalid, notFound } from '../../../domain/errors.ts';
import type { UserActor } from '../../actor.ts';
import { deliveries as d, deliveryAcknowledgements as ack, storeEndpoints as e } from '../../db/schema-deliveries.ts';
import { musicReleases } from '../../db/schema-releases.ts';
import type { Deps } from '../../deps.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { StoreParty } from './ern/types.ts';
import { prepareDistribution } from './prepare-distribution.ts';
import { queueReleaseDeliveries, snapshotHashes } from './queue-deliveries.ts';
import { storePartyColumns } from './store-endpoints.ts';
import { queueTakedownDeliveries } from './takedowns.ts';

/** Queues the failed delivery `id` again; returns the new delivery's id. */
export async function resendDelivery(deps: Deps, actor: UserActor, id: string): Promise<string> {
  return resending(deps, actor, id).catch((err: unknown) => {
    if ((err as { constraint?: string }).constraint === 'deliveries_redelivery_of_idx')
      throw new DomainError('CONFLICT', DELIVERY_RESENT_ALREADY);
    throw err;
  });
}

async function resending(deps: Deps, actor: UserActor, id: string): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const [failed] = await tx.select().from(d).where(eq(d.id, id)).for('update');
    if (!failed) throw notFound(DELIVERY_NOT_FOUND);
    // The release is locked as an approval locks it, so a resend and a review never cross.
    const [release] = await tx
      .select({ status: musicReleases.status })
      .from(musicReleases)
      .where(eq(musicReleases.id, failed.releaseId))
      .for('update');
    // Asked in its own statement once the locks are held (not beside the locking select): its
    // snapshot then sees a resend another admin committed while this one waited for the lock.
    const [newer] = await tx
      .select({ id: d.id })
      .from(d)
      .where(
        and(
          eq(d.releaseId, failed.releaseId),
          eq(d.endpointId, failed.endpointId),
          eq(d.kind, failed.kind),
          // compared in the database: a JS Date would drop the microseconds
          sql`${d.createdAt} > (select created_at from deliveries where id = ${id})`,
        ),
      );
    if (newer) throw new DomainError('CONFLICT', DELIVERY_RESENT_ALREADY);
    if (failed.state !== 'failed' && failed.state !== 'error') throw new DomainError('CONFLICT', DELIVERY_NOT_FAILED);
    const redeliveryOf = failed.state === 'error' ? id : undefined;
    const [endpoint] = await tx
      .select({ ...storePartyColumns, enabled: e.enabled })
      .from(e)
      .where(eq(e.id, failed.endpointId));
    if (!endpoint!.enabled) throw invalid(RESEND_STORE_DISABLED);
    let queued: string[];
    if (failed.kind === 'takedown') {
      queued = await queueTakedownDeliveries(
        deps,
        tx,
        failed.releaseId,
        [{ endpointId: failed.endpointId, releaseIcpn: failed.releaseIcpn }],
        failed.takedownRequestId,
        redeliveryOf,
      );
    } else {
      if (release!.status !== 'approved' && release!.status !== 'distributed') throw new DomainError('CONFLICT', RESEND_NOT_APPROVED);
      const prepared = await prepareDistribution(tx, deps, failed.releaseId, [endpoint as StoreParty]);
      if (!prepared.stores.length) throw new DomainError('CONFLICT', RESEND_STORE_NOT_CHOSEN);
      // Only the files as approved go out: one changed since needs a review, not a resend.
      const now = snapshotHashes(prepared.snapshot);
      const approved = failed.fileHashes;
      const same = Object.keys(now).length === Object.keys(approved).length && Object.entries(now).every(([f, h]) => approved[f] === h);
      if (!same) throw invalid(RESEND_FILES_CHANGED);
      queued = await queueReleaseDeliveries(deps, tx, prepared, { redeliveryOf });
    }
    const dealtWith = redeliveryOf
      ? await tx
          .update(ack)
          .set({ resolvedAt: sql`now()` })
          .where(and(eq(ack.deliveryId, id), eq(ack.status, 'error'), isNull(ack.resolvedAt)))
          .returning({ id: ack.id })
      : [];
    await recordAudit(tx, actor, {
      action: 'delivery.resent',
      entityType: 'release',
      entityId: failed.releaseId,
      before: { delivery: id, store: endpoint!.name, kind: failed.kind, state: failed.state, error: failed.lastError },
      after: {
        delivery: queued[0],
        state: 'queued',
        ...(redeliveryOf ? { deliveryType: 'ReDelivery', acknowledgementsDealtWith: dealtWith.map((a) => a.id) } : {}),
      },
    });
    return queued[0]!;
  });
}
