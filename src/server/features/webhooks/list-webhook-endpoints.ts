// The account's webhook endpoints, oldest first, and each one's signing secret on its owner's asking:
// revealed, or replaced by a new one (the old one stops signing at once).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { WebhookEndpointsDto, WebhookSecretDto } from '../../../domain/webhooks-dto.ts';
import type { UserActor } from '../../actor.ts';
import { secretBox } from '../../crypto/secret-box.ts';
import { webhookEndpoints } from '../../db/schema-webhooks.ts';
import type { Deps } from '../../deps.ts';
import { assertWebhooksAllowed, findEndpoint, toEndpointDto } from './webhook-access.ts';
import { sealContext } from './save-webhook-endpoint.ts';
import { newWebhookSecret } from './sign-webhook.ts';

export async function listWebhookEndpoints(deps: Deps, actor: UserActor): Promise<WebhookEndpointsDto> {
  await assertWebhooksAllowed(deps, actor);
  const rows = await deps.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.accountId, actor.userId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return { endpoints: rows.map(toEndpointDto) };
}

export async function revealWebhookSecret(deps: Deps, actor: UserActor, id: string): Promise<WebhookSecretDto> {
  await assertWebhooksAllowed(deps, actor);
  const row = await findEndpoint(deps.db, actor.userId, id);
  return { secret: secretBox(deps.env).open(row.secret, sealContext(actor.userId)) };
}

export async function rotateWebhookSecret(deps: Deps, actor: UserActor, id: string): Promise<WebhookSecretDto> {
  await assertWebhooksAllowed(deps, actor);
  await findEndpoint(deps.db, actor.userId, id);
  const secret = newWebhookSecret();
  await deps.db
    .update(webhookEndpoints)
    .set({ secret: secretBox(deps.env).seal(secret, sealContext(actor.userId)), updatedAt: sql`now()` })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.accountId, actor.userId)));
  return { secret };
}
