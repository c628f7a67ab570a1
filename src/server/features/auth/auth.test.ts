import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles, userRoles, users } from '../../db/schema.ts';
import { createTestContext, sessionCookie, type TestContext } from '../../test/test-context.ts';
import { SUSPENDED_MESSAGE } from '../../auth/auth.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ jobs: ['auth-mail'] });
});
afterAll(() => ctx.close());

const password = 'correct-horse-battery';
const signUp = (body: Record<string, unknown>) => ctx.request('POST', '/api/auth/sign-up/email', { body });
const signIn = (email: string, pw = password) => ctx.request('POST', '/api/auth/sign-in/email', { body: { email, password: pw } });

describe('sign-up', () => {
  it('requires a full name with the spec message', async () => {
    const res = await signUp({ name: '   ', email: 'blank@example.com', password });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'VALIDATION', message: 'Full Name is required', field: 'name' } });
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.email, 'blank@example.com'));
    expect(row).toBeUndefined();
  });

  it('creates the profile (free, inactive) and the user role, and mails a confirmation link', async () => {
    const res = await signUp({ name: 'Asha Rao', email: 'asha@example.com', password, callbackURL: '/dashboard' });
    expect(res.status).toBe(200);
    const [user] = await ctx.deps.db.select().from(users).where(eq(users.email, 'asha@example.com'));
    const [profile] = await ctx.deps.db.select().from(profiles).where(eq(profiles.id, user!.id));
    const [role] = await ctx.deps.db.select().from(userRoles).where(eq(userRoles.userId, user!.id));
    expect(profile).toMatchObject({ fullName: 'Asha Rao', email: 'asha@example.com', planType: 'free', subscriptionStatus: 'inactive' });
    expect(role?.role).toBe('user');
    const mail = await ctx.waitForMail((m) => m.to === 'asha@example.com');
    expect(mail.link).toContain('/api/auth/verify-email?token=');
  });

  it('stores passwords as argon2id hashes', async () => {
    const [row] = await ctx.deps.pool
      .query<{ password: string }>("select a.password from accounts a join users u on u.id = a.user_id where u.email = 'asha@example.com'")
      .then((r) => r.rows);
    expect(row?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses sign-in before the email is confirmed, then lets the user in after the link', async () => {
    const before = await signIn('asha@example.com');
    expect(before.status).toBe(403);
    expect((await before.json()).error.code).toBe('EMAIL_NOT_VERIFIED');

    const link = new URL(ctx.mails.find((m) => m.to === 'asha@example.com')!.link!);
    const verify = await ctx.app.request(link.pathname + link.search);
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe('/dashboard');

    const after = await signIn('asha@example.com');
    expect(after.status).toBe(200);
    const cookie = sessionCookie(after);
    const me = await ctx.request('GET', '/api/me', { cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ profile: { fullName: 'Asha Rao', planType: 'free' }, role: 'user', isAdmin: false });
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const wrong = await signIn('asha@example.com', 'not-the-password');
    const unknown = await signIn('nobody@example.com', 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });
});

describe('sessions', () => {
  it('sign-out ends the session on the server', async () => {
    const res = await signIn('asha@example.com');
    const cookie = sessionCookie(res);
    expect((await ctx.request('GET', '/api/me', { cookie })).status).toBe(200);
    const out = await ctx.request('POST', '/api/auth/sign-out', { cookie, body: {} });
    expect(out.status).toBe(200);
    expect((await ctx.request('GET', '/api/me', { cookie })).status).toBe(401);
  });

  it('sets the session cookie httpOnly', async () => {
    const res = await signIn('asha@example.com');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('tunelane.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('refuses a suspended account with a clear message', async () => {
    const [user] = await ctx.deps.db.select().from(users).where(eq(users.email, 'asha@example.com'));
    await ctx.deps.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, user!.id));
    const res = await signIn('asha@example.com');
    expect(res.status).toBe(403);
    expect((await res.json()).error).toEqual({ code: 'ACCOUNT_SUSPENDED', message: SUSPENDED_MESSAGE });
    await ctx.deps.db.update(profiles).set({ suspendedAt: null }).where(eq(profiles.id, user!.id));
  });
});

describe('password reset', () => {
  it('mails a reset link that sets a new password', async () => {
    const req = await ctx.request('POST', '/api/auth/request-password-reset', {
      body: { email: 'asha@example.com', redirectTo: '/reset-password' },
    });
    expect(req.status).toBe(200);
    const mail = await ctx.waitForMail((m) => m.to === 'asha@example.com' && /Reset your/.test(m.subject));
    const link = new URL(mail.link!);
    const landing = await ctx.app.request(link.pathname + link.search);
    expect(landing.status).toBe(302);
    const token = new URL(landing.headers.get('location')!, 'http://x').searchParams.get('token');
    expect(token).toBeTruthy();
    const reset = await ctx.request('POST', '/api/auth/reset-password', { body: { newPassword: 'a-brand-new-pass', token } });
    expect(reset.status).toBe(200);
    expect((await signIn('asha@example.com')).status).toBe(401);
    expect((await signIn('asha@example.com', 'a-brand-new-pass')).status).toBe(200);
  });
});
