// The session behind a request, in one query. better-auth issues, renews and revokes sessions;
// API routes only need to know whose session a cookie holds, and reading it here (cookie
// signature checked as better-auth signs it, then one prepared statement for the session, the
// user, the suspension and the role) costs a fraction of a full getSession call. Kept for up to a
// second in the user cache (user-cache.ts), which drops it as soon as any of it changes.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { parse } from 'hono/utils/cookie';
import type pg from 'pg';
import type { UserCache } from './user-cache.ts';

export const SESSION_COOKIE = 'tunelane.session_token';
const SECURE_SESSION_COOKIE = `__Secure-${SESSION_COOKIE}`;

/**
 * The one name the session cookie has: on an https PUBLIC_URL better-auth sets it `__Secure-`
 * (only a secure page can set such a cookie), and the plain name is not read there, since a
 * sibling subdomain could plant it.
 */
export const sessionCookieName = (publicUrl: string) => (new URL(publicUrl).protocol === 'https:' ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

export type RequestSession = { id: string; email: string; name: string; role: 'user' | 'admin'; suspended: boolean };

/** The session token of a signed cookie value (`token.base64(HMAC-SHA256(token))`), or null. */
export function verifySignedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

const QUERY = {
  name: 'read_session',
  text: `select u.id, u.email, u.name, coalesce(r.role, 'user') as role, p.suspended_at is not null as suspended,
                (extract(epoch from s.expires_at) * 1000)::float8 as until
           from sessions s
           join users u on u.id = s.user_id
           left join profiles p on p.id = u.id
           left join user_roles r on r.user_id = u.id
          where s.token = $1 and s.expires_at > now()`,
};

export async function readSession(
  pool: pg.Pool,
  secret: string,
  cookieHeader: string | undefined,
  cookieName = SESSION_COOKIE,
  cache?: UserCache,
): Promise<RequestSession | null> {
  if (!cookieHeader) return null;
  const value = parse(cookieHeader, cookieName)[cookieName];
  if (!value) return null;
  // kept by the signed value: one is kept only once its signature was checked
  const key = `session:${value}`;
  const cached = cache?.get<RequestSession>(key);
  if (cached) return cached;
  const token = verifySignedToken(value, secret);
  if (!token) return null;
  const mark = cache?.mark() ?? null;
  const { rows } = await pool.query<RequestSession & { until: number }>({ ...QUERY, values: [token] });
  const row = rows[0];
  if (!row) return null;
  const { until, ...session } = row;
  cache?.put(key, session.id, session, mark, until);
  return session;
}
