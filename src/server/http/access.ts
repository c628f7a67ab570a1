import type { MiddlewareHandler } from 'hono';
import { readSession } from '../auth/read-session.ts';
import { SUSPENDED_MESSAGE } from '../auth/auth.ts';
import type { AppEnv, Deps } from './context.ts';
import type { Access } from './route.ts';
import { forbidden, HttpError, unauthenticated } from './errors.ts';

/** The session and the role are read from the database on every call, never trusted from the client. */
export function requireAccess(deps: Deps, access: Access): MiddlewareHandler<AppEnv> {
  const secret = deps.auth.options.secret!;
  return async (c, next) => {
    if (access === 'public') return next();
    const session = await readSession(deps.pool, secret, c.req.header('cookie'));
    if (!session) throw unauthenticated();
    if (session.suspended) throw new HttpError(403, 'ACCOUNT_SUSPENDED', SUSPENDED_MESSAGE);
    c.set('user', { id: session.id, email: session.email, name: session.name });
    c.set('isAdmin', session.role === 'admin');
    if (access === 'admin' && session.role !== 'admin') throw forbidden('Admins only');
    return next();
  };
}
