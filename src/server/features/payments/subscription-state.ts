// The subscription as the plan-change rules see it (src/domain/plan-change.ts): the profile's
// plan, status and expiry, and the plan scheduled to start when the term ends. Read under a row
// lock inside the caller's transaction when it is about to change, and written back as one.
import { eq, sql } from 'drizzle-orm';
import type { SubscriptionState } from '../../../domain/plan-change.ts';
import type { SubscriptionDto } from '../../../domain/payments-dto.ts';
import { isPaidPlanType, planByType } from '../../../domain/plans.ts';
import type { DbOrTx } from '../../db/pool.ts';
import { profiles } from '../../db/schema.ts';
import { scheduledPlanChanges } from '../../db/schema-payments.ts';

export type StoredSubscription = { userId: string; state: SubscriptionState };

/** The subscription of one user, or null when there is no profile; `lock` takes the profile row. */
export async function readSubscription(db: DbOrTx, userId: string, opts: { lock?: boolean } = {}): Promise<StoredSubscription | null> {
  const query = db
    .select({ planType: profiles.planType, status: profiles.subscriptionStatus, expiresAt: profiles.subscriptionExpiresAt })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const [p] = opts.lock ? await query.for('update') : await query;
  if (!p) return null;
  const [s] = await db.select().from(scheduledPlanChanges).where(eq(scheduledPlanChanges.userId, userId));
  const scheduled = s && isPaidPlanType(s.planType) ? { planType: s.planType, startsAt: s.startsAt, endsAt: s.endsAt } : null;
  return { userId, state: { planType: p.planType, status: p.status, expiresAt: p.expiresAt, scheduled } };
}

/** Writes the subscription back: the profile's plan, status and expiry, and the scheduled plan. */
export async function writeSubscription(
  tx: DbOrTx,
  userId: string,
  state: SubscriptionState,
  scheduledPaymentId: string | null,
): Promise<void> {
  await tx
    .update(profiles)
    .set({
      planType: state.planType,
      subscriptionPlan: state.planType === 'free' ? undefined : state.planType,
      subscriptionStatus: state.status,
      subscriptionExpiresAt: state.expiresAt,
      updatedAt: sql`now()`,
    })
    .where(eq(profiles.id, userId));
  if (!state.scheduled) {
    await tx.delete(scheduledPlanChanges).where(eq(scheduledPlanChanges.userId, userId));
    return;
  }
  const row = {
    planType: state.scheduled.planType,
    startsAt: state.scheduled.startsAt,
    endsAt: state.scheduled.endsAt,
    paymentId: scheduledPaymentId!,
  };
  await tx
    .insert(scheduledPlanChanges)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: scheduledPlanChanges.userId, set: row });
}

/** The subscription as shown; a term that has ended reads as the daily sweep will leave it (free, inactive). */
export function toSubscriptionDto(state: SubscriptionState, now: Date = new Date()): SubscriptionDto {
  const lapsed = state.expiresAt !== null && state.expiresAt.getTime() <= now.getTime();
  const plan = lapsed ? undefined : planByType(state.planType); // a lapsed term reads as the free plan
  const s = state.scheduled;
  return {
    planType: plan?.type ?? 'free',
    planName: plan?.name ?? 'Free',
    status: state.status === 'active' && !lapsed ? 'active' : 'inactive',
    expiresAt: state.expiresAt?.toISOString() ?? null,
    scheduled: s
      ? { planType: s.planType, planName: planByType(s.planType)!.name, startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString() }
      : null,
  };
}
