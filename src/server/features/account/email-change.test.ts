// Changing the sign-in address (security review findings 3 and 4): a stolen session alone cannot
// do it (the current password, counted as a sign-in attempt, or for a Google-only account a fresh
// sign-in), the old address is told with a link that undoes the change for 7 days, the other
// sessions end; links mailed before a deletion request change nothing, and an account being
// deleted keeps its email and password until it is restored.
import { createEmailVerificationToken } from 'better-auth/api';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_FROZEN_MESSAGE,
  EMAIL_LINK_INVALID,
  EMAIL_TAKEN,
  PASSWORD_REQUIRED,
  SIGN_IN_AGAIN_TO_CHANGE_EMAIL,
  WRONG_PASSWORD,
} from '../../../domain/account-texts.ts';
import { accounts, sessions, users, verifications } from '../../db/schema.ts';
import { accountDeletions } from '../../db/schema-account.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { createTestContext, sessionCookie, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';

const PASSWORD = 'correct-horse-battery';
const DAY = 24 * 3600 * 1000;

let ctx: TestContext;
beforeAll(async () => {
  // The limits on: a wrong password here must count toward the sign-in limits.
  ctx = await createTestContext({ jobs: ['auth-mail'], rateLimit: true });
});
afterAll(() => ctx.close());

const me = (cookie: string) => ctx.request('GET', '/api/me', { cookie });
const askFor = (u: TestUser, body: object, cookie = u.cookie) => ctx.request('POST', '/api/account/email', { cookie, body });
const confirm = (token: string, cookie?: string) => ctx.request('POST', '/api/account/email/confirm', { cookie, body: { token } });
const undo = (token: string) => ctx.request('POST', '/api/account/email/undo', { body: { token } });
const signIn = (email: string, password = PASSWORD) => ctx.request('POST', '/api/auth/sign-in/email', { body: { email, password } });
const emailOf = async (id: string) => (await ctx.deps.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;
const tokensOf = (id: string) =>
  ctx.deps.db
    .select()
    .from(verifications)
    .where(sql`${verifications.value} = ${id} or starts_with(${verifications.value}, ${`${id}|`})`);

async function otherSession(u: TestUser): Promise<string> {
  const res = await signIn(u.email);
  expect(res.status).toBe(200);
  return sessionCookie(res);
}

/** The token in a mailed link's query (`confirm` or `undo`). */
function linkToken(mail: MailMessage, name: 'confirm' | 'undo'): string {
  const url = new URL(mail.link!);
  expect(url.pathname).toBe('/email-change');
  return url.searchParams.get(name)!;
}

/** Asks for a new address with the password; the two mails' tokens. */
async function requestChange(u: TestUser, newEmail: string): Promise<{ confirmToken: string; undoToken: string; notice: MailMessage }> {
  const res = await askFor(u, { newEmail, currentPassword: PASSWORD });
  expect(res.status).toBe(202);
  const link = await ctx.waitForMail((m) => m.to === newEmail && m.subject === 'Confirm your new email for Tunelane');
  const notice = await ctx.waitForMail(
    (m) => m.to === u.email && m.subject === 'Your Tunelane email is being changed' && m.text.includes(newEmail),
  );
  return { confirmToken: linkToken(link, 'confirm'), undoToken: linkToken(notice, 'undo'), notice };
}

async function resetToken(email: string): Promise<string> {
  const before = ctx.mails.length;
  expect((await ctx.request('POST', '/api/auth/request-password-reset', { body: { email, redirectTo: '/reset-password' } })).status).toBe(
    200,
  );
  const mail = await ctx.waitForMail(
    (m) => ctx.mails.indexOf(m) >= before && m.to === email && m.subject === 'Reset your Tunelane password',
  );
  return new URL(mail.link!).pathname.split('/').at(-1)!;
}
const resetPassword = (token: string, newPassword: string) =>
  ctx.request('POST', '/api/auth/reset-password', { body: { token, newPassword } });

describe('asking for a new address', () => {
  it('is refused without the current password, and with a wrong one, and nothing is mailed', async () => {
    const u = await createUser(ctx);
    const newEmail = `stolen-${u.email}`;
    let res = await askFor(u, { newEmail });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: 'VALIDATION', field: 'currentPassword', message: PASSWORD_REQUIRED });
    res = await askFor(u, { newEmail, currentPassword: 'not-the-password' });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: 'VALIDATION', field: 'currentPassword', message: WRONG_PASSWORD });
    // A mail is a job queued in the request's own transaction: none queued, none will be sent.
    const queued = await ctx.deps.db.execute(
      sql`select 1 from pgboss.job where name = 'auth-mail' and (data->>'to' = ${newEmail} or (data->>'kind' = 'email-change-notice' and data->>'to' = ${u.email}))`,
    );
    expect(queued.rows).toEqual([]);
    expect(ctx.mails.filter((m) => m.to === newEmail || m.subject === 'Your Tunelane email is being changed')).toEqual([]);
    expect(await tokensOf(u.id)).toEqual([]);
    expect(await emailOf(u.id)).toBe(u.email);
  });

  it('counts each password tried as a sign-in attempt: the sign-in form is locked by guesses made here', async () => {
    const u = await createUser(ctx); // its sign-in was the first of the ten a minute allowed
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await askFor(u, { newEmail: `x-${u.email}`, currentPassword: `wrong-${i}` })).status);
    expect(statuses).toEqual(Array(9).fill(400));
    const res = await signIn(u.email);
    expect(res.status).toBe(429);
    expect((await res.json()).error.message).toMatch(/^Too many sign-in attempts\./);
    expect((await askFor(u, { newEmail: `x-${u.email}`, currentPassword: PASSWORD })).status).toBe(429);
  });

  it('with the right password: the new address confirms it, the old one is told with an undo link, the other sessions end', async () => {
    const u = await createUser(ctx);
    const phone = await otherSession(u);
    const newEmail = `moved-${u.email}`;
    const { confirmToken, notice } = await requestChange(u, newEmail);
    expect(notice.text).toContain(`asked to use ${newEmail} instead of this address`);
    expect(notice.text).toContain('The link works for 7 days, also after the change');
    // nothing changes until the link is opened
    expect(await emailOf(u.id)).toBe(u.email);
    expect((await me(phone)).status).toBe(200);

    const res = await confirm(confirmToken, u.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: newEmail, signedIn: true });
    expect(await emailOf(u.id)).toBe(newEmail);
    expect((await me(u.cookie)).status).toBe(200);
    expect((await me(phone)).status).toBe(401);
    expect(await ctx.deps.db.select().from(sessions).where(eq(sessions.userId, u.id))).toHaveLength(1);
    // used once
    const again = await confirm(confirmToken, u.cookie);
    expect(again.status).toBe(400);
    expect((await again.json()).error).toMatchObject({ code: 'INVALID_TOKEN', message: EMAIL_LINK_INVALID });
    expect((await signIn(newEmail)).status).toBe(200);
  });

  it('opened in a browser not signed in, the link ends every session of the account', async () => {
    const u = await createUser(ctx);
    const newEmail = `elsewhere-${u.email}`;
    const { confirmToken } = await requestChange(u, newEmail);
    const res = await confirm(confirmToken);
    expect(await res.json()).toEqual({ email: newEmail, signedIn: false });
    expect((await me(u.cookie)).status).toBe(401);
  });

  it('for an account without a password (Google only), needs a sign-in of the last 5 minutes', async () => {
    const u = await createUser(ctx);
    await ctx.deps.db.delete(accounts).where(eq(accounts.userId, u.id));
    await ctx.deps.db.insert(accounts).values({ userId: u.id, providerId: 'google', accountId: `google-${u.id}` });
    const newEmail = `google-${u.email}`;
    await ctx.deps.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 6 * 60 * 1000) })
      .where(eq(sessions.userId, u.id));
    let res = await askFor(u, { newEmail });
    expect(res.status).toBe(403);
    expect((await res.json()).error).toMatchObject({ code: 'FORBIDDEN', message: SIGN_IN_AGAIN_TO_CHANGE_EMAIL });
    await ctx.deps.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 60 * 1000) })
      .where(eq(sessions.userId, u.id));
    res = await askFor(u, { newEmail });
    expect(res.status).toBe(202);
    await ctx.waitForMail((m) => m.to === newEmail);
  });

  it("better-auth's own change of address is closed: its endpoint is not found, and a token it made changes nothing", async () => {
    const u = await createUser(ctx);
    const newEmail = `legacy-${u.email}`;
    expect((await ctx.request('POST', '/api/auth/change-email', { cookie: u.cookie, body: { newEmail } })).status).toBe(404);
    const token = await createEmailVerificationToken(ctx.deps.auth.options.secret!, u.email, newEmail, 3600, {
      requestType: 'change-email-verification',
      userId: u.id,
    });
    const res = await ctx.request('GET', `/api/auth/verify-email?token=${token}`);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('INVALID_TOKEN');
    expect(await emailOf(u.id)).toBe(u.email);
  });

  it('an address another account took meanwhile is refused with a clear message', async () => {
    const u = await createUser(ctx);
    const newEmail = `taken-${u.email}`;
    const { confirmToken } = await requestChange(u, newEmail);
    await createUser(ctx, { email: newEmail });
    const res = await confirm(confirmToken, u.cookie);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatchObject({ code: 'CONFLICT', message: EMAIL_TAKEN });
    expect(await emailOf(u.id)).toBe(u.email);
  });
});

describe('the undo link mailed to the old address', () => {
  it('within its 7 days puts the old address back, ends every session and the password that was known', async () => {
    const u = await createUser(ctx);
    const newEmail = `hijacked-${u.email}`;
    const { confirmToken, undoToken } = await requestChange(u, newEmail);
    const [row] = (await tokensOf(u.id)).filter((t) => t.identifier.startsWith('email-undo:'));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * DAY - 60_000);
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 7 * DAY);
    const attacker = sessionCookie(await signIn(u.email));
    expect((await confirm(confirmToken, attacker)).status).toBe(200);
    expect(await emailOf(u.id)).toBe(newEmail);

    const res = await undo(undoToken);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: u.email });
    expect(await ctx.deps.db.select({ email: users.email, verified: users.emailVerified }).from(users).where(eq(users.id, u.id))).toEqual([
      { email: u.email, verified: true },
    ]);
    expect((await me(attacker)).status).toBe(401);
    expect((await me(u.cookie)).status).toBe(401);
    // whoever changed the address knew the password: it no longer signs in, a reset link to the old address does
    expect((await signIn(u.email)).status).toBe(401);
    expect((await signIn(newEmail)).status).toBe(401);
    expect((await resetPassword(await resetToken(u.email), 'my-own-again-1')).status).toBe(200);
    expect((await signIn(u.email, 'my-own-again-1')).status).toBe(200);
    // used once
    expect((await undo(undoToken)).status).toBe(400);
  });

  it('before the change is confirmed, cancels it', async () => {
    const u = await createUser(ctx);
    const { confirmToken, undoToken } = await requestChange(u, `pending-${u.email}`);
    expect((await undo(undoToken)).status).toBe(200);
    expect((await confirm(confirmToken)).status).toBe(400);
    expect(await emailOf(u.id)).toBe(u.email);
  });

  it('is refused once its days have passed', async () => {
    const u = await createUser(ctx);
    const newEmail = `late-${u.email}`;
    const { confirmToken, undoToken } = await requestChange(u, newEmail);
    expect((await confirm(confirmToken, u.cookie)).status).toBe(200);
    await ctx.deps.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(sql`starts_with(${verifications.identifier}, 'email-undo:')`, eq(verifications.value, `${u.id}|${u.email}`)));
    const res = await undo(undoToken);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: 'INVALID_TOKEN', message: EMAIL_LINK_INVALID });
    expect(await emailOf(u.id)).toBe(newEmail);
    expect((await me(u.cookie)).status).toBe(200);
  });
});

describe('an account being deleted', () => {
  it('links mailed before the deletion request change nothing, even once the account is restored', async () => {
    const u = await createUser(ctx);
    const newEmail = `after-${u.email}`;
    const { confirmToken, undoToken } = await requestChange(u, newEmail);
    const reset = await resetToken(u.email);
    expect(await tokensOf(u.id)).toHaveLength(3);

    const del = await ctx.request('POST', '/api/account/deletion', {
      cookie: u.cookie,
      body: { confirmEmail: u.email, password: PASSWORD },
    });
    expect(del.status).toBe(202);
    expect(await tokensOf(u.id)).toEqual([]);
    // support restores the account: it works again, and the old links still change nothing
    await ctx.deps.db.delete(accountDeletions).where(eq(accountDeletions.userId, u.id));
    expect((await confirm(confirmToken)).status).toBe(400);
    expect((await undo(undoToken)).status).toBe(400);
    const res = await resetPassword(reset, 'taken-over-pass-1');
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('INVALID_TOKEN');
    expect(await emailOf(u.id)).toBe(u.email);
    expect((await signIn(u.email, 'taken-over-pass-1')).status).toBe(401);
    expect((await signIn(u.email)).status).toBe(200);
  });

  it('is frozen: its email and password cannot be changed until it is restored', async () => {
    const u = await createUser(ctx);
    // a change link and a session that outlived the request (mailed, or signed in, just before it)
    const { confirmToken } = await requestChange(u, `frozen-${u.email}`);
    await ctx.deps.db.insert(accountDeletions).values({ userId: u.id, purgeAfter: new Date(Date.now() + 30 * DAY) });
    const reset = await resetToken(u.email); // asked for while frozen

    const refused = async (res: Response) => {
      expect(res.status).toBe(403);
      expect((await res.json()).error).toMatchObject({ code: 'FORBIDDEN', message: ACCOUNT_FROZEN_MESSAGE });
    };
    await refused(await askFor(u, { newEmail: `frozen2-${u.email}`, currentPassword: PASSWORD }));
    await refused(await confirm(confirmToken, u.cookie));
    await refused(
      await ctx.request('POST', '/api/auth/change-password', {
        cookie: u.cookie,
        body: { currentPassword: PASSWORD, newPassword: 'a-frozen-pass-1' },
      }),
    );
    await refused(await resetPassword(reset, 'a-frozen-pass-2'));
    expect(await emailOf(u.id)).toBe(u.email);

    // restored: it works as before
    await ctx.deps.db.delete(accountDeletions).where(eq(accountDeletions.userId, u.id));
    const changed = await ctx.request('POST', '/api/auth/change-password', {
      cookie: u.cookie,
      body: { currentPassword: PASSWORD, newPassword: 'a-thawed-pass-1' },
    });
    expect(changed.status).toBe(200);
    const res = await askFor(u, { newEmail: `thawed-${u.email}`, currentPassword: 'a-thawed-pass-1' });
    expect(res.status).toBe(202);
  });
});
