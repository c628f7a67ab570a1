// better-auth's endpoints get their input checked where it is parsed, like our own routes: NUL
// characters, wrong types and values outside the app's rules are a 400 naming the field, never a
// 500; and a name changed through update-user stays equal to the profile's full name.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';

let ctx: TestContext;
let artist: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  artist = await createUser(ctx, { name: 'Mira' });
});
afterAll(() => ctx.close());

const names = async (id: string) => {
  const [u] = await ctx.deps.db.select({ name: users.name }).from(users).where(eq(users.id, id));
  const [p] = await ctx.deps.db.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.id, id));
  return { user: u?.name, profile: p?.fullName };
};

describe('NUL characters and wrong types on better-auth endpoints', () => {
  it('answers 400 naming the field, never 500', async () => {
    const cases: [string, string, unknown, string | undefined][] = [
      ['POST', '/api/auth/update-user', { name: null }, 'name'],
      ['POST', '/api/auth/update-user', { name: 'Mi\u0000ra' }, 'name'],
      ['POST', '/api/auth/update-user', { name: 42 }, 'name'],
      ['POST', '/api/auth/reset-password', { newPassword: 'a-long-new-password', token: 'tok\u0000en' }, 'token'],
      ['POST', '/api/auth/reset-password', { newPassword: null, token: 'abc' }, 'newPassword'],
      ['POST', '/api/auth/sign-in/email', { email: 'a\u0000@example.com', password: 'x' }, 'email'],
      ['POST', '/api/auth/sign-in/email', { email: ['a@example.com'], password: 'x' }, 'email'],
      ['POST', '/api/auth/sign-up/email', { name: 'A', email: 'new@example.com', password: 'pass\u0000word-long' }, 'password'],
      ['POST', '/api/auth/request-password-reset', { email: { $ne: null } }, 'email'],
      ['POST', '/api/auth/sign-in/email', [1, 2], undefined],
      ['POST', '/api/auth/sign-in/email', 'null', undefined],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await ctx.request(method, path, { cookie: artist.cookie, body });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      const error = (await res.json()).error;
      expect(error.code, path).toMatch(/^(VALIDATION|BAD_REQUEST)$/);
      if (field) expect(error.field, `${path} ${JSON.stringify(body)}`).toBe(field);
    }
    expect(await names(artist.id)).toEqual({ user: 'Mira', profile: 'Mira' });
  });

  it('refuses NUL in query strings and path parameters', async () => {
    for (const path of [
      '/api/auth/verify-email?token=ab%00c',
      '/api/auth/reset-password/ab%00c?callbackURL=%2Freset-password',
      '/api/auth/get-session?disableRefresh=%00',
    ]) {
      const res = await ctx.request('GET', path, { cookie: artist.cookie });
      expect(res.status, path).toBe(400);
      expect((await res.json()).error.code).toBe('VALIDATION');
    }
  });

  it('refuses a callback that is not a path on this site', async () => {
    for (const callbackURL of ['https://evil.example/', '//evil.example', '/\\evil.example', '/dash board']) {
      const res = await ctx.request('POST', '/api/auth/sign-in/email', {
        body: { email: artist.email, password: 'correct-horse-battery', callbackURL },
      });
      expect(res.status, callbackURL).toBe(400);
      expect((await res.json()).error.field).toBe('callbackURL');
    }
  });
});

describe('update-user keeps the app rules', () => {
  it('refuses an empty or an oversized name', async () => {
    const blank = await ctx.request('POST', '/api/auth/update-user', { cookie: artist.cookie, body: { name: '   ' } });
    expect(blank.status).toBe(400);
    expect((await blank.json()).error).toEqual({ code: 'VALIDATION', message: 'Full Name is required', field: 'name' });
    const long = await ctx.request('POST', '/api/auth/update-user', { cookie: artist.cookie, body: { name: 'x'.repeat(101) } });
    expect(long.status).toBe(400);
    expect((await long.json()).error.message).toBe('Full Name must be at most 100 characters');
    const huge = await ctx.request('POST', '/api/auth/update-user', { cookie: artist.cookie, body: { name: 'x'.repeat(200 * 1024) } });
    expect(huge.status).toBe(413);
    const other = await ctx.request('POST', '/api/auth/update-user', { cookie: artist.cookie, body: { emailVerified: true } });
    expect(other.status).toBe(400);
    expect(await names(artist.id)).toEqual({ user: 'Mira', profile: 'Mira' });
  });

  it('keeps the name and the profile full name equal, whichever way the name changes', async () => {
    const ok = await ctx.request('POST', '/api/auth/update-user', { cookie: artist.cookie, body: { name: '  Mira Kapoor ' } });
    expect(ok.status).toBe(200);
    expect(await names(artist.id)).toEqual({ user: 'Mira Kapoor', profile: 'Mira Kapoor' });
    expect((await ctx.request('PATCH', '/api/me/profile', { cookie: artist.cookie, body: { fullName: 'Mira K' } })).status).toBe(200);
    expect(await names(artist.id)).toEqual({ user: 'Mira K', profile: 'Mira K' });
    // Even a write that bypasses both paths.
    await ctx.deps.db.update(users).set({ name: 'Mira Direct' }).where(eq(users.id, artist.id));
    expect(await names(artist.id)).toEqual({ user: 'Mira Direct', profile: 'Mira Direct' });
  });

  it('holds the hook to the same rules for every path through better-auth', async () => {
    await expect(
      ctx.deps.auth.api.updateUser({ headers: new Headers({ cookie: artist.cookie }), body: { name: '' } }),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect((await names(artist.id)).user).toBe('Mira Direct');
  });
});
