// Deliveries that nothing is moving any more (an instance killed mid-transfer, a job lost) get
// their job again: stale ones that no worker holds (their row is not locked) and that have no job
// waiting or running in the queue. A delivery waiting in a long backlog keeps its one job.
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { DELIVERY_SEND } from './job-names.ts';

/** Longer than the queue's longest backoff, so a delivery waiting for its retry is left alone. */
const STALE_MINUTES = 20;

export async function resumeDeliveries(deps: Deps): Promise<{ resumed: number }> {
  return deps.db.transaction(async (tx) => {
    const stale = await tx.execute<{ id: string }>(sql`
      select d.id from deliveries d
      where d.state in ('queued', 'sending') and d.updated_at < now() - make_interval(mins => ${STALE_MINUTES})
        and not exists (select 1 from pgboss.job j where j.name = ${DELIVERY_SEND} and j.data->>'deliveryId' = d.id::text
                        and j.state in ('created', 'retry', 'active'))
      order by d.updated_at limit 1000
      for update of d skip locked`);
    for (const r of stale.rows) await deps.jobs.send(DELIVERY_SEND, { deliveryId: r.id }, { db: tx });
    return { resumed: stale.rows.length };
  });
}
