// Webhook endpoints through the API: Enterprise Label and admins only (others told which plan);
// the owner and managers manage them, viewers and accountants cannot; another account's are not
// found; https to public addresses only; the secret shown on creation, revealed and replaced.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_COOKIE } from '../../../domain/teams.ts';
import { WEBHOOK_MESSAGES } from '../../../domain/webhooks.ts';
import type { WebhookEndpointDto, WebhookEndpointsDto } from '../../../domain/webhooks-dto.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addEndpoint, onEnterprise } from '../../test/webhooks.ts';

let ctx: TestContext;
let label: TestUser;
const URL_OK = 'https://hooks.example.com/tunelane';

beforeAll(async () => {
  ctx = await createTestContext();
  label = await createUser(ctx, { name: 'Tideline Owner' });
  await onEnterprise(ctx, label);
});
afterAll(() => ctx.close());

/** A member of the label's team in `role`, with the cookie that acts in its account. */
async function member(role: string): Promise<TestUser> {
  const who = await createUser(ctx);
  await ctx.deps.pool.query('insert into account_members (account_id, user_id, role) values ($1, $2, $3)', [label.id, who.id, role]);
  return { ...who, cookie: `${who.cookie}; ${ACCOUNT_COOKIE}=${label.id}` };
}

describe('who may', () => {
  it('refuses an account without Enterprise Label, naming the plan, and lets admins in', async () => {
    for (const plan of ['free', 'small_label']) {
      const small = await createUser(ctx);
      await onEnterprise(ctx, small, plan);
      const res = await ctx.request('POST', '/api/webhooks', { cookie: small.cookie, body: { url: URL_OK, events: ['release.live'] } });
      expect(res.status).toBe(402);
      expect((await res.json()).error).toMatchObject({ code: 'PLAN_REQUIRED', message: WEBHOOK_MESSAGES.planRequired });
      expect(WEBHOOK_MESSAGES.planRequired).toContain('Enterprise Label');
      expect((await ctx.request('GET', '/api/webhooks', { cookie: small.cookie })).status).toBe(402);
    }
    const admin = await createUser(ctx, { admin: true });
    const created = await addEndpoint(ctx, admin, URL_OK, ['release.approved']);
    expect(created.endpoint.url).toBe(URL_OK);
  });

  it('lets a manager manage and refuses viewers and accountants', async () => {
    const manager = await member('manager');
    const created = await addEndpoint(ctx, manager, URL_OK, ['release.live']);
    for (const role of ['viewer', 'accountant']) {
      const who = await member(role);
      expect((await ctx.request('GET', '/api/webhooks', { cookie: who.cookie })).status).toBe(403);
      const add = await ctx.request('POST', '/api/webhooks', { cookie: who.cookie, body: { url: URL_OK, events: ['release.live'] } });
      expect(add.status).toBe(403);
      expect((await ctx.request('GET', `/api/webhooks/${created.endpoint.id}/secret`, { cookie: who.cookie })).status).toBe(403);
      expect((await ctx.request('DELETE', `/api/webhooks/${created.endpoint.id}`, { cookie: who.cookie })).status).toBe(403);
    }
    // the endpoint is the account's: its owner sees it
    const list = (await (await ctx.request('GET', '/api/webhooks', { cookie: label.cookie })).json()) as WebhookEndpointsDto;
    expect(list.endpoints.map((e) => e.id)).toContain(created.endpoint.id);
  });

  it('finds no endpoint of another account', async () => {
    const mine = await addEndpoint(ctx, label, URL_OK, ['claim.paid']);
    const other = await createUser(ctx);
    await onEnterprise(ctx, other);
    const cookie = other.cookie;
    const id = mine.endpoint.id;
    const body = { url: URL_OK, description: '', events: ['claim.paid'], enabled: false };
    for (const [method, path, b] of [
      ['PUT', `/api/webhooks/${id}`, body],
      ['DELETE', `/api/webhooks/${id}`, undefined],
      ['GET', `/api/webhooks/${id}/secret`, undefined],
      ['POST', `/api/webhooks/${id}/secret`, undefined],
      ['GET', `/api/webhooks/${id}/deliveries`, undefined],
      ['POST', `/api/webhooks/${id}/test`, undefined],
    ] as const) {
      const res = await ctx.request(method, path, { cookie, body: b });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect((await res.json()).error.message).toBe(WEBHOOK_MESSAGES.notFound);
    }
    expect(((await (await ctx.request('GET', '/api/webhooks', { cookie })).json()) as WebhookEndpointsDto).endpoints).toEqual([]);
  });
});

describe('endpoints', () => {
  it('takes https to public addresses only', async () => {
    for (const [url, message] of [
      ['http://hooks.example.com/x', WEBHOOK_MESSAGES.httpsRequired],
      ['ftp://hooks.example.com/x', WEBHOOK_MESSAGES.httpsRequired],
      ['https://10.1.2.3/x', WEBHOOK_MESSAGES.notPublic],
      ['https://169.254.169.254/latest', WEBHOOK_MESSAGES.notPublic],
      ['https://[fd00::1]/x', WEBHOOK_MESSAGES.notPublic],
      ['https://hooks.example.com:8443/x', WEBHOOK_MESSAGES.port],
    ]) {
      const res = await ctx.request('POST', '/api/webhooks', { cookie: label.cookie, body: { url, events: ['release.live'] } });
      expect(res.status, url).toBe(400);
      expect((await res.json()).error, url).toMatchObject({ field: 'url', message });
    }
    const none = await ctx.request('POST', '/api/webhooks', { cookie: label.cookie, body: { url: URL_OK, events: [] } });
    expect((await none.json()).error).toMatchObject({ field: 'events', message: WEBHOOK_MESSAGES.eventsRequired });
  });

  it('shows the secret once, reveals and replaces it, edits and deletes', async () => {
    const created = await addEndpoint(ctx, label, URL_OK, ['release.approved', 'release.rejected']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{40,}$/);
    expect(JSON.stringify(created.endpoint)).not.toContain(created.secret);
    const id = created.endpoint.id;
    const reveal = async () => (await (await ctx.request('GET', `/api/webhooks/${id}/secret`, { cookie: label.cookie })).json()).secret;
    expect(await reveal()).toBe(created.secret);
    // kept sealed: the database holds no secret in the clear
    const { rows } = await ctx.deps.pool.query('select secret from webhook_endpoints where id = $1', [id]);
    expect(rows[0].secret).not.toContain('whsec_');
    const rotated = (await (await ctx.request('POST', `/api/webhooks/${id}/secret`, { cookie: label.cookie })).json()).secret;
    expect(rotated).not.toBe(created.secret);
    expect(await reveal()).toBe(rotated);

    const put = await ctx.request('PUT', `/api/webhooks/${id}`, {
      cookie: label.cookie,
      body: { url: 'https://hooks.example.com/v2', description: 'Accounting', events: ['claim.paid'], enabled: false },
    });
    expect(put.status).toBe(200);
    expect((await put.json()) as WebhookEndpointDto).toMatchObject({
      url: 'https://hooks.example.com/v2',
      description: 'Accounting',
      events: ['claim.paid'],
      enabled: false,
    });
    expect((await ctx.request('DELETE', `/api/webhooks/${id}`, { cookie: label.cookie })).status).toBe(204);
    expect((await ctx.request('GET', `/api/webhooks/${id}/secret`, { cookie: label.cookie })).status).toBe(404);
  });
});
