// Deliveries that nothing is moving any more get their job again. A delivery being sent has its
// row locked by its worker for the whole transfer, so one marked sending whose row nobody holds
// was left by an instance that stopped (a kill -9): it is resumed at once, whatever the queue says
// of its old job. One waiting (queued) is resumed only when stale and with no job waiting or
// running in the queue, so a delivery in a long backlog keeps its one job. Each resumed delivery
// is touched, so two instances sweeping together do not both resume it.
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { DELIVERY_SEND } from './job-names.ts';

/** Longer than the queue's longest backoff, so a delivery waiting for its retry is left alone. */
const STALE_MINUTES = 20;
/** Longer than the moment between a run's claim and its lock on the row. */
const ORPHAN_SECONDS = 30;

export async function resumeDeliveries(deps: Deps): Promise<{ resumed: number }> {
  return deps.db.transaction(async (tx) => {
    const stale = await tx.execute<{ id: string }>(sql`
      select d.id from deliveries d
      where (d.state = 'sending' and d.updated_at < now() - make_interval(secs => ${ORPHAN_SECONDS}))
         or (d.state = 'queued' and d.updated_at < now() - make_interval(mins => ${STALE_MINUTES})
             and not exists (select 1 from pgboss.job j where j.name = ${DELIVERY_SEND.name} and j.data->>'deliveryId' = d.id::text
                             and j.state in ('created', 'retry', 'active')))
      order by d.updated_at limit 1000
      for update of d skip locked`);
    for (const r of stale.rows) {
      await deps.jobs.send(DELIVERY_SEND, { deliveryId: r.id }, { db: tx });
      await tx.execute(sql`update deliveries set updated_at = now() where id = ${r.id}`);
    }
    return { resumed: stale.rows.length };
  });
}
