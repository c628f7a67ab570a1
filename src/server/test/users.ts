// Test users: signed up through the API, verified, signed in; admins promoted in the database.
import { eq } from 'drizzle-orm';
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
