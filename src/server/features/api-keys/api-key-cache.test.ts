// API keys kept in the user cache (a second at most): a key revoked through the API is refused at
// its next call on the same instance; one revoked by another instance (straight in the database
// here), a suspension and a lapsed plan are refused as soon as the database announces them, well
// within the second.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CreatedApiKeyDto } from '../../../domain/api-keys-dto.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';

let ctx: TestContext;
let label: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ env: { USER_CACHE: 'on' } });
  label = await createUser(ctx, { name: 'Cached Label' });
  await ctx.deps.pool.query(
    "update profiles set plan_type = 'enterprise_label', subscription_status = 'active', subscription_expires_at = now() + interval '300 days' where id = $1",
    [label.id],
  );
});
afterAll(() => ctx.close());

const newKey = async () =>
  (await (
    await ctx.request('POST', '/api/api-keys', { cookie: label.cookie, body: { name: 'Cached', scope: 'read' } })
  ).json()) as CreatedApiKeyDto;
const status = async (secret: string) =>
  (await ctx.app.request('/api/v1/releases/quota', { headers: { Authorization: `Bearer ${secret}` } })).status;

/** The status of calls made until it is `want`, for at most `ms`: how long that took. */
async function until(secret: string, want: number, ms = 900): Promise<number> {
  const t0 = Date.now();
  while (Date.now() - t0 < ms) {
    if ((await status(secret)) === want) return Date.now() - t0;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`still not ${want} after ${ms} ms`);
}

it('refuses a key revoked here at its next call', async () => {
  const { key, secret } = await newKey();
  expect(await status(secret)).toBe(200);
  expect(await status(secret)).toBe(200); // now kept
  expect((await ctx.request('DELETE', `/api/api-keys/${key.id}`, { cookie: label.cookie })).status).toBe(204);
  expect(await status(secret)).toBe(401);
});

it('refuses a key revoked elsewhere, a suspension and a lapsed plan as soon as they are announced', async () => {
  const { key, secret } = await newKey();
  const other = await newKey();
  await status(secret);
  expect(await status(secret)).toBe(200);
  await ctx.deps.pool.query('update api_keys set revoked_at = now() where id = $1', [key.id]);
  expect(await until(secret, 401)).toBeLessThan(900);

  await status(other.secret);
  expect(await status(other.secret)).toBe(200);
  await ctx.deps.pool.query("update profiles set subscription_expires_at = now() - interval '1 day' where id = $1", [label.id]);
  expect(await until(other.secret, 402)).toBeLessThan(900);
  await ctx.deps.pool.query(
    "update profiles set subscription_expires_at = now() + interval '300 days', suspended_at = now() where id = $1",
    [label.id],
  );
  expect(await until(other.secret, 403)).toBeLessThan(900);
});
