// The account a signed-in person acts in. Their own, unless the account cookie (domain/teams.ts
// ACCOUNT_COOKIE, set by the web's account switcher) names a label's account they are a member of:
// then they act for its owner, in the role the owner gave them, read from the database on every
// request (a member removed is refused at once). A route says which member roles may call it
// (route.ts TeamAccess); a route about the person themself ignores the cookie.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type pg from 'pg';
import { DomainError, forbidden } from '../../domain/errors.ts';
import { ACCOUNT_COOKIE, TEAM_MESSAGES, type MemberRole } from '../../domain/teams.ts';
import type { UserActor } from '../actor.ts';
import type { AppEnv } from './context.ts';
import type { RouteDef } from './route.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function actInAccount(pool: pg.Pool, c: Context<AppEnv>, r: RouteDef, person: UserActor): Promise<UserActor> {
  if (r.access !== 'user' || r.team === 'person') return person;
  const chosen = getCookie(c, ACCOUNT_COOKIE);
  if (!chosen || chosen === person.userId) return person;
  // a cookie that names no account (tampered, or older than this) is a membership that is not there
  const { rows } = UUID.test(chosen)
    ? await pool.query<{ role: MemberRole }>('select role from account_members where account_id = $1 and user_id = $2', [
        chosen,
        person.userId,
      ])
    : { rows: [] };
  const role = rows[0]?.role;
  if (!role) throw new DomainError('NOT_A_MEMBER', TEAM_MESSAGES.notMember);
  if (!r.team.includes(role)) throw forbidden(TEAM_MESSAGES.roleCannot(role));
  return { ...person, userId: chosen, personId: person.userId, accountRole: role };
}
