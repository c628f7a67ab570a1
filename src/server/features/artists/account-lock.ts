// The account's plan, read under a lock on its profile row: whatever counts against the plan (new
// releases this month, artist profiles) is counted after it, so concurrent requests take turns and
// none passes a limit another has just reached. `plan` is the plan the profile names (the monthly
// release limit reads it, as it always has); `paidPlan` the one in force, a paid plan only while
// its subscription runs (domain/payments.ts effectivePlan), which the artist profile limit reads.
import { sql } from 'drizzle-orm';
import { notFound } from '../../../domain/errors.ts';
import { effectivePlan } from '../../../domain/payments.ts';
import { planByType, type Plan } from '../../../domain/plans.ts';
import type { Tx } from '../../db/pool.ts';

export type AccountPlans = { plan: Plan; paidPlan: Plan };

export async function lockAccountPlan(tx: Tx, userId: string): Promise<AccountPlans> {
  const locked = await tx.execute<{ plan_type: string; subscription_status: string; subscription_expires_at: string | null }>(
    sql`SELECT plan_type, subscription_status, subscription_expires_at FROM profiles WHERE id = ${userId} FOR UPDATE`,
  );
  const row = locked.rows[0];
  if (!row) throw notFound('Profile not found');
  const paid = effectivePlan(
    { planType: row.plan_type, subscriptionStatus: row.subscription_status, subscriptionExpiresAt: row.subscription_expires_at },
    new Date(),
  );
  return { plan: planByType(row.plan_type) ?? planByType('free')!, paidPlan: planByType(paid)! };
}
