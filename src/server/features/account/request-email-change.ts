// A new sign-in address, asked for in the settings. A stolen session alone cannot do it: the
// account's current password is checked (each try counts as a sign-in attempt), or, for an
// account without one (Google only), the session must have signed in within the last few
// minutes. The link that makes the change goes to the new address; the old address is told at
// once, with a link that undoes the change for some days (undo-email-change.ts). A frozen
// account (being deleted) keeps its address.
import { and, eq } from 'drizzle-orm';
import type { RequestEmailChangeInput } from '../../../domain/account.ts';
import {
  ACCOUNT_FROZEN_MESSAGE,
  EMAIL_CHANGE_LINK_HOURS,
  EMAIL_UNDO_DAYS,
  FRESH_SIGN_IN_MINUTES,
  PASSWORD_REQUIRED,
  SAME_EMAIL,
  SIGN_IN_AGAIN_TO_CHANGE_EMAIL,
  WRONG_PASSWORD,
} from '../../../domain/account-texts.ts';
import { forbidden, invalid, notFound } from '../../../domain/errors.ts';
import type { UserActor } from '../../actor.ts';
import { AUTH_MAIL, type AuthMail } from '../../auth/auth-mail.ts';
import { isAccountFrozen } from '../../auth/frozen-account.ts';
import { verifyPassword } from '../../auth/password.ts';
import { accounts, sessions, users } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { consumeLimit } from '../../http/rate-limit.ts';
import { countSignInAttempt } from '../auth/count-sign-in-attempt.ts';
import { dropEmailTokens, issueEmailToken } from './email-tokens.ts';

const HOUR = 3600 * 1000;
const MAILS = { name: 'change-email', max: 5, windowSeconds: 3600, message: 'We have sent several messages to this address already.' };
/** The web app's screen for both links (src/web/lib/paths.ts: emailChange). */
export const EMAIL_LINK_PAGE = '/email-change';

export async function requestEmailChange(
  deps: Deps,
  actor: UserActor,
  input: RequestEmailChangeInput & { sessionToken: string | null },
  now = new Date(),
): Promise<void> {
  const { userId } = actor;
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Account not found');
  if (await isAccountFrozen(deps.db, userId)) throw forbidden(ACCOUNT_FROZEN_MESSAGE);
  const newEmail = input.newEmail.trim().toLowerCase();
  if (newEmail === user.email.toLowerCase()) throw invalid(SAME_EMAIL, 'newEmail');
  await proveIdentity(deps, actor, user.email, input, now);
  await consumeLimit(deps.pool, MAILS, userId);

  // An address another account holds gets no link (the answer is the same, so it tells nothing);
  // the old address is told all the same: someone with the password asked.
  const [taken] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, newEmail));
  const base = deps.env.PUBLIC_URL;
  await deps.db.transaction(async (tx) => {
    await dropEmailTokens(tx, 'email-change', userId);
    if (!taken) {
      const token = await issueEmailToken(tx, 'email-change', userId, newEmail, new Date(now.getTime() + EMAIL_CHANGE_LINK_HOURS * HOUR));
      const mail: AuthMail = { kind: 'confirm-new-email', to: newEmail, url: `${base}${EMAIL_LINK_PAGE}?confirm=${token}` };
      await deps.jobs.send(AUTH_MAIL, mail, { db: tx });
    }
    const undo = await issueEmailToken(tx, 'email-undo', userId, user.email, new Date(now.getTime() + EMAIL_UNDO_DAYS * 24 * HOUR));
    const notice: AuthMail = { kind: 'email-change-notice', to: user.email, newEmail, url: `${base}${EMAIL_LINK_PAGE}?undo=${undo}` };
    await deps.jobs.send(AUTH_MAIL, notice, { db: tx });
  });
  deps.log.info({ userId }, 'new email address asked for');
}

/** The current password, or for an account without one a sign-in of the last few minutes. */
async function proveIdentity(
  deps: Deps,
  actor: UserActor,
  email: string,
  input: { currentPassword?: string; sessionToken: string | null },
  now: Date,
): Promise<void> {
  const [credential] = await deps.db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, actor.userId), eq(accounts.providerId, 'credential')));
  if (credential?.password) {
    if (!input.currentPassword) throw invalid(PASSWORD_REQUIRED, 'currentPassword');
    await countSignInAttempt(deps, { ip: actor.ip, email });
    if (!(await verifyPassword({ hash: credential.password, password: input.currentPassword })))
      throw invalid(WRONG_PASSWORD, 'currentPassword');
    return;
  }
  const [session] = input.sessionToken
    ? await deps.db
        .select({ createdAt: sessions.createdAt })
        .from(sessions)
        .where(and(eq(sessions.token, input.sessionToken), eq(sessions.userId, actor.userId)))
    : [];
  if (!session || now.getTime() - session.createdAt.getTime() > FRESH_SIGN_IN_MINUTES * 60 * 1000)
    throw forbidden(SIGN_IN_AGAIN_TO_CHANGE_EMAIL);
}
