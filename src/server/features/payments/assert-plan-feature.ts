// Server-side plan gates: an operation calls assertPlanFeature, which answers PLAN_REQUIRED
// unless the user's current plan includes the feature (a lapsed paid plan counts as free).
import { eq } from 'drizzle-orm';
import { effectivePlan } from '../../../domain/payments.ts';
import { PLAN_FEATURES, PLANS, planHasFeature, type PlanFeatureKey, type PlanType } from '../../../domain/plans.ts';
import { profiles } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import type { UserActor } from '../../actor.ts';

export function planRequiredMessage(feature: PlanFeatureKey): string {
  const f = PLAN_FEATURES.find((x) => x.key === feature)!;
  const names = PLANS.filter((p) => (f.plans as readonly PlanType[]).includes(p.type)).map((p) => p.name);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0];
  return `${f.label} is available on the ${list} plan. Upgrade your plan to use it.`;
}

/** The user's plan right now (a lapsed paid plan counts as free). */
export async function currentPlan(deps: Deps, { userId }: UserActor): Promise<PlanType> {
  const [p] = await deps.db
    .select({
      planType: profiles.planType,
      subscriptionStatus: profiles.subscriptionStatus,
      subscriptionExpiresAt: profiles.subscriptionExpiresAt,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!p) throw notFound('Profile not found');
  return effectivePlan(p, new Date());
}

/** The user's plan right now; throws 402 when it lacks the feature. */
export async function assertPlanFeature(deps: Deps, actor: UserActor, feature: PlanFeatureKey): Promise<PlanType> {
  const plan = await currentPlan(deps, actor);
  if (!planHasFeature(plan, feature)) throw new DomainError('PLAN_REQUIRED', planRequiredMessage(feature));
  return plan;
}
