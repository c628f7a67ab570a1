// Who calls the public API: the key in the Authorization header, with what the account may do now:
// its role, whether it is suspended, and its plan in force (the API is Enterprise Label's). Read
// from the database and kept for at most a second in the user cache (auth/user-cache.ts), under
// the account: a change of the key (migration 0063) or of the account is announced to every
// instance, which drops it at once, so a revoked key is refused on its next call here and within
// the second elsewhere.
import type pg from 'pg';
import { API_KEY_MESSAGES, API_KEY_PREFIX, type ApiKeyScope } from '../../../domain/api-keys.ts';
import { DomainError } from '../../../domain/errors.ts';
import { hasApiAccess } from '../../../domain/payments.ts';
import type { Role } from '../../actor.ts';
import type { UserCache } from '../../auth/user-cache.ts';
import type { ApiCaller } from '../../http/api-v1.ts';
import { hashApiKey } from './api-key-secret.ts';

const READ_KEY = {
  name: 'read_api_key',
  text: `select k.id, k.name, k.account_id, k.scope, k.rate_limit, coalesce(r.role, 'user') as role,
                p.suspended_at is not null as suspended, p.plan_type, p.subscription_status, p.subscription_expires_at,
                k.last_used_at is null or k.last_used_at < now() - interval '1 minute' as stale
           from api_keys k
           join profiles p on p.id = k.account_id
           left join user_roles r on r.user_id = k.account_id
          where k.hash = $1 and k.revoked_at is null`,
};
type KeyRow = {
  id: string;
  name: string;
  account_id: string;
  scope: ApiKeyScope;
  rate_limit: number;
  role: Role;
  suspended: boolean;
  plan_type: string;
  subscription_status: string;
  subscription_expires_at: Date | null;
  stale: boolean;
};

const BEARER = /^Bearer\s+(\S{1,200})$/i;

export async function authenticateApiKey(pool: pg.Pool, cache: UserCache, authorization: string | undefined): Promise<ApiCaller> {
  const key = BEARER.exec(authorization ?? '')?.[1];
  if (!key) throw new DomainError('UNAUTHENTICATED', API_KEY_MESSAGES.missing);
  if (!key.startsWith(API_KEY_PREFIX)) throw new DomainError('UNAUTHENTICATED', API_KEY_MESSAGES.invalid);
  const hash = hashApiKey(key);
  let row = cache.get<KeyRow>(`api-key:${hash}`);
  if (!row) {
    const mark = cache.mark();
    row = (await pool.query<KeyRow>({ ...READ_KEY, values: [hash] })).rows[0];
    if (!row) throw new DomainError('UNAUTHENTICATED', API_KEY_MESSAGES.invalid);
    // the list's "last used" to the minute: one write a minute per key, not one per call
    if (row.stale) void pool.query('update api_keys set last_used_at = now() where id = $1', [row.id]).catch(() => undefined);
    else cache.put(`api-key:${hash}`, row.account_id, row, mark);
  }
  if (row.suspended) throw new DomainError('ACCOUNT_SUSPENDED', API_KEY_MESSAGES.suspended);
  const plan = { planType: row.plan_type, subscriptionStatus: row.subscription_status, subscriptionExpiresAt: row.subscription_expires_at };
  if (!hasApiAccess(row.role, plan, new Date())) throw new DomainError('PLAN_REQUIRED', API_KEY_MESSAGES.planRequired);
  return { keyId: row.id, keyName: row.name, accountId: row.account_id, role: row.role, scope: row.scope, rateLimit: row.rate_limit };
}
