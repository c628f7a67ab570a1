// A NUL character (which PostgreSQL refuses in text) anywhere a route reads input is a 400 naming
// the field, at the one place input is parsed: bodies, nested fields, queries, path parameters,
// and the JSON of raw bodies (the payment webhook, even correctly signed). Never a 500.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { postWebhook } from '../test/payments.ts';
import { completeBody } from '../test/releases.ts';
import { createTestContext, type TestContext } from '../test/test-context.ts';
import { createUser, type TestUser } from '../test/users.ts';

let ctx: TestContext;
let artist: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  artist = await createUser(ctx);
});
afterAll(() => ctx.close());

async function refused(res: Response, field: string) {
  expect(res.status).toBe(400);
  expect((await res.json()).error).toMatchObject({ code: 'VALIDATION', field, message: `${field} must not contain NUL characters` });
}

it('refuses NUL in release and track fields, the search, the profile name and the contact form', async () => {
  await refused(
    await ctx.request('POST', '/api/releases', { cookie: artist.cookie, body: completeBody({ title: 'Night\u0000Drive' }) }),
    'title',
  );
  await refused(
    await ctx.request('POST', '/api/releases', {
      cookie: artist.cookie,
      body: { ...completeBody(), releaseType: 'ep', tracks: [{ title: 'One' }, { title: 'T\u0000wo' }] },
    }),
    'tracks.1.title',
  );
  await refused(await ctx.request('GET', '/api/releases?q=a%00b', { cookie: artist.cookie }), 'q');
  await refused(await ctx.request('PATCH', '/api/me/profile', { cookie: artist.cookie, body: { fullName: 'Mi\u0000ra' } }), 'fullName');
  const contact = { firstName: 'Ravi', lastName: 'K', email: 'ravi@example.com', category: 'technical', message: 'Hello\u0000there' };
  await refused(await ctx.request('POST', '/api/contact', { body: contact }), 'message');
});

it('refuses NUL in path ids', async () => {
  for (const path of ['/api/releases/%00', '/api/files/abc%00def', '/api/payments/sandbox/order%00x/pay']) {
    const res = await ctx.request(path.endsWith('/pay') ? 'POST' : 'GET', path, {
      cookie: artist.cookie,
      body: path.endsWith('/pay') ? {} : undefined,
    });
    expect(res.status, path).toBe(400);
    expect((await res.json()).error.message, path).toMatch(/must not contain NUL characters/);
  }
});

it('refuses NUL in the ids of a correctly signed webhook', async () => {
  const raw = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: {
        entity: { id: 'pay_\u0000x', entity: 'payment', order_id: 'order_\u0000y', amount: 41500, currency: 'INR', status: 'captured' },
      },
    },
  });
  const res = await postWebhook(ctx, raw);
  expect(res.status).toBe(400);
  expect((await res.json()).error.field).toBe('payload.payment.entity.id');
});
