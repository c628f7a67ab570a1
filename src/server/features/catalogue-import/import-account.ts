// Who may import into which account: an owner or a manager of a label on a label plan (the route
// lets only managers of a team in), in their account; an admin into the account they choose.
import { eq } from 'drizzle-orm';
import { CATALOGUE_IMPORT_TEXTS } from '../../../domain/catalogue-import-schema.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import { TEAM_PLANS } from '../../../domain/teams.ts';
import type { UserActor } from '../../actor.ts';
import { profiles } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { currentPlan } from '../payments/assert-plan-feature.ts';

/** Refuses an account whose plan in force is not a label's. */
export async function assertLabelPlan(deps: Deps, actor: UserActor): Promise<void> {
  if (!TEAM_PLANS.includes(await currentPlan(deps, actor))) throw new DomainError('PLAN_REQUIRED', CATALOGUE_IMPORT_TEXTS.planRequired);
}

/** The actor an admin's import acts as: the chosen account, the admin as the person. */
export async function accountActor(deps: Deps, admin: UserActor, accountId: string): Promise<UserActor> {
  const [found] = await deps.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, accountId));
  if (!found) throw notFound('Account not found');
  return { kind: 'user', userId: accountId, role: 'user', ip: admin.ip, personId: admin.userId };
}
