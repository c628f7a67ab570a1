// Account settings: how the account signs in, a new address (asked for with the password, then
// confirmed or undone from the emailed links), its sessions (listed and ended by id, never by
// token), and deleting it. Names are changed through the profile's routes, the password through
// better-auth's /api/auth/change-password.
import type { Context } from 'hono';
import { deleteAccountSchema, emailLinkSchema, requestEmailChangeSchema } from '../../../domain/account.ts';
import {
  accountDeletionDto,
  accountDto,
  emailChangedDto,
  emailChangeRequestedDto,
  emailRestoredDto,
  sessionsDto,
  sessionsEndedDto,
} from '../../../domain/account-dto.ts';
import { SESSION_COOKIE, verifySignedToken } from '../../auth/read-session.ts';
import type { Deps } from '../../deps.ts';
import { idParams } from '../../http/id-param.ts';
import { route } from '../../http/route.ts';
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
  route(
    { method: 'GET', path: '/account', access: 'user', team: 'person', response: accountDto, summary: 'How the account signs in' },
    ({ actor }) => getAccount(deps, actor),
  ),
  route(
    {
      method: 'POST',
      path: '/account/email',
      access: 'user',
      team: 'person',
      body: requestEmailChangeSchema,
      response: emailChangeRequestedDto,
      status: 202,
      summary: 'Asks to change the address: mails a confirmation link to the new one',
    },
    async ({ c, actor, body }) => {
      await requestEmailChange(deps, actor, { ...body, sessionToken: currentToken(c, deps) });
      return { status: true as const };
    },
  ),
  // The emailed links: opened signed in or not (the confirming browser stays signed in when it is the account's).
  route(
    {
      method: 'POST',
      path: '/account/email/confirm',
      access: 'public',
      auth: 'optional-session',
      body: emailLinkSchema,
      response: emailChangedDto,
      summary: 'Confirms a new address from its emailed link',
    },
    ({ c, body }) => confirmEmailChange(deps, { token: body.token, sessionToken: currentToken(c, deps) }),
  ),
  route(
    {
      method: 'POST',
      path: '/account/email/undo',
      access: 'public',
      body: emailLinkSchema,
      response: emailRestoredDto,
      summary: 'Undoes a change of address from the link mailed to the old one',
    },
    ({ body }) => undoEmailChange(deps, { token: body.token }),
  ),
  route(
    {
      method: 'GET',
      path: '/account/sessions',
      access: 'user',
      team: 'person',
      response: sessionsDto,
      summary: 'The signed-in browsers and devices',
    },
    ({ c, actor }) => listSessions(deps, actor, { currentToken: currentToken(c, deps) }),
  ),
  route(
    {
      method: 'POST',
      path: '/account/sessions/end-others',
      access: 'user',
      team: 'person',
      response: sessionsEndedDto,
      summary: 'Signs out every session but this one',
    },
    ({ c, actor }) => endOtherSessions(deps, actor, { currentToken: currentToken(c, deps) }),
  ),
  route(
    {
      method: 'DELETE',
      path: '/account/sessions/:id',
      access: 'user',
      team: 'person',
      params: idParams(SESSION_NOT_FOUND),
      response: 'empty',
      summary: 'Signs out one other session',
    },
    ({ c, actor, params }) => endSession(deps, actor, { id: params.id, currentToken: currentToken(c, deps) }),
  ),
  route(
    {
      method: 'POST',
      path: '/account/deletion',
      access: 'user',
      team: 'person',
      body: deleteAccountSchema,
      response: accountDeletionDto,
      status: 202,
      summary: 'Deletes the account after the grace period',
    },
    ({ actor, body }) => requestAccountDeletion(deps, actor, body),
  ),
];
