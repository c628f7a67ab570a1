// An API key for tests, written straight to the database: the account put on Enterprise Label (the
// public API's plan) and a key of the given scope with a limit no walk reaches.
import type pg from 'pg';
import { newApiKey } from '../features/api-keys/api-key-secret.ts';

export async function testApiKey(
  pool: pg.Pool,
  accountId: string,
  scope: 'read' | 'read-write' = 'read-write',
  enterprise = true,
): Promise<string> {
  if (enterprise)
    await pool.query(
      "update profiles set plan_type = 'enterprise_label', subscription_status = 'active', subscription_expires_at = now() + interval '300 days' where id = $1",
      [accountId],
    );
  const { secret, prefix, hash } = newApiKey();
  await pool.query("insert into api_keys (account_id, name, scope, prefix, hash, rate_limit) values ($1, 'Test key', $2, $3, $4, 100000)", [
    accountId,
    scope,
    prefix,
    hash,
  ]);
  return secret;
}
