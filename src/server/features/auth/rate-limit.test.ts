// Rate limits count only what guesses or sends mail, per account as well as per address, in one
// atomic step each: parallel requests never slip past a limit, a busy shared address does not
// lock out the others behind it, and the session read that every page makes is never limited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeLimit, RateLimitedError } from '../../http/rate-limit.ts';
import { CONTACT_LIMIT } from '../contact/send-contact-message.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';

let ctx: TestContext;
let artist: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({ rateLimit: true });
  artist = await createUser(ctx);
});
afterAll(() => ctx.close());

// app.request() has no socket: every request here comes from one address, like an office's.
const signIn = (email: string, password = 'wrong-password') =>
  ctx.request('POST', '/api/auth/sign-in/email', { body: { email, password } });

it('limits sign-in attempts, counting in the database', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) statuses.push((await signIn('x@example.com')).status);
  expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
  const { rows } = await ctx.deps.pool.query<{ count: number }>(
    "select count from rate_limits where key like 'sign-in-account:%' order by count desc limit 1",
  );
  expect(rows[0]?.count).toBeGreaterThanOrEqual(10);
});

it('lets no parallel attempt slip past a limit', async () => {
  const statuses = (await Promise.all(Array.from({ length: 25 }, () => signIn('parallel@example.com')))).map((r) => r.status);
  expect(statuses.filter((s) => s === 401)).toHaveLength(10);
  expect(statuses.filter((s) => s === 429)).toHaveLength(15);

  const rule = { name: 'probe', max: 7, windowSeconds: 60 };
  const outcomes = await Promise.allSettled(Array.from({ length: 30 }, () => consumeLimit(ctx.deps.pool, rule, 'subject')));
  expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(7);
  expect(outcomes.filter((o) => o.status === 'rejected' && o.reason instanceof RateLimitedError)).toHaveLength(23);
});

it('holds the contact form to its limit under parallel requests', async () => {
  const body = { firstName: 'Ravi', lastName: 'K', email: 'ravi@example.com', category: 'technical', message: 'Hello there, a question.' };
  const statuses = (await Promise.all(Array.from({ length: 20 }, () => ctx.request('POST', '/api/contact', { body })))).map(
    (r) => r.status,
  );
  expect(statuses.filter((s) => s === 201)).toHaveLength(CONTACT_LIMIT.messages);
  expect(statuses.filter((s) => s === 429)).toHaveLength(20 - CONTACT_LIMIT.messages);
});

describe('a shared address (an office, a carrier NAT)', () => {
  it('never limits the session read: a signed-in user stays signed in through hundreds of page loads', async () => {
    for (let i = 0; i < 150; i++) {
      const res = await ctx.request('GET', '/api/auth/get-session', { cookie: artist.cookie });
      expect(res.status).toBe(200);
      expect((await res.json())?.user?.id).toBe(artist.id);
    }
  });

  it('does not lock others out when one account behind it is being guessed at', async () => {
    for (let i = 0; i < 12; i++) await signIn('victim@example.com');
    expect((await signIn('victim@example.com')).status).toBe(429);
    const other = await signIn(artist.email, 'correct-horse-battery');
    expect(other.status).toBe(200);
  });
});
