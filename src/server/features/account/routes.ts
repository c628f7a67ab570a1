// Account settings: how the account signs in, a new address (asked for with the password, then
// confirmed or undone from the emailed links), its sessions (listed and ended by id, never by
// token), and deleting it. Names are changed through the profile's routes, the password through
// better-auth's /api/auth/change-password.
import type { Context } from 'hono';
import { deleteAccountSchema, emailLinkSchema, requestEmailChangeSchema } from '../../../domain/account.ts';
import { SESSION_COOKIE, verifySignedToken } from '../../auth/read-session.ts';
import type { Deps } from '../../deps.ts';
import { idParams } from '../../http/id-param.ts';
import { route, type RouteDef } from '../../http/route.ts';
import { getAccount } from './get-account.ts';
import { listSessions } from './list-sessions.ts';
import { endOtherSessions, endSession, SESSION_NOT_FOUND } from './end-sessions.ts';
import { requestAccountDeletion } from './request-deletion.ts';
import { requestEmailChange } from './request-email-change.ts';
import { confirmEmailChange } from './confirm-email-change.ts';
import { undoEmailChange } from './undo-email-change.ts';

/** The token of the session this request came with, to tell it apart from the others. */
function currentToken(c: Context, deps: Deps): string | null {
  const cookies = c.req.raw.headers.get('cookie') ?? '';
  const secure = new URL(deps.env.PUBLIC_URL).protocol === 'https:';
  const name = secure ? `__Secure-${SESSION_COOKIE}` : SESSION_COOKIE;
  const raw = cookies
    .split(';')
    .map((p) => p.trim())
    .find((p) => p.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return verifySignedToken(value, deps.auth.options.secret!);
}

export const accountRoutes = (deps: Deps) => [
  route({ method: 'GET', path: '/account', access: 'user' }, async ({ c, actor }) => c.json(await getAccount(deps, actor))),
  route({ method: 'POST', path: '/account/email', access: 'user', body: requestEmailChangeSchema }, async ({ c, actor, body }) => {
    await requestEmailChange(deps, actor, { ...body, sessionToken: currentToken(c, deps) });
    return c.json({ status: true }, 202);
  }),
  // The emailed links: opened signed in or not (the confirming browser stays signed in when it is the account's).
  route(
    { method: 'POST', path: '/account/email/confirm', access: 'public', auth: 'optional-session', body: emailLinkSchema },
    async ({ c, body }) => c.json(await confirmEmailChange(deps, { token: body.token, sessionToken: currentToken(c, deps) })),
  ),
  route({ method: 'POST', path: '/account/email/undo', access: 'public', body: emailLinkSchema }, async ({ c, body }) =>
    c.json(await undoEmailChange(deps, { token: body.token })),
  ),
  route({ method: 'GET', path: '/account/sessions', access: 'user' }, async ({ c, actor }) =>
    c.json(await listSessions(deps, actor, { currentToken: currentToken(c, deps) })),
  ),
  route({ method: 'POST', path: '/account/sessions/end-others', access: 'user' }, async ({ c, actor }) =>
    c.json(await endOtherSessions(deps, actor, { currentToken: currentToken(c, deps) })),
  ),
  route(
    { method: 'DELETE', path: '/account/sessions/:id', access: 'user', params: idParams(SESSION_NOT_FOUND) },
    async ({ c, actor, params }) => {
      await endSession(deps, actor, { id: params.id, currentToken: currentToken(c, deps) });
      return c.body(null, 204);
    },
  ),
  route({ method: 'POST', path: '/account/deletion', access: 'user', body: deleteAccountSchema }, async ({ c, actor, body }) =>
    c.json(await requestAccountDeletion(deps, actor, body), 202),
  ),
];
