// The admin named at start-up, by instances starting together: one account, created once, an
// admin, signing in with the given password; an existing account is promoted.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-context.ts';
import { createUser } from '../test/users.ts';
import { ensureAdmin } from './ensure-admin.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const roleOf = async (email: string) =>
  (
    await ctx.deps.pool.query<{ role: string }>('select r.role from users u join user_roles r on r.user_id = u.id where u.email = $1', [
      email,
    ])
  ).rows.map((r) => r.role);

it('creates the admin once when three instances start at once', async () => {
  const email = 'Started.Together@example.com';
  const outcomes = await Promise.all([1, 2, 3].map(() => ensureAdmin(ctx.deps.db, email, 'admin-password-123')));
  expect(outcomes.sort()).toEqual(['created', 'promoted', 'promoted']);
  expect(await roleOf(email.toLowerCase())).toEqual(['admin']);
  const signIn = await ctx.request('POST', '/api/auth/sign-in/email', { body: { email, password: 'admin-password-123' } });
  expect(signIn.status).toBe(200);
});

it('promotes an existing account and gives it the password', async () => {
  const user = await createUser(ctx);
  expect(await ensureAdmin(ctx.deps.db, user.email, 'new-admin-password')).toBe('promoted');
  expect(await roleOf(user.email)).toEqual(['admin']);
  expect(
    (await ctx.request('POST', '/api/auth/sign-in/email', { body: { email: user.email, password: 'new-admin-password' } })).status,
  ).toBe(200);
});
