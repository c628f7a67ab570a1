// The headers of API answers: a JSON answer (success or refusal) is no page, so it carries a policy
// that runs and frames nothing, nosniff, no referrer and no-store; the pages keep their own policy.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-context.ts';
import { createUser } from '../test/users.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

it('gives every JSON answer the API headers, refusals too', async () => {
  const user = await createUser(ctx);
  for (const res of [
    await ctx.request('GET', '/api/me', { cookie: user.cookie }),
    await ctx.request('GET', '/api/me'),
    await ctx.request('GET', '/api/no-such-route'),
  ]) {
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Object.fromEntries(Object.keys(API_HEADERS).map((h) => [h, res.headers.get(h)]))).toEqual(API_HEADERS);
  }
});

it('keeps the page policy on pages', async () => {
  const page = await ctx.app.request('/dashboard');
  expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  expect(page.headers.get('x-frame-options')).toBe('DENY');
});
