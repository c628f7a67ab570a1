// A route's answer leaves through its declared schema: undeclared fields never leave, an answer
// that does not fit is the service's fault (500, logged), 'empty' is a 204 and a raw answer is
// sent as the handler built it.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import type { AppEnv } from './context.ts';
import { mountRoutes } from './mount-routes.ts';
import { rawAnswer, route } from './route.ts';

const deps = {
  auth: { options: { secret: 'test-secret' } },
  env: { PUBLIC_URL: 'http://localhost:3000', TRUST_PROXY: false },
} as unknown as Deps;
const user = z.object({ id: z.string(), name: z.string() });

function app(handlerResult: unknown) {
  const a = new Hono<AppEnv>();
  a.onError((err, c) => c.json({ error: { code: 'INTERNAL', message: err.message } }, 500));
  mountRoutes(a, deps, [
    route({ method: 'GET', path: '/json', access: 'public', response: user }, () => handlerResult as z.input<typeof user>),
    route({ method: 'POST', path: '/made', access: 'public', response: user, status: 201 }, () => ({ id: '1', name: 'Ann' })),
    route({ method: 'DELETE', path: '/gone', access: 'public', response: 'empty' }, () => undefined),
    route({ method: 'GET', path: '/file', access: 'public', response: rawAnswer('text/csv', 'A file') }, ({ c }) =>
      c.body('a,b\n', 200, { 'Content-Type': 'text/csv' }),
    ),
  ]);
  return a;
}

describe('the answer of a route', () => {
  it('is the schema parse of what the handler returned: undeclared fields stay behind', async () => {
    const res = await app({ id: '1', name: 'Ann', passwordHash: 'secret' }).request('/api/json');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: '1', name: 'Ann' });
  });

  it('is a 500 naming the route when the handler returned what the schema does not allow', async () => {
    const res = await app({ id: 1, name: null }).request('/api/json');
    expect(res.status).toBe(500);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/^GET \/json answered outside its schema/);
  });

  it('carries the declared status, no content for empty, and a raw answer as built', async () => {
    const a = app({});
    const made = await a.request('/api/made', { method: 'POST' });
    expect(made.status).toBe(201);
    const gone = await a.request('/api/gone', { method: 'DELETE' });
    expect(gone.status).toBe(204);
    expect(await gone.text()).toBe('');
    const file = await a.request('/api/file');
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(await file.text()).toBe('a,b\n');
  });
});
