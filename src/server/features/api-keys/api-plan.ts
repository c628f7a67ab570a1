// The public API comes with the Enterprise Label plan (in force: a lapsed plan counts as free);
// admins may use it whatever their plan.
import { API_KEY_MESSAGES } from '../../../domain/api-keys.ts';
import { DomainError } from '../../../domain/errors.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { currentPlan } from '../payments/assert-plan-feature.ts';

/** Why the account cannot use the API, or null when it can. */
export async function apiLocked(deps: Deps, actor: UserActor): Promise<string | null> {
  if (actor.role === 'admin') return null;
  return (await currentPlan(deps, actor)) === 'enterprise_label' ? null : API_KEY_MESSAGES.planRequired;
}

export async function assertApiPlan(deps: Deps, actor: UserActor): Promise<void> {
  const locked = await apiLocked(deps, actor);
  if (locked) throw new DomainError('PLAN_REQUIRED', locked);
}
