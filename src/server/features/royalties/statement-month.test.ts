// A statement asked for a month that is no month (a hand-typed or stale address): a clear not-found
// naming the problem, for the page and its CSV alike, never an empty statement or a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONTH_MESSAGE } from '../../../domain/earnings.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';

let ctx: TestContext;
let artist: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  artist = await createUser(ctx, { name: 'Month Mistake' });
});
afterAll(() => ctx.close());

describe('a statement for a month that is not one', () => {
  it('is not found, saying what a month looks like', async () => {
    for (const month of ['2026-13', '2026-00', '1999-12', '3000-01', '2026-1', 'last-month', '-']) {
      for (const path of [`/api/earnings/statements/${month}`, `/api/earnings/statements/${month}/csv`]) {
        const res = await ctx.request('GET', path, { cookie: artist.cookie });
        expect(res.status, path).toBe(404);
        expect(await res.json(), path).toEqual({ error: { code: 'NOT_FOUND', message: MONTH_MESSAGE } });
      }
    }
  });

  it('is an empty statement for a real month without earnings', async () => {
    const res = await ctx.request('GET', '/api/earnings/statements/2026-02', { cookie: artist.cookie });
    expect(res.status).toBe(200);
  });
});
