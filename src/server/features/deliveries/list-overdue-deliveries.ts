// Deliveries waiting on a store's answer longer than the console's setting (ackWaitHours): sent and
// never answered, or received and never ingested, each the latest of its release, store and kind
// (one sent again since is no longer waiting). The oldest first.
import { sql } from 'drizzle-orm';
import type { DeliveryKind } from '../../../domain/deliveries.ts';
import type { OverdueDeliveriesDto } from '../../../domain/delivery-timeline-dto.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { currentSettings } from '../settings/settings-store.ts';

export async function listOverdueDeliveries(deps: Deps, _actor: UserActor): Promise<OverdueDeliveriesDto> {
  const hours = Number((await currentSettings(deps)).ackWaitHours);
  const { rows } = await deps.db.execute<{
    id: string;
    release_id: string;
    title: string;
    artist_name: string;
    store_name: string;
    kind: DeliveryKind;
    state: 'delivered' | 'received';
    since: Date | string;
  }>(sql`
    select d.id, d.release_id, r.title, r.artist_name, e.name as store_name, d.kind, d.state, d.state_changed_at as since
    from deliveries d
    join store_endpoints e on e.id = d.endpoint_id
    join music_releases r on r.id = d.release_id
    where d.state in ('delivered', 'received') and d.state_changed_at < now() - make_interval(hours => ${hours})
      and not exists (select 1 from deliveries later where later.release_id = d.release_id and later.endpoint_id = d.endpoint_id
        and later.kind = d.kind and later.created_at > d.created_at)
    order by d.state_changed_at, e.name
    limit 200`);
  return {
    hours,
    deliveries: rows.map((r) => ({
      id: r.id,
      releaseId: r.release_id,
      releaseTitle: r.title,
      artistName: r.artist_name,
      storeName: r.store_name,
      kind: r.kind,
      state: r.state,
      since: new Date(r.since).toISOString(),
    })),
  };
}
