// What paying for a paid plan would do for this user now: read the subscription and quote the
// change with the domain rules (new, renewal, prorated upgrade, scheduled downgrade, or refused).
import { quotePlanChange, currentSubscription, type PlanChangeQuote } from '../../../domain/plan-change.ts';
import type { PlanChangeOptionDto, PlanChangesDto } from '../../../domain/plan-change-dto.ts';
import type { Currency } from '../../../domain/money.ts';
import { PAID_PLAN_TYPES, type PaidPlanType } from '../../../domain/plans.ts';
import { notFound } from '../../../domain/errors.ts';
import type { DbOrTx } from '../../db/pool.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';
import { readSubscription, toSubscriptionDto } from './subscription-state.ts';

export async function quoteFor(db: DbOrTx, userId: string, plan: PaidPlanType, currency: Currency, now: Date): Promise<PlanChangeQuote> {
  const sub = await readSubscription(db, userId);
  if (!sub) throw notFound('Profile not found');
  return quotePlanChange(sub.state, plan, currency, now);
}

function toOptionDto(planType: PaidPlanType, q: PlanChangeQuote): PlanChangeOptionDto {
  if (!q.ok) return { planType, available: false, reason: q.reason };
  const c = q.change;
  return {
    planType,
    available: true,
    kind: c.kind,
    currency: c.currency,
    listPrice: c.listPrice,
    amount: c.amount,
    startsAt: c.startsAt.toISOString(),
    endsAt: c.endsAt.toISOString(),
    proration: c.proration,
  };
}

/** GET /api/payments/plan-changes: the subscription now and what each paid plan would do. */
export async function quotePlanChanges(
  deps: Deps,
  { userId }: UserActor,
  input: { currency: Currency },
  now = new Date(),
): Promise<PlanChangesDto> {
  const sub = await readSubscription(deps.db, userId);
  if (!sub) throw notFound('Profile not found');
  return {
    subscription: toSubscriptionDto(currentSubscription(sub.state, now), now),
    options: PAID_PLAN_TYPES.map((t) => toOptionDto(t, quotePlanChange(sub.state, t, input.currency, now))),
  };
}
