// The account's API keys, newest first, revoked ones included (they say when they were revoked).
import { desc, eq } from 'drizzle-orm';
import type { ApiKeyDto, ApiKeysDto } from '../../../domain/api-keys-dto.ts';
import type { UserActor } from '../../actor.ts';
import { users } from '../../db/schema.ts';
import { apiKeys } from '../../db/schema-api.ts';
import { isoTime } from '../../db/iso-time.ts';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/pool.ts';
import { apiLocked } from './api-plan.ts';

export function keyRows(db: DbOrTx) {
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      scope: apiKeys.scope,
      prefix: apiKeys.prefix,
      rateLimit: apiKeys.rateLimit,
      createdBy: users.name,
      createdAt: isoTime(apiKeys.createdAt),
      lastUsedAt: isoTime(apiKeys.lastUsedAt),
      revokedAt: isoTime(apiKeys.revokedAt),
    })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .$dynamic();
}

export async function listApiKeys(deps: Deps, actor: UserActor): Promise<ApiKeysDto> {
  const [rows, locked] = await Promise.all([
    keyRows(deps.db).where(eq(apiKeys.accountId, actor.userId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id)),
    apiLocked(deps, actor),
  ]);
  return { keys: rows as ApiKeyDto[], locked };
}
