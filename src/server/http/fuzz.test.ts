// Property-based fuzzing of every API route (the route list, and better-auth's declared endpoints):
// requests generated from each route's own schemas for its body, query and path parameters, mixed
// with NUL characters, wrong types, huge strings, deeply nested JSON and unicode edge cases, sent as
// its caller would (artist, admin, visitor). No answer may be a 5xx, and every refusal has the one error shape.
// Set FUZZ_SEED to replay a run, FUZZ_RUNS to send more, FUZZ_REPORT=1 to print the answers per route.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ERROR_CODES } from '../../domain/errors.ts';
import { apiRoutes } from '../composition.ts';
import { AUTH_ENDPOINTS } from '../features/auth/auth-endpoints.ts';
import { asText, inputFor, useDictionary, validish, wordsOf } from '../test/fuzz-arbitraries.ts';
import { hostileString } from '../test/fuzz-hostile-values.ts';
import { ORIGIN, createTestContext, type TestContext } from '../test/test-context.ts';
import { createHmac, randomBytes } from 'node:crypto';
import { SESSION_COOKIE } from '../auth/read-session.ts';
import { MAX_INPUT_DEPTH } from './parse-input.ts';
import type { BodyKind, RouteDef } from './route.ts';
import { testApiKey } from '../test/api-keys.ts';
import { quickUser as quickTestUser } from '../test/users.ts';
import type { z } from 'zod';

type Target = {
  method: string;
  path: string;
  access: RouteDef['access'];
  bodyKind: BodyKind;
  schemas: { body?: z.ZodType; query?: z.ZodType; params?: z.ZodType };
  cookie?: string;
  /** A public API route (/api/v1): called with an API key of its own account instead of a cookie. */
  key?: string;
};

const TOTAL = Number(process.env.FUZZ_RUNS ?? 5_200);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
const PARALLEL = 6;

/** Valid inputs of routes whose schema is a check that cannot be read (no shape to generate from). */
const EXAMPLES: Record<string, Record<string, unknown>> = {
  'POST /api/contact': {
    firstName: 'Ravi',
    lastName: 'Kumar',
    email: 'ravi@example.com',
    category: 'technical',
    message: 'My upload stopped at 90 percent.',
  },
};

/** Words no enum names but inputs often need: dates ahead and behind, addresses, links, paths. */
function extraWords(): string[] {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  return [
    day(30),
    day(45),
    day(400),
    day(-30),
    new Date().toISOString(),
    'artist@example.com',
    'Test Artist',
    'https://example.com/cover.jpg',
    'https://drive.google.com/file/d/abc/view',
    '/dashboard',
    'Mira K',
  ];
}
const CODES = new Set<string>(ERROR_CODES);

/**
 * Routes that connect to the host their input names (Test connection of a store endpoint): fuzzed,
 * they would reach whatever address a generated word resolves to. store-endpoint-admin.test.ts
 * sends them hostile-free inputs against local servers instead.
 */
const CONNECTS_OUT = new Set(['POST /api/admin/store-endpoints/test']);

let ctx: TestContext;
let targets: Target[] = [];
let sent = 0;
const statuses = new Map<string, Map<number, number>>();

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: size }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item);
    }),
  );
}

beforeAll(async () => {
  ctx = await createTestContext();
  const ours: Target[] = apiRoutes(ctx.deps).map((r) => ({
    method: r.method,
    path: `/api${r.path}`,
    access: r.access,
    bodyKind: r.bodyKind,
    schemas: r.schemas,
  }));
  const auth: Target[] = AUTH_ENDPOINTS.map((e) => ({
    method: e.method,
    path: `/api/auth${e.path}`,
    access: 'public',
    bodyKind: e.method === 'POST' ? 'json' : 'none',
    schemas: { body: e.body, query: e.query, params: e.params },
  }));
  const v1: Target[] = apiRoutes(ctx.deps)
    .filter((r) => r.api)
    .map((r) => ({ method: r.method, path: `/api/v1${r.path}`, access: r.access, bodyKind: r.bodyKind, schemas: r.schemas }));
  targets = [...ours, ...v1, ...auth].filter((t) => !CONNECTS_OUT.has(`${t.method} ${t.path}`));
  const words = new Set(extraWords());
  for (const t of targets) for (const sch of Object.values(t.schemas)) wordsOf(sch, words);
  useDictionary(words);
  // Each route gets a caller of its own, so one route's effects (a sign-out, a deletion) leave the others alone.
  for (const t of targets) {
    if (t.path.startsWith('/api/v1/')) t.key = await testApiKey(ctx.deps.pool, (await quickTestUser(ctx)).id);
    else t.cookie = await quickUser(t.access === 'admin');
  }
}, 180_000);
afterAll(() => ctx.close());

/** A confirmed account with a session, written straight to the database (no password hashing: many are needed). */
async function quickUser(admin: boolean): Promise<string> {
  const email = `fuzz-${randomBytes(6).toString('hex')}@example.com`;
  const { rows } = await ctx.deps.pool.query<{ id: string }>(
    "insert into users (name, email, email_verified) values ('Fuzz Artist', $1, true) returning id",
    [email],
  );
  const id = rows[0]!.id;
  if (admin) await ctx.deps.pool.query("update user_roles set role = 'admin' where user_id = $1", [id]);
  const token = randomBytes(24).toString('base64url');
  await ctx.deps.pool.query("insert into sessions (token, user_id, expires_at) values ($1, $2, now() + interval '1 day')", [token, id]);
  const signature = createHmac('sha256', ctx.deps.auth.options.secret!).update(token).digest('base64');
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}

const paramNames = (path: string) => [...path.matchAll(/:([a-zA-Z]+)/g)].map((m) => m[1]!);

/** A path segment as a hostile client may send it: lone surrogates as the raw bytes of invalid UTF-8. */
const segment = (value: string) => encodeURIComponent(value.replace(/[\uD800-\uDFFF]/gu, '\u0001')).replaceAll('%01', '%ED%A0%80');

function paramValue(t: Target, name: string): fc.Arbitrary<string> {
  const shape = (t.schemas.params as unknown as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
  const own = shape?.[name] ? validish(shape[name]).map(asText) : fc.uuid();
  return fc.oneof(
    { arbitrary: own, weight: 5 },
    { arbitrary: fc.uuid(), weight: 2 },
    { arbitrary: hostileString, weight: 2 },
    { arbitrary: fc.string({ maxLength: 30 }), weight: 1 },
  );
}

const streamBody = fc.oneof(
  fc.uint8Array({ maxLength: 4096 }),
  fc.uint8Array({ maxLength: 2048 }).map((b) => new Uint8Array([...Buffer.from('RIFF\u0024\u0000\u0000\u0000WAVEfmt ', 'latin1'), ...b])),
  fc.uint8Array({ maxLength: 2048 }).map((b) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...b])),
  fc.uint8Array({ maxLength: 2048 }).map((b) => new Uint8Array([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0, ...b])),
);
/** JSON nested around the depth limit and far past it (a deep body once held the server for seconds). */
const deepJson = fc
  .tuple(fc.integer({ min: MAX_INPUT_DEPTH - 2, max: 30_000 }), fc.boolean(), fc.boolean())
  .map(([depth, arrays, wrapped]) => {
    const deep = arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
    return wrapped ? `{"title":${deep}}` : deep;
  });
const brokenJson = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,', 'nul', '\u0000', '{"a":"\u0000"}', '{"__proto__":{"x":1}}', '1e99999', '"\\ud800"'),
  deepJson,
);

function caseFor(t: Target) {
  const names = paramNames(t.path);
  return fc.record({
    params: fc.tuple(...names.map((n) => paramValue(t, n))),
    query: inputFor(t.schemas.query),
    body:
      t.bodyKind === 'stream'
        ? streamBody
        : t.bodyKind === 'raw'
          ? fc.oneof(
              fc.jsonValue().map((v) => JSON.stringify(v)),
              fc.string({ unit: 'binary' }),
              deepJson,
            )
          : inputFor(t.schemas.body, EXAMPLES[`${t.method} ${t.path}`]),
    broken: fc.oneof({ arbitrary: fc.constant(null), weight: 12 }, { arbitrary: brokenJson, weight: 1 }),
    signedIn: fc.oneof(
      { arbitrary: fc.constant(true), weight: t.access === 'public' ? 1 : 12 },
      { arbitrary: fc.constant(false), weight: 1 },
    ),
    origin: fc.constantFrom<string | undefined>(ORIGIN, ORIGIN, ORIGIN, ORIGIN, undefined, 'https://evil.example'),
  });
}
type Case = ReturnType<typeof caseFor> extends fc.Arbitrary<infer C> ? C : never;

function requestFor(t: Target, c: Case): { url: string; init: RequestInit & { duplex?: 'half' } } {
  let i = 0;
  const path = t.path.replace(/:([a-zA-Z]+)/g, () => segment(c.params[i++] ?? ''));
  const search = new URLSearchParams();
  if (c.query && typeof c.query === 'object' && !Array.isArray(c.query)) {
    for (const [k, v] of Object.entries(c.query)) if (v !== undefined) search.append(k, asText(v));
  } else if (c.query !== undefined && c.query !== null) search.append('q', asText(c.query));
  const headers: Record<string, string> = {};
  if (c.origin) headers.Origin = c.origin;
  if (c.signedIn && t.cookie) headers.Cookie = t.cookie;
  if (c.signedIn && t.key) headers.Authorization = `Bearer ${t.key}`;
  let body: BodyInit | undefined;
  if (t.method !== 'GET') {
    if (t.bodyKind === 'stream') {
      headers['Content-Type'] = 'application/octet-stream';
      body = c.body as Uint8Array<ArrayBuffer>;
    } else if (t.bodyKind === 'raw') {
      headers['Content-Type'] = 'application/json';
      headers['X-Razorpay-Signature'] = 'ab'.repeat(32);
      body = String(c.body);
    } else {
      headers['Content-Type'] = 'application/json';
      body = c.broken ?? JSON.stringify(c.body) ?? '';
    }
  }
  const qs = search.toString();
  return { url: `${path}${qs ? `?${qs}` : ''}`, init: { method: t.method, headers, body } };
}

async function check(t: Target, c: Case): Promise<void> {
  const { url, init } = requestFor(t, c);
  const res = await ctx.app.request(url, init);
  sent++;
  const seen = statuses.get(`${t.method} ${t.path}`) ?? new Map<number, number>();
  statuses.set(`${t.method} ${t.path}`, seen.set(res.status, (seen.get(res.status) ?? 0) + 1));
  const where = `${t.method} ${url} -> ${res.status}`;
  if (res.status < 400) {
    await res.body?.cancel();
    return;
  }
  const text = await res.text();
  if (res.status >= 500) throw new Error(`${where}: ${text.slice(0, 500)}`);
  let parsed: { error?: { code?: unknown; message?: unknown } } | undefined;
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    throw new Error(`${where}: not the JSON error shape: ${text.slice(0, 200)}`);
  }
  if (!parsed?.error || !CODES.has(String(parsed.error.code)) || typeof parsed.error.message !== 'string')
    throw new Error(`${where}: not the JSON error shape: ${text.slice(0, 200)}`);
}

it(`answers no 5xx to ${TOTAL}+ generated requests over every route (seed ${SEED})`, async () => {
  const runs = Math.ceil(TOTAL / targets.length);
  const failures: string[] = [];
  await inBatches(targets, PARALLEL, async (t) => {
    try {
      await fc.assert(
        fc.asyncProperty(caseFor(t), (c) => check(t, c)),
        { numRuns: runs, seed: SEED, endOnFailure: true },
      );
    } catch (err) {
      const { message, cause } = err as Error;
      failures.push(`${t.method} ${t.path}: ${cause instanceof Error ? cause.message : message.split('\n')[0]}`);
    }
  });
  if (process.env.FUZZ_REPORT) {
    for (const [route, byStatus] of statuses)
      process.stdout.write(
        `${route.padEnd(48)} ${[...byStatus]
          .sort(([a], [b]) => a - b)
          .map(([st, n]) => `${st}:${n}`)
          .join(' ')}\n`,
      );
  }
  expect(failures, failures.join('\n\n')).toEqual([]);
  expect(targets.length).toBeGreaterThan(40);
  expect(sent).toBeGreaterThanOrEqual(TOTAL);
}, 240_000);
