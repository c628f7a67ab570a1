import { checkContactMessage } from '../../../domain/contact.ts';
import type { Deps } from '../../http/context.ts';
import { clientIp } from '../../http/client-ip.ts';
import { HttpError } from '../../http/errors.ts';
import { route, type RouteDef } from '../../http/route.ts';
import { parseJson } from '../../http/validate.ts';
import { readSession } from '../../auth/read-session.ts';
import { sendContactMessage } from './send-contact-message.ts';

export const contactRoutes = (deps: Deps): RouteDef[] => [
  route('POST', '/contact', 'public', async (c) => {
    const checked = checkContactMessage(await parseJson(c.req.json()));
    if (!checked.ok) throw new HttpError(400, 'VALIDATION', checked.message, checked.field);
    // Signed in or not: the message is linked to the account when there is one.
    const session = await readSession(deps.pool, deps.auth.options.secret!, c.req.header('cookie'));
    const sent = await sendContactMessage(deps, checked.value, { ip: clientIp(c, deps.env.TRUST_PROXY) ?? '127.0.0.1', userId: session?.id ?? null });
    return c.json(sent, 201);
  }),
];
