// The contact form: anyone may write; a signed-in sender's message is linked to the account.
import { z } from 'zod';
import { checkContactMessage } from '../../../domain/contact.ts';
import type { Deps } from '../../deps.ts';
import { contactMessageDto } from '../../../domain/contact-dto.ts';
import { route } from '../../http/route.ts';
import { sendContactMessage } from './send-contact-message.ts';

// The form's own checker (kept free of zod for the public pages' weight) as the route's schema.
const contactMessageSchema = z.unknown().transform((input, ctx) => {
  const checked = checkContactMessage(input);
  if (checked.ok) return checked.value;
  ctx.addIssue({ code: 'custom', message: checked.message, path: [checked.field] });
  return z.NEVER;
});

export const contactRoutes = (deps: Deps) => [
  route(
    {
      method: 'POST',
      path: '/contact',
      access: 'public',
      auth: 'optional-session',
      body: contactMessageSchema,
      response: contactMessageDto,
      status: 201,
      summary: 'Sends a message to support',
    },
    ({ actor, ip, body }) =>
      // app.request() in tests has no socket: one shared address for the rate limit.
      sendContactMessage(deps, body, { ip: ip ?? '127.0.0.1', userId: actor?.userId ?? null }),
  ),
];
