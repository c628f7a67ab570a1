import { checkContactMessage } from '../../../domain/contact.ts';
import type { Deps } from '../../http/context.ts';
import { clientIp } from '../../http/client-ip.ts';
import { HttpError } from '../../http/errors.ts';
import { route, type RouteDef } from '../../http/route.ts';
import { sendContactMessage } from './send-contact-message.ts';


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
    const sent = await sendContactMessage(deps, checked.value, { ip: clientIp(c, deps.env.TRUST_PROXY) ?? '127.0.0.1', userId: session?.user.id ?? null });
    return c.json(sent, 201);
  }),
];
