// A cheaper plan paid for starts when the current term ends: the profile takes its plan and
// expiry and the schedule is removed. A job enqueued for that moment does it for one user, and
// the daily sweep catches up with any it missed; reads already treat a due plan as current.
import { and, eq, lte } from 'drizzle-orm';
import { currentSubscription } from '../../../domain/plan-change.ts';
import { scheduledPlanChanges } from '../../db/schema-payments.ts';
import type { Deps } from '../../deps.ts';
import { readSubscription, writeSubscription } from './subscription-state.ts';

/** Starts the due scheduled plans (of one user, or of everyone); answers how many started. */
export async function startScheduledPlans(deps: Deps, now: Date = new Date(), userId?: string): Promise<number> {
  const due = await deps.db
    .select({ userId: scheduledPlanChanges.userId })
    .from(scheduledPlanChanges)
    .where(and(lte(scheduledPlanChanges.startsAt, now), userId ? eq(scheduledPlanChanges.userId, userId) : undefined));
  let started = 0;
  for (const { userId: id } of due) {
    const done = await deps.db.transaction(async (tx) => {
      const sub = await readSubscription(tx, id, { lock: true });
      if (!sub?.state.scheduled) return false; // another instance started it
      const next = currentSubscription(sub.state, now);
      if (next === sub.state) return false;
      await writeSubscription(tx, id, next, null);
      return true;
    });
    if (done) {
      started++;
      deps.log.info({ userId: id }, 'scheduled plan started');
    }
  }
  return started;
}
