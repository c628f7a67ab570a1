import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { checkContactMessage } from '../../../domain/contact.ts';
import type { AppEnv, Deps } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { route, type RouteDef } from '../../http/route.ts';
import { sendContactMessage } from './send-contact-message.ts';

/** The sender's address: the socket's, or the proxy's word when TRUST_PROXY is set. */
function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return '127.0.0.1'; // app.request() in tests has no socket
  }
}

export const contactRoutes = (deps: Deps): RouteDef[] => [
  route('POST', '/contact', 'public', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new HttpError(400, 'BAD_REQUEST', 'The request body must be JSON');
    }
    const checked = checkContactMessage(body);
    if (!checked.ok) throw new HttpError(400, 'VALIDATION', checked.message, checked.field);
    const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    const sent = await sendContactMessage(deps, checked.value, { ip: clientIp(c, deps.env.TRUST_PROXY), userId: session?.user.id ?? null });
    return c.json(sent, 201);
  }),
];
