// Walks every declared API route and proves that a visitor and an ordinary artist are refused
// where they must be, and that the route answers the one who may call it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../composition.ts';
import { createTestContext, type TestContext } from '../test/test-context.ts';
import { createUser, type TestUser } from '../test/users.ts';

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
