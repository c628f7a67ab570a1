// Creates a key for the account (its owner, on Enterprise Label, or an admin): the key itself is
// in this one answer and nowhere after it. The count of active keys is checked under the account's
// lock, so two creations at once cannot pass the limit together.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CreatedApiKeyDto, ApiKeyDto } from '../../../domain/api-keys-dto.ts';
import { API_KEY_MESSAGES, MAX_ACTIVE_KEYS } from '../../../domain/api-keys.ts';
import type { ApiKeyValues } from '../../../domain/api-keys-schema.ts';
import { DomainError } from '../../../domain/errors.ts';
import { personOf, type UserActor } from '../../actor.ts';
import { apiKeys } from '../../db/schema-api.ts';
import type { Deps } from '../../deps.ts';
import { lockAccountPlan } from '../artists/account-lock.ts';
import { newApiKey } from './api-key-secret.ts';
import { assertApiPlan } from './api-plan.ts';
import { keyRows } from './list-api-keys.ts';

export async function createApiKey(deps: Deps, actor: UserActor, v: ApiKeyValues): Promise<CreatedApiKeyDto> {
  await assertApiPlan(deps, actor);
  const { secret, prefix, hash } = newApiKey();
  const id = await deps.db.transaction(async (tx) => {
    await lockAccountPlan(tx, actor.userId);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(apiKeys)
      .where(and(eq(apiKeys.accountId, actor.userId), isNull(apiKeys.revokedAt)));
    if (n >= MAX_ACTIVE_KEYS) throw new DomainError('PLAN_LIMIT', API_KEY_MESSAGES.tooMany);
    const [row] = await tx
      .insert(apiKeys)
      .values({ accountId: actor.userId, createdBy: personOf(actor), name: v.name, scope: v.scope, rateLimit: v.rateLimit, prefix, hash })
      .returning({ id: apiKeys.id });
    return row!.id;
  });
  const [key] = await keyRows(deps.db).where(eq(apiKeys.id, id));
  return { key: key as ApiKeyDto, secret };
}
