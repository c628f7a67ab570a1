// Per-key rate limits counted in memory and shared through PostgreSQL: one instance holds a key to
// its limit exactly; a second instance hears what the first counted at its next flush; another key
// keeps its own count; the refusal says when the minute ends.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-context.ts';
import { keyLimiter } from './key-rate-limit.ts';
import { RateLimitedError } from './rate-limit.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const refused = (run: () => void) => {
  try {
    run();
  } catch (err) {
    return err instanceof RateLimitedError ? err : undefined;
  }
  return undefined;
};

it('holds a key to its limit on one instance, and shares the count with another', async () => {
  // both in the same minute of the clock: start right after a minute begins if too close to its end
  if (Date.now() % 60_000 > 55_000) await new Promise((r) => setTimeout(r, 60_000 - (Date.now() % 60_000) + 50));
  const key = crypto.randomUUID();
  const a = keyLimiter(ctx.deps.pool, ctx.deps.log);
  const b = keyLimiter(ctx.deps.pool, ctx.deps.log);
  for (let i = 0; i < 3; i++) a.consume(key, 5);
  await a.flush();
  b.consume(key, 5);
  await b.flush(); // b now knows the 3 of a and its own 1
  b.consume(key, 5);
  const over = refused(() => b.consume(key, 5));
  expect(over?.code).toBe('RATE_LIMITED');
  expect(over!.retryAfterSeconds).toBeGreaterThan(0);
  expect(over!.retryAfterSeconds).toBeLessThanOrEqual(60);
  expect(over!.message).toMatch(/^Too many calls with this API key\. Please try again in \d+ seconds\.$/);
  // another key is counted apart
  expect(refused(() => b.consume(crypto.randomUUID(), 5))).toBeUndefined();
  const { rows } = await ctx.deps.pool.query<{ count: number }>('select count from rate_limits where key like $1', [`api-key:${key}:%`]);
  expect(rows).toEqual([{ count: 4 }]);
});
