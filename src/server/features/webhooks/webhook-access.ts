// Who may have webhooks: an account on Enterprise Label (the plan in force: a lapsed one counts as
// free), and admins. Every route checks it first; the events of an account that lost it stop
// (emit-webhook-event.ts asks the same).
import { and, eq } from 'drizzle-orm';
import { hasApiAccess } from '../../../domain/payments.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import { WEBHOOK_MESSAGES } from '../../../domain/webhooks.ts';
import type { UserActor } from '../../actor.ts';
import type { DbOrTx } from '../../db/pool.ts';
import { webhookEndpoints } from '../../db/schema-webhooks.ts';
import type { Deps } from '../../deps.ts';
import { hasEnterpriseAccess } from '../api-keys/api-plan.ts';

export async function assertWebhooksAllowed(deps: Deps, actor: UserActor): Promise<void> {
  if (!(await hasEnterpriseAccess(deps, actor))) throw new DomainError('PLAN_REQUIRED', WEBHOOK_MESSAGES.planRequired);
}

/** Whether the account's events go out now: Enterprise Label in force, or an admin's own account. */
export function accountHasWebhooks(
  row: { plan_type: string; subscription_status: string; subscription_expires_at: string | null; role: string | null },
  now: Date,
): boolean {
  const plan = { planType: row.plan_type, subscriptionStatus: row.subscription_status, subscriptionExpiresAt: row.subscription_expires_at };
  return hasApiAccess(row.role, plan, now);
}

export type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** The account's endpoint (locked with `forUpdate`); another account's is not found. */
export async function findEndpoint(db: DbOrTx, accountId: string, id: string, forUpdate = false): Promise<EndpointRow> {
  const q = db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.accountId, accountId)));
  const [row] = forUpdate ? await q.for('update') : await q;
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return row;
}

export const toEndpointDto = (r: EndpointRow) => ({
  id: r.id,
  url: r.url,
  description: r.description,
  events: r.events as never[],
  enabled: r.enabled,
  createdAt: r.createdAt.toISOString(),
});
