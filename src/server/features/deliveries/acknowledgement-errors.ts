// Error acknowledgements put the release in front of the admin: the open ones listed (and counted
// on the Overview) until an admin marks one dealt with, which is audited, or sends the delivery
// again (failed-deliveries.ts), which deals with them.
import type { AckErrorDto } from '../../../domain/deliveries-dto.ts';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DomainError, notFound } from '../../../domain/errors.ts';
import type { UserActor } from '../../actor.ts';
import { deliveries as d, deliveryAcknowledgements as ack, storeEndpoints as e } from '../../db/schema-deliveries.ts';
import { musicReleases } from '../../db/schema-releases.ts';
import type { Deps } from '../../deps.ts';
import { recordAudit } from '../audit/record-audit.ts';

const open = and(inArray(ack.status, ['error', 'invalid']), isNull(ack.resolvedAt));

export async function listAcknowledgementErrors({ db }: Deps, _actor: UserActor): Promise<AckErrorDto[]> {
  const rows = await db
    .select({
      id: ack.id,
      storeName: e.name,
      releaseId: ack.releaseId,
      releaseTitle: musicReleases.title,
      fileName: ack.fileName,
      status: ack.status,
      errorText: ack.errorText,
      proposedAction: ack.proposedAction,
      createdAt: ack.createdAt,
      deliveryId: ack.deliveryId,
      canResend: sql<boolean>`coalesce(${d.state} = 'error' and not exists (select 1 from deliveries later
        where later.release_id = ${d.releaseId} and later.endpoint_id = ${d.endpointId} and later.kind = ${d.kind}
        and later.created_at > ${d.createdAt}), false)`,
    })
    .from(ack)
    .innerJoin(e, eq(e.id, ack.endpointId))
    .leftJoin(musicReleases, eq(musicReleases.id, ack.releaseId))
    .leftJoin(d, eq(d.id, ack.deliveryId))
    .where(open)
    .orderBy(desc(ack.createdAt))
    .limit(200);
  return rows.map((r) => ({ ...r, status: r.status as AckErrorDto['status'], createdAt: new Date(r.createdAt).toISOString() }));
}

export async function countAcknowledgementErrors({ db }: Deps): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ack)
    .where(open);
  return row!.n;
}

export async function resolveAcknowledgementError(deps: Deps, actor: UserActor, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(ack).where(eq(ack.id, id)).for('update');
    if (!row || (row.status !== 'error' && row.status !== 'invalid')) throw notFound('Acknowledgement not found');
    if (row.resolvedAt) throw new DomainError('CONFLICT', 'This acknowledgement has already been dealt with.');
    await tx
      .update(ack)
      .set({ resolvedAt: sql`now()` })
      .where(eq(ack.id, id));
    await recordAudit(tx, actor, {
      action: 'delivery.acknowledgement_resolved',
      entityType: 'release',
      entityId: row.releaseId ?? row.endpointId,
      before: { acknowledgement: id, status: row.status, errorText: row.errorText },
      after: { resolved: true },
    });
  });
}
