// Revokes a key at once: the next call made with it is refused. The key stays in the list, marked
// revoked, so its activity keeps its name.
import { and, eq, isNull } from 'drizzle-orm';
import { API_KEY_MESSAGES } from '../../../domain/api-keys.ts';
import { notFound } from '../../../domain/errors.ts';
import type { UserActor } from '../../actor.ts';
import { apiKeys } from '../../db/schema-api.ts';
import type { Deps } from '../../deps.ts';

export async function revokeApiKey(deps: Deps, actor: UserActor, id: string): Promise<void> {
  const [found] = await deps.db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.accountId, actor.userId)));
  if (!found) throw notFound(API_KEY_MESSAGES.notFound);
  await deps.db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
  // refused here from the next call on; the other instances hear it from the database (migration 0063)
  deps.userCache.drop(actor.userId);
}
