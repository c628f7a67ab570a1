// Test users: signed up through the API, verified, signed in; admins promoted in the database.
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SESSION_COOKIE } from '../auth/read-session.ts';
import { userRoles, users } from '../db/schema.ts';
import { sessionCookie, type TestContext } from './test-context.ts';

let counter = 0;

export type TestUser = { id: string; email: string; cookie: string };

export async function createUser(ctx: TestContext, opts: { admin?: boolean; name?: string; email?: string } = {}): Promise<TestUser> {
  const email = opts.email ?? `user${++counter}-${Date.now()}@example.com`;
  const password = 'correct-horse-battery';
  const up = await ctx.request('POST', '/api/auth/sign-up/email', { body: { name: opts.name ?? 'Test Artist', email, password } });
  if (up.status !== 200) throw new Error(`sign-up failed: ${up.status} ${await up.text()}`);
  const [user] = await ctx.deps.db.update(users).set({ emailVerified: true }).where(eq(users.email, email)).returning({ id: users.id });
  if (opts.admin) await ctx.deps.db.update(userRoles).set({ role: 'admin' }).where(eq(userRoles.userId, user!.id));
  const res = await ctx.request('POST', '/api/auth/sign-in/email', { body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return { id: user!.id, email, cookie: sessionCookie(res) };
}

/**
 * A verified user with a session, written straight to the database: no sign-up, no password
 * hashing, for tests that need many users (a property test's fresh artists). Its profile is the
 * one the users trigger makes, named after `name`.
 */
export async function quickUser(ctx: TestContext, opts: { admin?: boolean; name?: string } = {}): Promise<TestUser> {
  const email = `quick-${randomBytes(6).toString('hex')}@example.com`;
  const { rows } = await ctx.deps.pool.query<{ id: string }>(
    'insert into users (name, email, email_verified) values ($1, $2, true) returning id',
    [opts.name ?? 'Test Artist', email],
  );
  const id = rows[0]!.id;
  if (opts.admin) await ctx.deps.pool.query("update user_roles set role = 'admin' where user_id = $1", [id]);
  const token = randomBytes(24).toString('base64url');
  await ctx.deps.pool.query("insert into sessions (token, user_id, expires_at) values ($1, $2, now() + interval '1 day')", [token, id]);
  const signature = createHmac('sha256', ctx.deps.auth.options.secret!).update(token).digest('base64');
  return { id, email, cookie: `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}` };
}
