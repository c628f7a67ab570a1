// A download opened in a browser without a session (a receipt, a statement's CSV, an export, a
// bookmark kept after signing out): the browser is sent to sign in and told to come back to the
// file; the web app's own requests and API clients still get the JSON 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-context.ts';
import { createUser, type TestUser } from '../test/users.ts';

let ctx: TestContext;
let artist: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  artist = await createUser(ctx, { name: 'Dara Download' });
});
afterAll(() => ctx.close());

const BROWSER = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'Sec-Fetch-Mode': 'navigate' };
const DOWNLOADS = [
  '/api/earnings/statements/2026-10/csv',
  '/api/earnings/analytics/csv?period=90',
  '/api/payments/00000000-0000-4000-8000-000000000000/receipt',
  '/api/admin/claims/export?status=pending',
];

describe('a download opened in a browser without a session', () => {
  it('goes to the sign-in page, which returns to the file (its query kept)', async () => {
    for (const path of DOWNLOADS) {
      const res = await ctx.request('GET', path, { headers: BROWSER });
      expect(res.status, path).toBe(303);
      expect(res.headers.get('location'), path).toBe(`/auth?redirect=${encodeURIComponent(path)}`);
    }
  });

  it('is a navigation by its Accept header alone (older browsers send no Sec-Fetch headers)', async () => {
    const res = await ctx.request('GET', DOWNLOADS[0]!, { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(303);
  });

  it('stays the JSON 401 for the app and API clients, and for writes', async () => {
    const apiHeaders: Record<string, string>[] = [{}, { Accept: 'application/json' }, { Accept: '*/*' }, { 'Sec-Fetch-Mode': 'cors' }];
    for (const headers of apiHeaders) {
      const res = await ctx.request('GET', DOWNLOADS[0]!, { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue' } });
    }
    const post = await ctx.request('POST', '/api/payouts/claims', { headers: BROWSER, body: { amount: '10' } });
    expect(post.status).toBe(401);
  });

  it('is the file itself with a session', async () => {
    const res = await ctx.request('GET', DOWNLOADS[0]!, { headers: BROWSER, cookie: artist.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
  });
});
