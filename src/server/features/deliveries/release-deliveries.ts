// What the release page shows of a release's deliveries: for each store its latest release
// delivery and takedown, the state and since when, the store's acknowledgement, the time from
// approval to the last store's delivery, and the takedown requests. Artists see only their own, and
// not the engineering behind them: no batch ids, and no transfer errors (which name hosts, bytes
// and hashes); the release page says in words what a failed or retried delivery means for them.
import { and, desc, eq, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { AckStatus } from '../../../domain/deliveries.ts';
import type { DeliveryDto, ReleaseDeliveriesDto, TakedownRequestDto } from '../../../domain/deliveries-dto.ts';
import { notFound } from '../../../domain/errors.ts';
import { RELEASE_NOT_FOUND } from '../../../domain/releases-admin-dto.ts';
import { isAdmin, type UserActor } from '../../actor.ts';
import type { DbOrTx } from '../../db/pool.ts';
import {
  deliveries as d,
  deliveryAcknowledgements as ack,
  storeEndpoints as e,
  takedownRequests as t,
} from '../../db/schema-deliveries.ts';
import { musicReleases } from '../../db/schema-releases.ts';
import type { Deps } from '../../deps.ts';
import { storeDeliveryColumns } from './store-delivery-columns.ts';

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export async function getReleaseDeliveries(deps: Deps, actor: UserActor, releaseId: string): Promise<ReleaseDeliveriesDto> {
  const [release] = await deps.db
    .select({
      userId: musicReleases.userId,
      status: musicReleases.status,
      title: musicReleases.title,
      artistName: musicReleases.artistName,
    })
    .from(musicReleases)
    .where(eq(musicReleases.id, releaseId));
  if (!release || (!isAdmin(actor) && release.userId !== actor.userId)) throw notFound(RELEASE_NOT_FOUND);
  const rows = await deps.db
    .selectDistinctOn([d.endpointId, d.kind], { ...storeDeliveryColumns, kind: d.kind })
    .from(d)
    .innerJoin(e, eq(e.id, d.endpointId))
    // Updates of a release in stores are listed with its versions (release-versions.ts), not here;
    // an update with no version is the first delivery of a release already in the stores (imported).
    .where(and(eq(d.releaseId, releaseId), or(ne(d.kind, 'update'), isNull(d.revisionId))))
    .orderBy(d.endpointId, d.kind, desc(d.createdAt));
  const acks = await deps.db
    .selectDistinctOn([ack.deliveryId], {
      deliveryId: ack.deliveryId,
      status: ack.status,
      errorText: ack.errorText,
      proposedAction: ack.proposedAction,
      at: ack.createdAt,
    })
    .from(ack)
    .where(eq(ack.releaseId, releaseId))
    .orderBy(ack.deliveryId, desc(ack.createdAt));
  const ackOf = new Map(acks.map((a) => [a.deliveryId, a]));
  const list: DeliveryDto[] = rows
    .map((r) => {
      const a = ackOf.get(r.id);
      return {
        ...r,
        ...(isAdmin(actor) ? {} : { lastError: null, batchId: null }),
        // an imported release's first delivery is an update of the store's product, and its delivery to the store all the same
        kind: (r.kind === 'update' ? 'new' : r.kind) as DeliveryDto['kind'],
        state: r.state as DeliveryDto['state'],
        since: iso(r.since)!,
        queuedAt: iso(r.queuedAt)!,
        deliveredAt: iso(r.deliveredAt),
        ack: a
          ? {
              status: a.status as AckStatus,
              errorText: a.errorText,
              proposedAction: a.proposedAction,
              at: iso(a.at)!,
            }
          : null,
      };
    })
    .sort((a, b) => a.storeName.localeCompare(b.storeName) || a.kind.localeCompare(b.kind));
  const releases = list.filter((x) => x.kind === 'new');
  const allDelivered = releases.length > 0 && releases.every((x) => x.deliveredAt);
  const approvalToLastDeliveryMs = allDelivered
    ? Math.max(...releases.map((x) => Date.parse(x.deliveredAt!))) - Math.min(...releases.map((x) => Date.parse(x.queuedAt)))
    : null;
  const takedowns = await loadTakedowns(deps.db, eq(t.releaseId, releaseId));
  return {
    deliveries: list,
    approvalToLastDeliveryMs,
    takedowns,
    canRequestTakedown: release.status === 'distributed' && !takedowns.some((x) => x.state === 'pending'),
  };
}

/** Takedown requests with their release and the stores they name, newest first. */
export async function loadTakedowns(db: DbOrTx, where: SQL, limit = 100): Promise<TakedownRequestDto[]> {
  const rows = await db
    .select({
      id: t.id,
      releaseId: t.releaseId,
      releaseTitle: musicReleases.title,
      artistName: musicReleases.artistName,
      storeIds: t.storeIds,
      reason: t.reason,
      state: t.state,
      createdAt: t.createdAt,
      decidedAt: t.decidedAt,
    })
    .from(t)
    .innerJoin(musicReleases, eq(musicReleases.id, t.releaseId))
    .where(where)
    .orderBy(desc(t.createdAt))
    .limit(limit);
  const names = new Map((await db.select({ id: e.id, name: e.name }).from(e)).map((x) => [x.id, x.name]));
  return rows.map(({ storeIds, ...r }) => ({
    ...r,
    state: r.state as TakedownRequestDto['state'],
    stores: (storeIds ?? []).map((id) => ({ id, name: names.get(id) ?? 'Removed store' })),
    createdAt: iso(r.createdAt)!,
    decidedAt: iso(r.decidedAt),
  }));
}
