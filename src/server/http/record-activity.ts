// An account's activity log: every change made in an account (a route that is not a GET, done),
// with who made it: the owner, the member acting for them, or one of the account's API keys. A route
// about the person themself (their login, their sessions) is theirs, not the account's, and is not
// logged here. Written after the change committed, by what the route says it does (its summary)
// and the record it names. The public API's reads are logged too, in batches (api-call-log.ts).
import type pg from 'pg';
import { personOf, type UserActor } from '../actor.ts';
import type { RouteDef } from './route.ts';

export type ActivityLine = { accountId: string; keyId: string; keyName: string; action: string; target: string | null };

/** What an activity line says the route did, and the record it names. */
export function activityOf(r: RouteDef, params: unknown): { action: string; target: string | null } {
  const id = (params as { id?: unknown } | undefined)?.id;
  return { action: r.summary ?? `${r.method} ${r.path}`, target: typeof id === 'string' ? id : null };
}

export const keyActorName = (name: string) => `API key “${name}”`;

export async function recordActivity(pool: pg.Pool, r: RouteDef, actor: UserActor, params: unknown): Promise<void> {
  if (r.access !== 'user' || r.team === 'person') return;
  const { action, target } = activityOf(r, params);
  if (actor.apiKey)
    return insertKeyLines(pool, [{ accountId: actor.userId, keyId: actor.apiKey.id, keyName: actor.apiKey.name, action, target }]);
  await pool.query(
    `insert into account_activity (account_id, actor_id, actor_name, action, target)
     select $1, u.id, coalesce(nullif(u.name, ''), u.email), $3, $4 from users u where u.id = $2`,
    [actor.userId, personOf(actor), action, target],
  );
}

/** Lines of API calls, in one statement: the key is the actor (no person). */
export async function insertKeyLines(pool: pg.Pool, lines: ActivityLine[]): Promise<void> {
  if (!lines.length) return;
  await pool.query(
    `insert into account_activity (account_id, api_key_id, actor_name, action, target)
     select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[])`,
    [
      lines.map((l) => l.accountId),
      lines.map((l) => l.keyId),
      lines.map((l) => keyActorName(l.keyName)),
      lines.map((l) => l.action),
      lines.map((l) => l.target),
    ],
  );
}
