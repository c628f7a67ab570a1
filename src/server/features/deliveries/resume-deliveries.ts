// Deliveries left queued or sending for long (an instance stopped mid-way, a job lost) get their
// job again; a run of a delivery that is already moving finds it taken and leaves.
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { DELIVERY_SEND } from './job-names.ts';

/** Longer than the queue's longest backoff, so a delivery waiting for its retry is left alone. */
const STALE_MINUTES = 20;

export async function resumeDeliveries(deps: Deps): Promise<{ resumed: number }> {
  const stale = await deps.db.execute<{ id: string }>(sql`
    select id from deliveries
    where state in ('queued', 'sending') and state_changed_at < now() - make_interval(mins => ${STALE_MINUTES})
      and updated_at < now() - make_interval(mins => ${STALE_MINUTES})
    order by state_changed_at limit 1000`);
  for (const r of stale.rows) await deps.jobs.send(DELIVERY_SEND, { deliveryId: r.id });
  return { resumed: stale.rows.length };
}
