// Deliveries that gave up (every retry spent, or refused: a file changed since approval) put the
// release in front of the admin, as a store's error acknowledgement does; resend-delivery.ts sends
// one again.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FailedDeliveryDto } from '../../../domain/deliveries-dto.ts';
import type { UserActor } from '../../actor.ts';
import { deliveries as d, storeEndpoints as e } from '../../db/schema-deliveries.ts';
import { musicReleases } from '../../db/schema-releases.ts';
import type { Deps } from '../../deps.ts';

/** A failed delivery nothing has been sent after (to that store, of that release and kind). */
const stillFailed = and(
  eq(d.state, 'failed'),
  sql`not exists (select 1 from deliveries later where later.release_id = ${d.releaseId} and later.endpoint_id = ${d.endpointId}
    and later.kind = ${d.kind} and later.created_at > ${d.createdAt})`,
);

export async function listFailedDeliveries({ db }: Deps, _actor: UserActor): Promise<FailedDeliveryDto[]> {
  const rows = await db
    .select({
      id: d.id,
      releaseId: d.releaseId,
      releaseTitle: musicReleases.title,
      artistName: musicReleases.artistName,
      storeName: e.name,
      kind: d.kind,
      attempts: d.attempts,
      lastError: d.lastError,
      since: d.stateChangedAt,
    })
    .from(d)
    .innerJoin(e, eq(e.id, d.endpointId))
    .innerJoin(musicReleases, eq(musicReleases.id, d.releaseId))
    .where(stillFailed)
    .orderBy(desc(d.stateChangedAt))
    .limit(200);
  return rows.map((r) => ({ ...r, kind: r.kind as FailedDeliveryDto['kind'], since: new Date(r.since).toISOString() }));
}

export async function countFailedDeliveries({ db }: Deps): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(d)
    .where(stillFailed);
  return row!.n;
}
