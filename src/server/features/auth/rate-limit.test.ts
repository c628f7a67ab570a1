import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ rateLimit: true });
});
afterAll(() => ctx.close());

it('limits sign-in attempts, counting in the database', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) {
    const res = await ctx.request('POST', '/api/auth/sign-in/email', { body: { email: 'x@example.com', password: 'wrong-password' } });
    statuses.push(res.status);
  }
  expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
  const { rows } = await ctx.deps.pool.query<{ count: number }>("select count from rate_limits where key like '%sign-in%'");
  expect(rows[0]?.count).toBeGreaterThanOrEqual(10);
});
