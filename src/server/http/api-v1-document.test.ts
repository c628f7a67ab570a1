// The public API's OpenAPI document is made from the route table's `api` routes: a valid OpenAPI
// 3.1 document with every one of them and no other, each needing a key, its writes an
// Idempotency-Key. It is served to anyone (it is the API's manual) and kept in the repository as
// docs/openapi-v1.json, which must be what the routes make: a change to a route fails here until
// the file is written again (`npx vitest run src/server/http/api-v1-document.test.ts -u`).
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiRoutes } from '../composition.ts';
import { createTestContext, type TestContext } from '../test/test-context.ts';

type Op = { operationId: string; security: unknown; parameters: { name: string; in: string }[]; 'x-scope': string };
type Doc = { openapi: string; servers: { url: string }[]; paths: Record<string, Record<string, Op>> };

let ctx: TestContext;
let doc: Doc;

beforeAll(async () => {
  ctx = await createTestContext();
  const res = await ctx.app.request('/api/v1/openapi.json');
  expect(res.status).toBe(200);
  doc = (await res.json()) as Doc;
});
afterAll(() => ctx.close());

it('is a valid OpenAPI 3.1 document below /api/v1', async () => {
  const result = await new Validator().validate(structuredClone(doc) as Record<string, unknown>);
  expect(result.errors ?? []).toEqual([]);
  expect(doc.servers).toEqual([{ url: '/api/v1' }]);
});

it('has every route of the public API, once, each with the key and the scope it needs', () => {
  const routes = apiRoutes(ctx.deps).filter((r) => r.api);
  for (const r of routes) {
    const op = doc.paths[r.path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[r.method.toLowerCase()];
    expect(op, `${r.method} ${r.path}`).toBeDefined();
    expect(op!.security).toEqual([{ apiKey: [] }]);
    expect(op!['x-scope']).toBe(r.method === 'GET' ? 'read' : 'read-write');
    expect(op!.parameters.some((p) => p.in === 'header' && p.name === 'Idempotency-Key')).toBe(r.method !== 'GET');
  }
  expect(Object.values(doc.paths).flatMap((p) => Object.keys(p)).length).toBe(routes.length);
});

it('is the document kept in the repository', async () => {
  await expect(`${JSON.stringify(doc, null, 2)}\n`).toMatchFileSnapshot('../../../docs/openapi-v1.json');
});
