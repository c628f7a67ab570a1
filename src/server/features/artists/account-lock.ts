// The account's plan, read under a lock on its profile row: whatever counts against the plan (new
// releases this month, artist profiles) is counted after it, so concurrent requests take turns and
// none passes a limit another has just reached.
import { sql } from 'drizzle-orm';
import { notFound } from '../../../domain/errors.ts';
import { planByType, type Plan } from '../../../domain/plans.ts';
import type { Tx } from '../../db/pool.ts';

export async function lockAccountPlan(tx: Tx, userId: string): Promise<Plan> {
  const locked = await tx.execute<{ plan_type: string }>(sql`SELECT plan_type FROM profiles WHERE id = ${userId} FOR UPDATE`);
  const row = locked.rows[0];
  if (!row) throw notFound('Profile not found');
  return planByType(row.plan_type) ?? planByType('free')!;
}
