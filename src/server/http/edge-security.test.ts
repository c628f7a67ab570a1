// The edge: cross-site writes refused whatever the content type, one session cookie name on https,
// HSTS only over https, one error shape for every refusal (CSRF and better-auth's included), and
// better-auth's logs in the app's logger.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { createAuth } from '../auth/auth.ts';
import type { Logger } from '../logger.ts';
import { createTestContext, ORIGIN, sessionCookie, type TestContext } from '../test/test-context.ts';
import { createUser, type TestUser } from '../test/users.ts';
import { CROSS_SITE_MESSAGE } from './same-origin.ts';

describe('on an http PUBLIC_URL', () => {
  let ctx: TestContext;
  let artist: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    artist = await createUser(ctx);
  });
  afterAll(() => ctx.close());

  it('refuses cookie-authenticated JSON writes from another origin, in the shared error shape', async () => {
    const evil = { Origin: 'https://evil.example' };
    const json = await ctx.request('PATCH', '/api/me/profile', { cookie: artist.cookie, headers: evil, body: { fullName: 'Pwned' } });
    expect(json.status).toBe(403);
    expect(await json.json()).toEqual({ error: { code: 'FORBIDDEN', message: `${CROSS_SITE_MESSAGE} Open ${ORIGIN} instead.` } });
    const viaFetchMetadata = await ctx.app.request('/api/releases', {
      method: 'POST',
      headers: { Cookie: artist.cookie, 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(viaFetchMetadata.status).toBe(403);
    const auth = await ctx.request('POST', '/api/auth/update-user', { cookie: artist.cookie, headers: evil, body: { name: 'Pwned' } });
    expect(auth.status).toBe(403);
    expect((await auth.json()).error.code).toBe('FORBIDDEN');
    const [row] = await ctx.deps.db.select({ name: users.name }).from(users).where(eq(users.id, artist.id));
    expect(row?.name).toBe('Test Artist');
    // Our own pages, and clients that are not browsers, still write.
    expect((await ctx.request('PATCH', '/api/me/profile', { cookie: artist.cookie, body: { fullName: 'Mine' } })).status).toBe(200);
  });

  it('sends no HSTS over http', async () => {
    const res = await ctx.request('GET', '/api/health');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it("answers better-auth's refusals in the shared error shape", async () => {
    const wrong = await ctx.request('POST', '/api/auth/sign-in/email', { body: { email: artist.email, password: 'not-the-password' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } });
    const unknown = await ctx.request('GET', '/api/auth/list-accounts', { cookie: artist.cookie });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe('NOT_FOUND');
    const signedOut = await ctx.request('POST', '/api/auth/update-user', { body: { name: 'Nobody' } });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it("sends better-auth's logs to the app's logger", async () => {
    const seen: { level: string; msg: string }[] = [];
    const record = (level: string) => (_obj: object, msg: string) => void seen.push({ level, msg });
    const log = { debug: record('debug'), info: record('info'), warn: record('warn'), error: record('error') } as unknown as Logger;
    const auth = createAuth({
      db: ctx.deps.db,
      sendMail: async () => undefined,
      log,
      publicUrl: 'http://localhost:3000',
      secret: 'x'.repeat(32),
      brand: 'Tunelane',
    });
    const context = await auth.$context;
    context.logger.error('probe error');
    context.logger.warn('probe warning');
    expect(seen).toContainEqual({ level: 'error', msg: 'probe error' });
    expect(seen).toContainEqual({ level: 'warn', msg: 'probe warning' });
  });
});

describe('on a loopback PUBLIC_URL, opened at another of its loopback names', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ jobs: ['auth-mail'] }); // PUBLIC_URL http://localhost:3000
  });
  afterAll(() => ctx.close());

  it('signs up and in from http://127.0.0.1:3000, and the mailed link still uses PUBLIC_URL', async () => {
    const headers = { Origin: 'http://127.0.0.1:3000' };
    const email = `loopback-${Date.now()}@example.com`;
    const password = 'correct-horse-battery';
    const signUp = await ctx.request('POST', '/api/auth/sign-up/email', {
      headers,
      body: { name: 'Loop', email, password, callbackURL: '/dashboard' },
    });
    expect(signUp.status).toBe(200);
    const mail = await ctx.waitForMail((m) => m.to === email);
    expect(mail.link).toMatch(new RegExp(`^${ORIGIN}/api/auth/verify-email\\?token=`));
    await ctx.deps.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const signIn = await ctx.request('POST', '/api/auth/sign-in/email', { headers, body: { email, password } });
    expect(signIn.status).toBe(200);
    const cookie = sessionCookie(signIn);
    expect(
      (await ctx.request('PATCH', '/api/me/profile', { cookie, headers: { Origin: 'http://[::1]:3000' }, body: { fullName: 'Loop' } }))
        .status,
    ).toBe(200);
    // Another port of the same machine is another site.
    const otherPort = await ctx.request('PATCH', '/api/me/profile', {
      cookie,
      headers: { Origin: 'http://127.0.0.1:3001' },
      body: { fullName: 'No' },
    });
    expect(await otherPort.json()).toEqual({
      error: { code: 'FORBIDDEN', message: `${CROSS_SITE_MESSAGE} Open http://localhost:3000 instead.` },
    });
  });

  it("puts the same loopback names, and no others, in better-auth's trusted origins", async () => {
    const context = await ctx.deps.auth.$context;
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
      expect(context.isTrustedOrigin(origin), origin).toBe(true);
    for (const origin of ['http://127.0.0.1:3001', 'https://127.0.0.1:3000', 'http://evil.example'])
      expect(context.isTrustedOrigin(origin), origin).toBe(false);
  });
});

describe('on an https PUBLIC_URL', () => {
  const PUBLIC = 'https://tunelane.example';
  let ctx: TestContext;
  let cookie: string;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { PUBLIC_URL: PUBLIC } });
    const headers = { Origin: PUBLIC };
    const email = `secure-${Date.now()}@example.com`;
    const password = 'correct-horse-battery';
    expect((await ctx.request('POST', '/api/auth/sign-up/email', { headers, body: { name: 'Sec', email, password } })).status).toBe(200);
    await ctx.deps.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const res = await ctx.request('POST', '/api/auth/sign-in/email', { headers, body: { email, password } });
    expect(res.status).toBe(200);
    cookie = sessionCookie(res);
  });
  afterAll(() => ctx.close());

  it('reads the session only from the __Secure- cookie, never the plain name a sibling subdomain could plant', async () => {
    expect(cookie).toMatch(/^__Secure-tunelane\.session_token=/);
    expect((await ctx.request('GET', '/api/me', { cookie })).status).toBe(200);
    const planted = cookie.replace('__Secure-', '');
    expect((await ctx.request('GET', '/api/me', { cookie: planted })).status).toBe(401);
  });

  it("trusts only PUBLIC_URL's origin, in better-auth too", async () => {
    const context = await ctx.deps.auth.$context;
    expect(context.isTrustedOrigin(PUBLIC)).toBe(true);
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'https://localhost'])
      expect(context.isTrustedOrigin(origin), origin).toBe(false);
    const res = await ctx.request('POST', '/api/auth/sign-out', { cookie, headers: { Origin: 'http://localhost:3000' }, body: {} });
    expect(await res.json()).toEqual({ error: { code: 'FORBIDDEN', message: `${CROSS_SITE_MESSAGE} Open ${PUBLIC} instead.` } });
  });

  it('sends HSTS', async () => {
    const res = await ctx.request('GET', '/api/health');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});
