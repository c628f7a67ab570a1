// The OpenAPI document is made from the route table: every route is in it with its inputs and its
// answer, it is a valid OpenAPI 3.1 document, and only admins may read it.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../composition.ts';
import { createTestContext, type TestContext } from '../test/test-context.ts';
import { createUser, type TestUser } from '../test/users.ts';
import { isRaw } from './route.ts';

type Doc = { openapi: string; paths: Record<string, Record<string, Record<string, unknown>>> };

let ctx: TestContext;
let admin: TestUser;
let doc: Doc;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx, { admin: true });
  const res = await ctx.request('GET', '/api/openapi.json', { cookie: admin.cookie });
  expect(res.status).toBe(200);
  doc = (await res.json()) as Doc;
});
afterAll(() => ctx.close());

const operationOf = (method: string, path: string) => doc.paths[`/api${path.replace(/:([A-Za-z]+)/g, '{$1}')}`]?.[method.toLowerCase()];

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(doc) as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toMatch(/^3\.1\./);
  });

  it('has every route, once, with a unique operation id', () => {
    const routes = apiRoutes(ctx.deps);
    const ids = new Set<string>();
    for (const r of routes) {
      const op = operationOf(r.method, r.path);
      expect(op, `${r.method} ${r.path}`).toBeDefined();
      ids.add(op!.operationId as string);
      expect(op!['x-access']).toBe(r.access);
    }
    expect(ids.size).toBe(routes.length);
    expect(Object.values(doc.paths).flatMap((p) => Object.keys(p)).length).toBe(routes.length);
  });

  it('describes each answer: a JSON schema, no content, or the file it sends', () => {
    for (const r of apiRoutes(ctx.deps)) {
      const responses = operationOf(r.method, r.path)!.responses as Record<string, { content?: Record<string, { schema?: object }> }>;
      if (r.response === 'empty') expect(responses['204'], `${r.method} ${r.path}`).toBeDefined();
      else if (isRaw(r.response)) expect(Object.keys(responses['200']!.content!)).toEqual([r.response.contentType]);
      else
        expect(
          Object.keys(responses[String(r.status)]!.content!['application/json']!.schema!).length,
          `${r.method} ${r.path}`,
        ).toBeGreaterThan(0);
      expect(responses['4XX'], `${r.method} ${r.path}`).toBeDefined();
    }
  });

  it('names path parameters and the query, and the body by its schema', () => {
    const get = operationOf('GET', '/releases')!;
    expect((get.parameters as { name: string; in: string }[]).map((p) => `${p.in}:${p.name}`)).toContain('query:cursor');
    const put = operationOf('PUT', '/releases/:id')!;
    expect(put.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path', required: true }));
    const body = put.requestBody as { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    expect(Object.keys(body.content['application/json']!.schema.properties)).toContain('title');
    const answer = (put.responses as Record<string, { content: Record<string, { schema: { properties: Record<string, unknown> } }> }>)[
      '200'
    ]!;
    expect(Object.keys(answer.content['application/json']!.schema.properties)).toEqual(
      expect.arrayContaining(['id', 'tracks', 'problems']),
    );
  });

  it('is read by admins only', async () => {
    const artist = await createUser(ctx);
    expect((await ctx.request('GET', '/api/openapi.json', { cookie: artist.cookie })).status).toBe(403);
    expect((await ctx.request('GET', '/api/openapi.json')).status).toBe(401);
  });
});
