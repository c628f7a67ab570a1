import type { MiddlewareHandler } from 'hono';
import { eq } from 'drizzle-orm';
import { userRoles } from '../db/schema.ts';
import type { AppEnv, Deps } from './context.ts';
import type { Access } from './route.ts';
import { forbidden, unauthenticated } from './errors.ts';

/** The session is read from the cookie on every call; the admin role from the database. */
export function requireAccess(deps: Deps, access: Access): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (access === 'public') return next();
    const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw unauthenticated();
    c.set('user', { id: session.user.id, email: session.user.email, name: session.user.name });
    if (access === 'admin') {
      const [row] = await deps.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, session.user.id));
      if (row?.role !== 'admin') throw forbidden('Admins only');
      c.set('isAdmin', true);
    }
    return next();
  };
}
