// Walks every declared API route and proves that a visitor and an ordinary artist are refused
// where they must be, and that the route answers the one who may call it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../composition.ts';
import { createTestContext, type TestContext } from '../test/test-context.ts';
import { createUser, quickUser, type TestUser } from '../test/users.ts';
import { testApiKey } from '../test/api-keys.ts';

let ctx: TestContext;
let artist: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  artist = await createUser(ctx);
  admin = await createUser(ctx, { admin: true });
});
afterAll(() => ctx.close());

const concrete = (path: string) => `/api${path.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000')}`;

describe('every API route declares who may call it', () => {
  it('has routes for every access level', () => {
    const routes = apiRoutes(ctx.deps);
    expect(routes.some((r) => r.access === 'public')).toBe(true);
    expect(routes.some((r) => r.access === 'user')).toBe(true);
    expect(routes.some((r) => r.access === 'admin')).toBe(true);
  });

  it('refuses visitors on user and admin routes', async () => {
    for (const r of apiRoutes(ctx.deps).filter((x) => x.access !== 'public')) {
      const res = await ctx.request(r.method, concrete(r.path), { body: r.method === 'GET' ? undefined : {} });
      expect(res.status, `${r.method} ${r.path}`).toBe(401);
    }
  });

  it('refuses artists on admin routes', async () => {
    for (const r of apiRoutes(ctx.deps).filter((x) => x.access === 'admin')) {
      const res = await ctx.request(r.method, concrete(r.path), { cookie: artist.cookie, body: r.method === 'GET' ? undefined : {} });
      expect(res.status, `${r.method} ${r.path}`).toBe(403);
    }
  });

  it('lets the allowed caller past the access check', async () => {
    for (const r of apiRoutes(ctx.deps)) {
      const cookie = r.access === 'admin' ? admin.cookie : r.access === 'user' ? artist.cookie : undefined;
      const res = await ctx.request(r.method, concrete(r.path), { cookie, body: r.method === 'GET' ? undefined : {} });
      expect([401, 403], `${r.method} ${r.path} answered ${res.status}`).not.toContain(res.status);
      expect(res.status, `${r.method} ${r.path}`).toBeLessThan(500);
    }
  });

  it('answers unknown API routes with JSON 404', async () => {
    const res = await ctx.request('GET', '/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('refuses cookie-authenticated writes from another origin', async () => {
    const res = await ctx.app.request('/api/me/profile', {
      method: 'PATCH',
      headers: { Origin: 'https://evil.example', Cookie: artist.cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'fullName=x',
    });
    expect(res.status).toBe(403);
  });
});

describe('every route of the public API (/api/v1) takes a key of the account', () => {
  const v1 = () => apiRoutes(ctx.deps).filter((r) => r.api);
  const bearer = (key: string) => ({ Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' });
  const send = (r: { method: string; path: string }, headers: Record<string, string> = {}) =>
    ctx.app.request(concrete(r.path).replace(/^\/api/, '/api/v1'), {
      method: r.method,
      headers,
      body: r.method === 'GET' ? undefined : '{}',
    });

  it('serves the account’s routes and nothing else', () => {
    const routes = v1();
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.every((r) => r.access === 'user' && r.team !== 'person')).toBe(true);
  });

  it('refuses a call without a key, a session instead of a key, and a key whose account is not on Enterprise Label', async () => {
    const small = await quickUser(ctx);
    const lapsed = await testApiKey(ctx.deps.pool, small.id, 'read-write', false);
    for (const r of v1()) {
      expect((await send(r)).status, `${r.method} ${r.path}`).toBe(401);
      expect((await send(r, { Cookie: artist.cookie, Origin: 'http://localhost:3000' })).status, `${r.method} ${r.path}`).toBe(401);
      expect((await send(r, bearer(lapsed))).status, `${r.method} ${r.path}`).toBe(402);
    }
  });

  it('refuses a read key every write, and lets a read-write key past the access checks', async () => {
    const owner = await quickUser(ctx);
    const read = await testApiKey(ctx.deps.pool, owner.id, 'read');
    const write = await testApiKey(ctx.deps.pool, owner.id, 'read-write');
    for (const r of v1()) {
      if (r.method !== 'GET') expect((await send(r, bearer(read))).status, `${r.method} ${r.path}`).toBe(403);
      const res = await send(r, bearer(write));
      expect([401, 402, 403], `${r.method} ${r.path} answered ${res.status}`).not.toContain(res.status);
      expect(res.status, `${r.method} ${r.path}`).toBeLessThan(500);
    }
  });
});
