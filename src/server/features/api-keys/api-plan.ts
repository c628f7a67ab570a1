// The public API and webhooks come with the Enterprise Label plan (in force: a lapsed plan counts as
// free); admins may use them whatever their plan.
import { API_KEY_MESSAGES } from '../../../domain/api-keys.ts';
import { DomainError } from '../../../domain/errors.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { currentPlan } from '../payments/assert-plan-feature.ts';

/** Whether the account may use the public API and webhooks now (the rule of domain/payments.ts hasApiAccess). */
export async function hasEnterpriseAccess(deps: Deps, actor: UserActor): Promise<boolean> {
  return actor.role === 'admin' || (await currentPlan(deps, actor)) === 'enterprise_label';
}

/** Why the account cannot use the API, or null when it can. */
export async function apiLocked(deps: Deps, actor: UserActor): Promise<string | null> {
  return (await hasEnterpriseAccess(deps, actor)) ? null : API_KEY_MESSAGES.planRequired;
}

export async function assertApiPlan(deps: Deps, actor: UserActor): Promise<void> {
  const locked = await apiLocked(deps, actor);
  if (locked) throw new DomainError('PLAN_REQUIRED', locked);
}
