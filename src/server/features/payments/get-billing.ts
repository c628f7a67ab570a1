// The signed-in user's plan, renewal date, any plan scheduled to follow, and payments, newest first.
import { desc, eq } from 'drizzle-orm';
import { currentSubscription } from '../../../domain/plan-change.ts';
import type { BillingDto } from '../../../domain/payments-dto.ts';
import { payments } from '../../db/schema-payments.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../../domain/errors.ts';
import { toPaymentDto } from './to-payment-dto.ts';
import { readSubscription, toSubscriptionDto } from './subscription-state.ts';
import type { UserActor } from '../../actor.ts';

export async function getBilling(deps: Deps, { userId }: UserActor): Promise<BillingDto> {
  const sub = await readSubscription(deps.db, userId);
  if (!sub) throw notFound('Profile not found');
  const rows = await deps.db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt)).limit(100);
  return { subscription: toSubscriptionDto(currentSubscription(sub.state, new Date())), payments: rows.map(toPaymentDto) };
}
