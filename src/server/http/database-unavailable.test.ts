// A database out of reach is a 503 with Retry-After, never a 500, and the app serves again once
// it is back, without a restart of its own: every connection the pool held ended under it (as a
// restart of the database ends them), and the next requests connect again.
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp, DATABASE_UNAVAILABLE } from '../app.ts';
import { createDatabase } from '../db/pool.ts';
import { createTestContext, ORIGIN, type TestContext } from '../test/test-context.ts';
import { createUser } from '../test/users.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

it('answers 503 with Retry-After while the database is out of reach', async () => {
  const user = await createUser(ctx);
  const down = createDatabase(`postgres://postgres:none@127.0.0.1:${await closedPort()}/postgres`, 2, ctx.deps.log);
  try {
    const app = createApp({ ...ctx.deps, ...down });
    const res = await app.request('/api/me', { headers: { Cookie: user.cookie, Origin: ORIGIN } });
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('5');
    expect(await res.json()).toEqual({ error: { code: 'UNAVAILABLE', message: DATABASE_UNAVAILABLE } });
  } finally {
    await down.pool.end();
  }
});

it('serves again once the connections it held are gone, with no 500 meanwhile', async () => {
  const user = await createUser(ctx);
  // fill the pool with connections, then end every one of them but the asking one
  await Promise.all(Array.from({ length: 5 }, () => ctx.request('GET', '/api/me', { cookie: user.cookie })));
  await ctx.deps.pool.query(
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  const seen: number[] = [];
  for (let i = 0; i < 100 && seen.at(-1) !== 200; i++) {
    seen.push((await ctx.request('GET', '/api/me', { cookie: user.cookie })).status);
    if (seen.at(-1) !== 200) await new Promise((r) => setTimeout(r, 50));
  }
  expect(seen.at(-1)).toBe(200);
  expect(seen.filter((s) => s !== 200 && s !== 503)).toEqual([]);
});
