// An admin approves or rejects a takedown request.
import { eq, sql } from 'drizzle-orm';
import { RECORD_CHANGED } from '../../../domain/admin-list.ts';
import { TAKEDOWN_NOT_FOUND, TAKEDOWN_NOT_PENDING } from '../../../domain/deliveries.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import type { UserActor } from '../../actor.ts';
import { takedownRequests as t } from '../../db/schema-deliveries.ts';
import type { Deps } from '../../deps.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { queueTakedownDeliveries, storesHolding } from './takedowns.ts';

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
