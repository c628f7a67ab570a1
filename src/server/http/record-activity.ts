// An account's activity log: every change made in an account (a route that is not a GET, done),
// with who made it: the owner, or the member acting for them. A route about the person themself
// (their login, their sessions) is theirs, not the account's, and is not logged here. Written after
// the change committed, by what the route says it does (its summary) and the record it names.
import type pg from 'pg';
import { personOf, type UserActor } from '../actor.ts';
import type { RouteDef } from './route.ts';

export async function recordActivity(pool: pg.Pool, r: RouteDef, actor: UserActor, params: unknown): Promise<void> {
  if (r.access !== 'user' || r.team === 'person') return;
  const id = (params as { id?: unknown } | undefined)?.id;
  await pool.query(
    `insert into account_activity (account_id, actor_id, actor_name, action, target)
     select $1, u.id, coalesce(nullif(u.name, ''), u.email), $3, $4 from users u where u.id = $2`,
    [actor.userId, personOf(actor), r.summary ?? `${r.method} ${r.path}`, typeof id === 'string' ? id : null],
  );
}
