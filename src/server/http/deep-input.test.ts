// JSON nested past MAX_INPUT_DEPTH is refused where input is parsed, on every route that reads a
// JSON body (ours, the raw webhook's and better-auth's): a 400 naming the problem, never a 500 and
// never a stack overflow, however deep. Bodies at the limit still reach the route's own checks.
// The depths sent fit the smallest body cap (64 KiB, better-auth's endpoints). How fast the worst
// body the caps allow is answered, and how long it holds the server: bench/deep-input.bench.ts.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiRoutes } from '../composition.ts';
import { AUTH_ENDPOINTS } from '../features/auth/auth-endpoints.ts';
import { ORIGIN, createTestContext, type TestContext } from '../test/test-context.ts';
import { createUser } from '../test/users.ts';
import { MAX_INPUT_DEPTH } from './parse-input.ts';

let ctx: TestContext;
let targets: { method: string; path: string; cookie?: string }[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const artist = await createUser(ctx);
  const admin = await createUser(ctx, { admin: true });
  const ours = apiRoutes(ctx.deps)
    .filter((r) => (r.bodyKind === 'json' && r.schemas.body) || r.bodyKind === 'raw')
    .map((r) => ({
      method: r.method,
      // each path parameter of its shape: an id, or an invitation link's token
      path: `/api${r.path.replace(/:token\b/g, 'A'.repeat(43)).replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000')}`,
      cookie: r.access === 'admin' ? admin.cookie : r.access === 'user' ? artist.cookie : undefined,
    }));
  const auth = AUTH_ENDPOINTS.filter((e) => e.method === 'POST' && !e.path.includes(':')).map((e) => ({
    method: e.method,
    path: `/api/auth${e.path}`,
    cookie: artist.cookie,
  }));
  targets = [...ours, ...auth];
});
afterAll(() => ctx.close());

/** `{"a":{"a":...}}` or `[[...]]`, `depth` levels deep, as text (JSON.stringify itself would overflow). */
function nested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

async function send(t: (typeof targets)[number], body: string) {
  const headers: Record<string, string> = { Origin: ORIGIN, 'Content-Type': 'application/json', 'X-Razorpay-Signature': 'ab'.repeat(32) };
  if (t.cookie) headers.Cookie = t.cookie;
  const res = await ctx.app.request(t.path, { method: t.method, headers, body });
  return { status: res.status, error: ((await res.json()) as { error?: { code: string; message: string } }).error };
}

it('refuses deep bodies on every route that reads JSON with a 400 that says so', async () => {
  expect(targets.length).toBeGreaterThan(30);
  const tooDeep = `at most ${MAX_INPUT_DEPTH} levels`;
  for (const t of targets) {
    for (const body of [`{"x":${nested(20_000, 'array')}}`, nested(8_000, 'object'), `{"x":${nested(MAX_INPUT_DEPTH, 'object')}}`]) {
      const { status, error } = await send(t, body);
      expect({ route: `${t.method} ${t.path}`, status, code: error?.code, deep: error?.message.includes(tooDeep) }).toEqual({
        route: `${t.method} ${t.path}`,
        status: 400,
        code: 'BAD_REQUEST',
        deep: true,
      });
    }
  }
}, 120_000);

it('lets a body at the limit through to the route’s own checks', async () => {
  for (const t of targets) {
    const { status, error } = await send(t, nested(MAX_INPUT_DEPTH, 'object'));
    expect(status, `${t.method} ${t.path}`).toBeLessThan(500);
    expect(error?.message ?? '', `${t.method} ${t.path}`).not.toContain('nested too deeply');
  }
}, 120_000);

it('still names the first NUL character in reading order, keys included', async () => {
  const contact = { firstName: 'Ravi', lastName: 'K', email: 'ravi@example.com', category: 'technical' };
  const res = await ctx.request('POST', '/api/contact', { body: { ...contact, message: 'hi', ['b\u0000ad']: 1, later: 'x\u0000' } });
  expect((await res.json()).error).toMatchObject({ code: 'VALIDATION', field: 'bad' });
});
