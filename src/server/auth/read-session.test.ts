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
    await ctx.deps.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, other.id));
    expect(await read(other.cookie)).toBeNull();
    expect(await ctx.deps.auth.api.getSession({ headers: new Headers({ cookie: other.cookie }) })).toBeNull();
  });

  it('makes a suspension effective at once for sessions already open', async () => {
    const user = await createUser(ctx);
    await ctx.deps.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, user.id));
    const res = await ctx.request('GET', '/api/me', { cookie: user.cookie });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('ACCOUNT_SUSPENDED');
  });
});
