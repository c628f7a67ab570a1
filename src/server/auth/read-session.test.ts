import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles, sessions } from '../db/schema.ts';
import { createTestContext, type TestContext } from '../test/test-context.ts';
import { createUser, type TestUser } from '../test/users.ts';
import { readSession, verifySignedToken } from './read-session.ts';

const secret = 'a-secret-for-signing-session-cookies';
const sign = (token: string) => `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;

describe('verifySignedToken', () => {
  it('accepts a value signed as better-auth signs it and refuses tampering', () => {
    expect(verifySignedToken(sign('abc123'), secret)).toBe('abc123');
    expect(verifySignedToken(sign('abc123').replace('abc123', 'abc124'), secret)).toBeNull();
    expect(verifySignedToken(sign('abc123'), 'another-secret')).toBeNull();
    expect(verifySignedToken('abc123', secret)).toBeNull();
    expect(verifySignedToken('abc123.short=', secret)).toBeNull();
  });
});

describe('readSession', () => {
  let ctx: TestContext;
  let artist: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    artist = await createUser(ctx, { name: 'Reader' });
  });
  afterAll(() => ctx.close());
  const read = (cookie: string) => readSession(ctx.deps.pool, ctx.deps.auth.options.secret!, cookie);

  it('reads the user, role and suspension behind a real session cookie', async () => {
    expect(await read(artist.cookie)).toEqual({ id: artist.id, email: artist.email, name: 'Reader', role: 'user', suspended: false });
  });

  it('agrees with better-auth: a forged cookie and an expired session read as nobody', async () => {
    expect(await read(artist.cookie.replace(/session_token=([^.;]+)/, 'session_token=forged'))).toBeNull();
    expect(await read('')).toBeNull();
    const other = await createUser(ctx);
    await ctx.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, other.id));
    expect(await read(other.cookie)).toBeNull();
    expect(await ctx.deps.auth.api.getSession({ headers: new Headers({ cookie: other.cookie }) })).toBeNull();
  });

  it('makes a suspension effective at once: every session it had is gone, for our routes and for better-auth', async () => {
    const user = await createUser(ctx);
    const second = await createUser(ctx, { email: user.email.replace('@', '+x@') });
    const getSession = (cookie: string) => ctx.request('GET', '/api/auth/get-session', { cookie });
    expect((await (await getSession(user.cookie)).json())?.user?.id).toBe(user.id);
    await ctx.deps.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, user.id));
    expect(await ctx.deps.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await (await getSession(user.cookie)).json()).toBeNull();
    expect((await ctx.request('GET', '/api/me', { cookie: user.cookie })).status).toBe(401);
    const rename = await ctx.request('POST', '/api/auth/update-user', { cookie: user.cookie, body: { name: 'Still here' } });
    expect(rename.status).toBe(401);
    expect((await rename.json()).error.code).toBe('UNAUTHENTICATED');
    // Others keep theirs.
    expect((await ctx.request('GET', '/api/me', { cookie: second.cookie })).status).toBe(200);
  });
});
