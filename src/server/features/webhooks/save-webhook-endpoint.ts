// An account's webhook endpoints: added (within the limit, its secret made and shown once), changed
// (address, description, events, on or off) and deleted, with their deliveries. The address is
// checked as the sender checks it (webhook-url.ts). Each change is logged with who made it.
import { and, count, eq, sql } from 'drizzle-orm';
import { DomainError } from '../../../domain/errors.ts';
import { WEBHOOK_ENDPOINTS_MAX, WEBHOOK_MESSAGES } from '../../../domain/webhooks.ts';
import type { CreatedWebhookDto, WebhookEndpointDto } from '../../../domain/webhooks-dto.ts';
import type { WebhookEndpointUpdateInput } from '../../../domain/webhooks-schema.ts';
import { personOf, type UserActor } from '../../actor.ts';
import { secretBox } from '../../crypto/secret-box.ts';
import { webhookEndpoints } from '../../db/schema-webhooks.ts';
import type { Deps } from '../../deps.ts';
import { lockAccountPlan } from '../artists/account-lock.ts';
import { assertWebhooksAllowed, findEndpoint, toEndpointDto } from './webhook-access.ts';
import { newWebhookSecret } from './sign-webhook.ts';
import { checkWebhookUrl } from './webhook-url.ts';

type Saved = { url: string; description: string; events: string[] };

export const sealContext = (accountId: string) => `webhook-endpoint:${accountId}`;

export async function createWebhookEndpoint(deps: Deps, actor: UserActor, input: Saved): Promise<CreatedWebhookDto> {
  await assertWebhooksAllowed(deps, actor);
  const url = await checkWebhookUrl(deps, input.url);
  const secret = newWebhookSecret();
  const row = await deps.db.transaction(async (tx) => {
    await lockAccountPlan(tx, actor.userId); // two additions at once count each other
    const [n] = await tx.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.accountId, actor.userId));
    if (n!.n >= WEBHOOK_ENDPOINTS_MAX) throw new DomainError('PLAN_LIMIT', WEBHOOK_MESSAGES.tooMany);
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({
        accountId: actor.userId,
        createdBy: personOf(actor),
        url,
        description: input.description,
        events: input.events,
        secret: secretBox(deps.env).seal(secret, sealContext(actor.userId)),
      })
      .returning();
    return created!;
  });
  return { endpoint: toEndpointDto(row), secret };
}

export async function updateWebhookEndpoint(
  deps: Deps,
  actor: UserActor,
  id: string,
  input: Saved & Pick<WebhookEndpointUpdateInput, 'enabled'>,
): Promise<WebhookEndpointDto> {
  await assertWebhooksAllowed(deps, actor);
  await findEndpoint(deps.db, actor.userId, id);
  const url = await checkWebhookUrl(deps, input.url);
  const [row] = await deps.db
    .update(webhookEndpoints)
    .set({ url, description: input.description, events: input.events, enabled: input.enabled, updatedAt: sql`now()` })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.accountId, actor.userId)))
    .returning();
  if (!row) return toEndpointDto(await findEndpoint(deps.db, actor.userId, id));
  return toEndpointDto(row);
}

export async function deleteWebhookEndpoint(deps: Deps, actor: UserActor, id: string): Promise<void> {
  await assertWebhooksAllowed(deps, actor);
  await findEndpoint(deps.db, actor.userId, id);
  await deps.db.delete(webhookEndpoints).where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.accountId, actor.userId)));
}
