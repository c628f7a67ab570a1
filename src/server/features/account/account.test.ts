// Account settings on the server: names, sessions seen and ended by id, and deleting the account
// (releases taken down, signed out everywhere, sign-in refused, data removed by the purge job
// after the grace period, not before and not while a payout is unsettled).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETION_GRACE_DAYS } from '../../../domain/account-texts.ts';
import { profiles, sessions, users } from '../../db/schema.ts';
import { accountDeletions } from '../../db/schema-account.ts';
import { revenueClaims } from '../../db/schema-payouts.ts';
import { musicReleases, releaseStatusHistory } from '../../db/schema-releases.ts';
import { uploadedFiles } from '../../db/schema-uploads.ts';
import { createTestContext, sessionCookie, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { purgeDeletedAccounts } from './purge-deleted-accounts.ts';

const DAY = 24 * 3600 * 1000;
const PASSWORD = 'correct-horse-battery';
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ jobs: ['auth-mail'] });
});
afterAll(() => ctx.close());

async function signInAgain(user: TestUser, userAgent: string): Promise<string> {
  const res = await ctx.request('POST', '/api/auth/sign-in/email', {
    body: { email: user.email, password: PASSWORD },
    headers: { 'User-Agent': userAgent },
  });
  expect(res.status).toBe(200);
  return sessionCookie(res);
}

const me = (cookie: string) => ctx.request('GET', '/api/me', { cookie });

describe('names', () => {
  it('changes the display name and the default artist name; blank clears the artist name', async () => {
    const u = await createUser(ctx, { name: 'Ira' });
    let res = await ctx.request('PATCH', '/api/me/profile', {
      cookie: u.cookie,
      body: { fullName: 'Ira Sen', defaultArtistName: '  DJ Ira ' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ fullName: 'Ira Sen', defaultArtistName: 'DJ Ira' });
    expect((await (await me(u.cookie)).json()).profile).toMatchObject({ fullName: 'Ira Sen', defaultArtistName: 'DJ Ira' });
    const [user] = await ctx.deps.db.select({ name: users.name }).from(users).where(eq(users.id, u.id));
    expect(user!.name).toBe('Ira Sen');
    // left out: unchanged
    res = await ctx.request('PATCH', '/api/me/profile', { cookie: u.cookie, body: { fullName: 'Ira S' } });
    expect(await res.json()).toMatchObject({ fullName: 'Ira S', defaultArtistName: 'DJ Ira' });
    res = await ctx.request('PATCH', '/api/me/profile', { cookie: u.cookie, body: { fullName: 'Ira S', defaultArtistName: ' ' } });
    expect(await res.json()).toMatchObject({ defaultArtistName: null });
    res = await ctx.request('PATCH', '/api/me/profile', {
      cookie: u.cookie,
      body: { fullName: 'Ira S', defaultArtistName: 'x'.repeat(101) },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      field: 'defaultArtistName',
      message: 'Default artist name must be at most 100 characters',
    });
  });

  it('says how the account signs in', async () => {
    const u = await createUser(ctx);
    const res = await ctx.request('GET', '/api/account', { cookie: u.cookie });
    expect(await res.json()).toMatchObject({ email: u.email, emailVerified: true, hasPassword: true, providers: [] });
    expect((await ctx.request('GET', '/api/account')).status).toBe(401);
  });
});

describe('email and password', () => {
  it('a new address takes effect only once its link is opened, and stays confirmed', async () => {
    const u = await createUser(ctx);
    const newEmail = `new-${u.email}`;
    const res = await ctx.request('POST', '/api/account/email', { cookie: u.cookie, body: { newEmail, currentPassword: PASSWORD } });
    expect(res.status).toBe(202);
    const mail = await ctx.waitForMail((m) => m.to === newEmail);
    expect(mail.subject).toBe('Confirm your new email for Tunelane');
    expect(mail.text).toContain('until you do, your account keeps its current address');
    expect((await (await ctx.request('GET', '/api/account', { cookie: u.cookie })).json()).email).toBe(u.email);

    const link = new URL(mail.link!);
    expect(link.pathname).toBe('/email-change');
    const opened = await ctx.request('POST', '/api/account/email/confirm', {
      cookie: u.cookie,
      body: { token: link.searchParams.get('confirm') },
    });
    expect(opened.status).toBe(200);
    expect(await opened.json()).toEqual({ email: newEmail, signedIn: true });
    expect(await (await ctx.request('GET', '/api/account', { cookie: u.cookie })).json()).toMatchObject({
      email: newEmail,
      emailVerified: true,
    });
    expect((await (await me(u.cookie)).json()).profile.email).toBe(newEmail);
    const signIn = await ctx.request('POST', '/api/auth/sign-in/email', { body: { email: newEmail, password: PASSWORD } });
    expect(signIn.status).toBe(200);
  });

  it('changes the password with the current one, and can sign out the other sessions', async () => {
    const u = await createUser(ctx);
    const other = await signInAgain(u, SAFARI_IPHONE);
    const change = (body: object) => ctx.request('POST', '/api/auth/change-password', { cookie: u.cookie, body });
    const wrong = await change({ currentPassword: 'wrong-password', newPassword: 'a-new-password-1' });
    expect(wrong.status).toBe(400);
    // named as the field it is about, so the form shows it there
    expect((await wrong.json()).error).toMatchObject({ code: 'VALIDATION', field: 'currentPassword' });
    const res = await change({ currentPassword: PASSWORD, newPassword: 'a-new-password-1', revokeOtherSessions: true });
    expect(res.status).toBe(200);
    const fresh = sessionCookie(res) || u.cookie;
    expect((await me(fresh)).status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect((await ctx.request('POST', '/api/auth/sign-in/email', { body: { email: u.email, password: PASSWORD } })).status).not.toBe(200);
    expect((await ctx.request('POST', '/api/auth/sign-in/email', { body: { email: u.email, password: 'a-new-password-1' } })).status).toBe(
      200,
    );
  });
});

describe('sessions', () => {
  it('lists the sessions with the current one first, ends another by id, refuses the current one and strangers', async () => {
    const u = await createUser(ctx);
    const stranger = await createUser(ctx);
    const laptop = await signInAgain(u, CHROME_WINDOWS);
    const phone = await signInAgain(u, SAFARI_IPHONE);

    const res = await ctx.request('GET', '/api/account/sessions', { cookie: laptop });
    expect(res.status).toBe(200);
    const { sessions: list } = await res.json();
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ current: true, device: 'Chrome on Windows' });
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(list.map((s: { device: string }) => s.device)).toContain('Safari on iOS');
    expect(JSON.stringify(list)).not.toMatch(/token/i);

    const phoneSession = list.find((s: { device: string }) => s.device === 'Safari on iOS');
    expect((await ctx.request('DELETE', `/api/account/sessions/${phoneSession.id}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await me(phone)).status).toBe(200);
    expect((await ctx.request('DELETE', `/api/account/sessions/${phoneSession.id}`, { cookie: laptop })).status).toBe(204);
    expect((await me(phone)).status).toBe(401);
    expect((await ctx.request('DELETE', `/api/account/sessions/${phoneSession.id}`, { cookie: laptop })).status).toBe(404);
    expect((await ctx.request('DELETE', '/api/account/sessions/not-an-id', { cookie: laptop })).status).toBe(404);

    const current = await ctx.request('DELETE', `/api/account/sessions/${list[0].id}`, { cookie: laptop });
    expect(current.status).toBe(409);
    expect((await current.json()).error.message).toBe('This is the session you are using. Use Sign Out to end it.');

    const others = await ctx.request('POST', '/api/account/sessions/end-others', { cookie: laptop, body: {} });
    expect(await others.json()).toEqual({ ended: 1 }); // the first sign-in's session
    expect((await me(u.cookie)).status).toBe(401);
    expect((await me(laptop)).status).toBe(200);
    expect((await me(stranger.cookie)).status).toBe(200);
  });
});

describe('deleting the account', () => {
  it('needs the email typed out and the password', async () => {
    const u = await createUser(ctx);
    const del = (body: object) => ctx.request('POST', '/api/account/deletion', { cookie: u.cookie, body });
    let res = await del({ confirmEmail: 'someone@else.test', password: PASSWORD });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      field: 'confirmEmail',
      message: 'Type your email address exactly as shown to confirm',
    });
    res = await del({ confirmEmail: u.email });
    expect((await res.json()).error).toMatchObject({ field: 'password', message: 'Password is required' });
    res = await del({ confirmEmail: u.email, password: 'not-the-password' });
    expect((await res.json()).error).toMatchObject({ field: 'password', message: 'The password is not right' });
    expect(await ctx.deps.db.select().from(accountDeletions).where(eq(accountDeletions.userId, u.id))).toEqual([]);
    expect((await me(u.cookie)).status).toBe(200);
  });

  it('takes releases down, signs out everywhere, refuses sign-in, and removes the data after the grace period once payouts are settled', async () => {
    const u = await createUser(ctx);
    const other = await signInAgain(u, SAFARI_IPHONE);
    const release = (title: string, status: string) => ({ userId: u.id, title, artistName: 'Leaving', status });
    const rows = await ctx.deps.db
      .insert(musicReleases)
      .values([
        release('Live', 'distributed'),
        release('Waiting', 'pending'),
        release('Approved', 'approved'),
        release('Draft', 'draft'),
        release('Rejected', 'rejected'),
      ])
      .returning({ id: musicReleases.id, title: musicReleases.title });
    const key = `test/${u.id}.bin`;
    await ctx.deps.db
      .insert(uploadedFiles)
      .values({ userId: u.id, kind: 'audio', storageKey: key, originalName: 'a.wav', mimeType: 'audio/wav', sizeBytes: 4 });
    const [claim] = await ctx.deps.db
      .insert(revenueClaims)
      .values({ userId: u.id, amount: '25.00', paymentMethod: 'paypal', status: 'pending' })
      .returning();

    const before = Date.now();
    const res = await ctx.request('POST', '/api/account/deletion', {
      cookie: u.cookie,
      body: { confirmEmail: u.email.toUpperCase(), password: PASSWORD },
    });
    expect(res.status).toBe(202);
    const body = await res.json();
    expect(body.releasesTakenDown).toBe(3);
    const purgeAfter = new Date(body.purgeAfter).getTime();
    expect(purgeAfter).toBeGreaterThanOrEqual(before + DELETION_GRACE_DAYS * DAY - 1000);
    expect(purgeAfter).toBeLessThanOrEqual(Date.now() + DELETION_GRACE_DAYS * DAY);

    // releases taken down, with the reason in their history; drafts and rejections as they were
    const statuses = await ctx.deps.db
      .select({ title: musicReleases.title, status: musicReleases.status })
      .from(musicReleases)
      .where(eq(musicReleases.userId, u.id));
    expect(Object.fromEntries(statuses.map((s) => [s.title, s.status]))).toEqual({
      Live: 'draft',
      Waiting: 'draft',
      Approved: 'draft',
      Draft: 'draft',
      Rejected: 'rejected',
    });
    const live = rows.find((r) => r.title === 'Live')!;
    const [history] = await ctx.deps.db.select().from(releaseStatusHistory).where(eq(releaseStatusHistory.releaseId, live.id));
    expect(history).toMatchObject({ fromStatus: 'distributed', toStatus: 'draft', note: 'Taken down: the account is being deleted' });

    // signed out everywhere, and no way back in
    expect(await ctx.deps.db.select().from(sessions).where(eq(sessions.userId, u.id))).toEqual([]);
    expect((await me(u.cookie)).status).toBe(401);
    expect((await me(other)).status).toBe(401);
    const signIn = await ctx.request('POST', '/api/auth/sign-in/email', { body: { email: u.email, password: PASSWORD } });
    expect(signIn.status).toBe(403);
    expect(JSON.stringify(await signIn.json())).toContain('This account is being deleted. Please contact support if you want to keep it.');
    const mail = ctx.mails.find((m) => m.to === u.email && m.subject === 'Your Tunelane account is being deleted')!;
    expect(mail.text).toContain('Your releases are taken down');

    // before the grace period ends: nothing is removed
    await purgeDeletedAccounts(ctx.deps, new Date(purgeAfter - 1000));
    expect(await ctx.deps.db.select({ id: users.id }).from(users).where(eq(users.id, u.id))).toHaveLength(1);
    // after it, while a payout is pending: kept for the payout
    expect(await purgeDeletedAccounts(ctx.deps, new Date(purgeAfter + 1000))).toMatchObject({ purged: 0, waiting: 1 });
    expect(await ctx.deps.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, u.id))).toHaveLength(1);
    // the payout paid: everything goes, files included
    await ctx.deps.db.update(revenueClaims).set({ status: 'completed' }).where(eq(revenueClaims.id, claim!.id));
    const deleted: string[] = [];
    const storageDelete = ctx.deps.storage.delete.bind(ctx.deps.storage);
    ctx.deps.storage.delete = async (k: string) => {
      deleted.push(k);
      return storageDelete(k);
    };
    expect(await purgeDeletedAccounts(ctx.deps, new Date(purgeAfter + 1000))).toMatchObject({ purged: 1 });
    ctx.deps.storage.delete = storageDelete;
    expect(deleted).toContain(key);
    expect(await ctx.deps.db.select().from(users).where(eq(users.id, u.id))).toEqual([]);
    expect(await ctx.deps.db.select().from(musicReleases).where(eq(musicReleases.userId, u.id))).toEqual([]);
    expect(await ctx.deps.db.select().from(revenueClaims).where(eq(revenueClaims.userId, u.id))).toEqual([]);
    expect(await ctx.deps.db.select().from(accountDeletions).where(eq(accountDeletions.userId, u.id))).toEqual([]);
    // and running again finds nothing to do
    expect(await purgeDeletedAccounts(ctx.deps, new Date(purgeAfter + 2000))).toMatchObject({ purged: 0, waiting: 0 });
  });
});
