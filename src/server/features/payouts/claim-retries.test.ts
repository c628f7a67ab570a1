// A claim retried with its Idempotency-Key is the claim the first call made, never a second one:
// from the web, and through the public API after the first call's process died with the key's
// answer unkept (its lease then lapses and the write runs again).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BalanceDto, ClaimDto } from '../../../domain/claims-dto.ts';
import { testApiKey } from '../../test/api-keys.ts';
import { BANK, importAndConfirm, releaseWithCodes, reportCsv } from '../../test/royalties.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';

let ctx: TestContext;
let artist: TestUser;
let key: string;
const body = { amount: '10', payment_method: 'bank_transfer', payment_details: BANK };

beforeAll(async () => {
  ctx = await createTestContext();
  artist = await createUser(ctx);
  const admin = await createUser(ctx, { admin: true });
  await releaseWithCodes(ctx, artist, { title: 'Retried', isrcs: ['USRTR2600001'] });
  await importAndConfirm(ctx, admin, reportCsv([{ isrc: 'USRTR2600001', quantity: '100', amount: '50' }])); // 40.00 net on Free
  key = await testApiKey(ctx.deps.pool, artist.id);
});
afterAll(() => ctx.close());

const balance = async () =>
  ((await (await ctx.request('GET', '/api/payouts/balance', { cookie: artist.cookie })).json()) as BalanceDto).available;
const claimCount = async () =>
  Number((await ctx.deps.pool.query('select count(*) from revenue_claims where user_id = $1', [artist.id])).rows[0].count);
const viaApi = (idempotencyKey: string) =>
  ctx.app.request('/api/v1/payouts/claims', {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(body),
  });

it('makes one claim of a web request sent twice with one Idempotency-Key', async () => {
  const send = () => ctx.request('POST', '/api/payouts/claims', { cookie: artist.cookie, body, headers: { 'Idempotency-Key': 'web-1' } });
  const first = await send();
  expect(first.status).toBe(201);
  const again = await send();
  expect(again.status).toBe(201);
  expect(((await again.json()) as ClaimDto).id).toBe(((await first.json()) as ClaimDto).id);
  expect(await claimCount()).toBe(1);
  expect(await balance()).toBe('30.00');
  const bad = await ctx.request('POST', '/api/payouts/claims', {
    cookie: artist.cookie,
    body,
    headers: { 'Idempotency-Key': 'tab\there' },
  });
  expect(bad.status).toBe(400);
});

it('finds the first claim when the API call that made it died before its answer was kept', async () => {
  const first = await viaApi('api-1');
  expect(first.status).toBe(201);
  const made = (await first.json()) as ClaimDto;
  // what a process killed after the claim committed leaves: the key claimed, no answer, its lease run out
  await ctx.deps.pool.query(
    "update api_idempotency set status = null, content_type = null, body = null, created_at = now() - interval '1 hour' where idempotency_key = 'api-1'",
  );
  const retried = await viaApi('api-1');
  expect(retried.status).toBe(201);
  expect(((await retried.json()) as ClaimDto).id).toBe(made.id);
  expect(await claimCount()).toBe(2);
  expect(await balance()).toBe('20.00');
  // the same key string from another caller (the web) is another request
  const web = await ctx.request('POST', '/api/payouts/claims', { cookie: artist.cookie, body, headers: { 'Idempotency-Key': 'api-1' } });
  expect(web.status).toBe(201);
  expect(await claimCount()).toBe(3);
});
