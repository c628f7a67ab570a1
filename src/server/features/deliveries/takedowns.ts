// Takedowns: the artist asks for a distributed release to leave some stores (or all it reached);
// an admin approves, and a takedown message (built and checked then: the release without deals,
// ERN Part 1 6.19.4) goes to each of those stores the way the release did, or rejects. One open request per release; both steps audited where the
// admin acts.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { RECORD_CHANGED } from '../../../domain/admin-list.ts';
import {
  ARRIVED_STATES,
  TAKEDOWN_ALREADY_PENDING,
  TAKEDOWN_NOT_FOUND,
  TAKEDOWN_NOT_PENDING,
  TAKEDOWN_ONLY_DISTRIBUTED,
  type TakedownRequestDto,
} from '../../../domain/deliveries.ts';
import { type TakedownRequestInput } from '../../../domain/deliveries-schema.ts';
import { DomainError, invalid, notFound } from '../../../domain/errors.ts';
import { RELEASE_NOT_FOUND } from '../../../domain/releases-admin-dto.ts';
import type { UserActor } from '../../actor.ts';
import type { Tx } from '../../db/pool.ts';
import { deliveries, storeEndpoints, takedownRequests as t } from '../../db/schema-deliveries.ts';
import { musicReleases } from '../../db/schema-releases.ts';
import type { Deps } from '../../deps.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { loadReleaseSnapshot } from './ern/load-release-snapshot.ts';
import type { StoreParty } from './ern/types.ts';
import { DELIVERY_SEND } from './job-names.ts';
import { buildCheckedMessages, sealBatches } from './outgoing-messages.ts';
import { loadTakedowns } from './release-deliveries.ts';
import { storePartyColumns } from './store-endpoints.ts';

/** The stores that hold the release now: the latest delivery to each is a delivered release or update (whatever the store answered since). */
async function storesHolding(tx: Tx, releaseId: string): Promise<{ endpointId: string; releaseIcpn: string | null }[]> {
  const rows = await tx.execute<{ endpoint_id: string; kind: string; state: string; release_icpn: string | null }>(sql`
    select distinct on (endpoint_id) endpoint_id, kind, state, release_icpn from deliveries
    where release_id = ${releaseId} and (kind = 'takedown' or state in ${ARRIVED_STATES})
    order by endpoint_id, created_at desc`);
  return rows.rows.filter((r) => r.kind !== 'takedown').map((r) => ({ endpointId: r.endpoint_id, releaseIcpn: r.release_icpn }));
}

export async function requestTakedown(deps: Deps, actor: UserActor, releaseId: string, input: TakedownRequestInput): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [release] = await tx
      .select({ status: musicReleases.status })
      .from(musicReleases)
      .where(and(eq(musicReleases.id, releaseId), eq(musicReleases.userId, actor.userId)))
      .for('update');
    if (!release) throw notFound(RELEASE_NOT_FOUND);
    if (release.status !== 'distributed') throw new DomainError('CONFLICT', TAKEDOWN_ONLY_DISTRIBUTED);
    const holding = new Set((await storesHolding(tx, releaseId)).map((s) => s.endpointId));
    const chosen = [...new Set(input.storeIds ?? [])];
    if (chosen.some((id) => !holding.has(id))) throw invalid('Choose stores that have this release', 'storeIds');
    const [pending] = await tx
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.releaseId, releaseId), eq(t.state, 'pending')));
    if (pending) throw new DomainError('CONFLICT', TAKEDOWN_ALREADY_PENDING);
    await tx.insert(t).values({
      releaseId,
      userId: actor.userId,
      storeIds: chosen.length ? chosen : null,
      reason: input.reason || null, // trimmed by the schema
    });
  });
}

export async function listPendingTakedowns({ db }: Deps, _actor: UserActor): Promise<TakedownRequestDto[]> {
  return loadTakedowns(db, eq(t.state, 'pending'), 200);
}

/** Approves or rejects a pending request; an approval queues one takedown per store holding the release. */
export async function decideTakedown(deps: Deps, actor: UserActor, id: string, decision: 'approved' | 'rejected'): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [req] = await tx.select().from(t).where(eq(t.id, id)).for('update');
    if (!req) throw notFound(TAKEDOWN_NOT_FOUND);
    if (req.state !== 'pending') throw new DomainError('CONFLICT', TAKEDOWN_NOT_PENDING);
    await tx
      .update(t)
      .set({ state: decision, decidedBy: actor.userId, decidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(t.id, id));
    let queued: string[] = [];
    if (decision === 'approved') {
      const holding = await storesHolding(tx, req.releaseId);
      const targets = req.storeIds ? holding.filter((h) => req.storeIds!.includes(h.endpointId)) : holding;
      if (!targets.length) throw new DomainError('CONFLICT', RECORD_CHANGED);
      queued = await queueTakedownDeliveries(deps, tx, req.releaseId, targets, id);
    }
    await recordAudit(tx, actor, {
      action: decision === 'approved' ? 'takedown.approved' : 'takedown.rejected',
      entityType: 'release',
      entityId: req.releaseId,
      before: { takedownRequest: id, state: 'pending' },
      after: { takedownRequest: id, state: decision, deliveries: queued.length },
    });
  });
}

/**
 * Takedown messages for the stores named, built and checked now as a release's are at approval, and
 * queued. `redeliveryOf`: the takedown a store answered with an error that this one sends again.
 */
export async function queueTakedownDeliveries(
  deps: Deps,
  tx: Tx,
  releaseId: string,
  targets: { endpointId: string; releaseIcpn: string | null }[],
  takedownRequestId: string | null,
  redeliveryOf?: string,
): Promise<string[]> {
  const snapshot = await loadReleaseSnapshot(deps, tx, releaseId);
  const endpoints = await tx
    .select({ id: storeEndpoints.id, ...storePartyColumns })
    .from(storeEndpoints)
    .where(
      inArray(
        storeEndpoints.id,
        targets.map((h) => h.endpointId),
      ),
    );
  const items = targets.map((h) => ({
    endpointId: h.endpointId,
    recipient: endpoints.find((e) => e.id === h.endpointId)! as StoreParty,
    kind: 'takedown' as const,
  }));
  const messages = await buildCheckedMessages(
    deps.env,
    items.map((item) => ({ ...item, snapshot })),
  );
  const sealed = await sealBatches(
    deps.env,
    tx,
    items.map((item, i) => ({ ...item, message: messages[i]! })),
  );
  const rows = await tx
    .insert(deliveries)
    .values(
      targets.map((h, i) => ({
        releaseId,
        endpointId: h.endpointId,
        kind: 'takedown' as const,
        takedownRequestId,
        releaseIcpn: h.releaseIcpn,
        redeliveryOf: redeliveryOf ?? null,
        ...sealed[i]!,
      })),
    )
    .returning({ id: deliveries.id });
  for (const r of rows) await deps.jobs.send(DELIVERY_SEND, { deliveryId: r.id }, { db: tx });
  return rows.map((r) => r.id);
}
