// Signing up again with an address that is not confirmed yet sends a fresh confirmation link that
// works; a confirmed address gets none; the answer is the same either way; the mails are bounded
// by the per-address sign-up limit. A mail is queued as a job before the answer (better-auth awaits
// it), so what was not queued right after the answer is never sent: no waiting to see nothing come.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { AUTH_MAIL } from '../../auth/auth-mail.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

const password = 'correct-horse-battery';
let ctx: TestContext;
let limited: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ jobs: [AUTH_MAIL.name] });
  limited = await createTestContext({ jobs: [AUTH_MAIL.name], rateLimit: true });
});
afterAll(async () => {
  await ctx.close();
  await limited.close();
});

const signUp = (c: TestContext, email: string) =>
  c.request('POST', '/api/auth/sign-up/email', { body: { name: 'Mina Das', email, password, callbackURL: '/dashboard' } });
const confirmations = (c: TestContext, email: string) =>
  c.mails.filter((m) => m.to === email && m.subject.startsWith('Confirm your email'));
/** The mails queued for an address, by the state of their jobs. */
async function queued(c: TestContext, email: string): Promise<{ all: number; done: number }> {
  const { rows } = await c.deps.pool.query<{ all: number; done: number }>(
    "select count(*)::int as all, count(*) filter (where state = 'completed')::int as done from pgboss.job where name = $1 and data->>'to' = $2",
    [AUTH_MAIL.name, email],
  );
  return rows[0]!;
}

describe('signing up again', () => {
  it('with an unconfirmed address sends a fresh confirmation link, which confirms the account', async () => {
    const email = 'again@example.com';
    const first = await signUp(ctx, email);
    expect(first.status).toBe(200);
    await ctx.waitForMail((m) => m.to === email);
    const again = await signUp(ctx, email);
    expect(again.status).toBe(200);
    expect(Object.keys(await again.json()).sort()).toEqual(Object.keys(await first.json()).sort());
    await expect.poll(() => confirmations(ctx, email).length, { timeout: 15_000 }).toBe(2);

    const link = confirmations(ctx, email)[1]!.link!;
    expect(link).toMatch(/\/api\/auth\/verify-email\?token=[^&]+&callbackURL=%2Fdashboard$/);
    const verified = await ctx.app.request(new URL(link).pathname + new URL(link).search, { headers: { Origin: 'http://localhost:3000' } });
    expect(verified.status).toBe(302);
    const [user] = await ctx.deps.db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.email, email));
    expect(user!.emailVerified).toBe(true);

    // confirmed now: signing up again sends nothing
    const before = ctx.mails.filter((m) => m.to === email).length;
    const jobs = (await queued(ctx, email)).all;
    expect((await signUp(ctx, email)).status).toBe(200);
    expect((await queued(ctx, email)).all).toBe(jobs);
    expect(ctx.mails.filter((m) => m.to === email)).toHaveLength(before);
  });

  it('is rate-limited per address: past the limit, no more mails', async () => {
    const email = 'many@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await signUp(limited, email)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect((await queued(limited, email)).all).toBe(5);
    await expect.poll(async () => (await queued(limited, email)).done, { timeout: 15_000 }).toBe(5);
    expect(confirmations(limited, email)).toHaveLength(5);
  });
});
