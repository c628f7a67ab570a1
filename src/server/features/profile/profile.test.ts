import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';

let ctx: TestContext;
let artist: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  artist = await createUser(ctx, { name: 'Mira' });
});
afterAll(() => ctx.close());

it('returns the session owner profile and role', async () => {
  const res = await ctx.request('GET', '/api/me', { cookie: artist.cookie });
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(body).toMatchObject({
    profile: { id: artist.id, fullName: 'Mira', email: artist.email, planType: 'free', subscriptionStatus: 'inactive' },
    role: 'user',
    isAdmin: false,
  });
});

it('updates the full name and refuses a blank one', async () => {
  const bad = await ctx.request('PATCH', '/api/me/profile', { cookie: artist.cookie, body: { fullName: '  ' } });
  expect(bad.status).toBe(400);
  expect((await bad.json()).error.message).toBe('Full Name is required');
  const ok = await ctx.request('PATCH', '/api/me/profile', { cookie: artist.cookie, body: { fullName: 'Mira K' } });
  expect(ok.status).toBe(200);
  expect((await ok.json()).fullName).toBe('Mira K');
});

it('answers malformed JSON with 400', async () => {
  const res = await ctx.app.request('/api/me/profile', {
    method: 'PATCH',
    headers: { Origin: 'http://localhost:3000', Cookie: artist.cookie, 'Content-Type': 'application/json' },
    body: '{not json',
  });
  expect(res.status).toBe(400);
});
