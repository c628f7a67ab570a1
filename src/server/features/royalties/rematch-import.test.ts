// Unmatched rows are kept and matched later: once the track has its ISRC, a rematch books them,
// in a preview by counting them, in a confirmed import through reversing entries and a new booking.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BalanceDto } from '../../../domain/claims-dto.ts';
import type { ImportPreviewDto } from '../../../domain/royalty-imports-dto.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { importAndConfirm, releaseWithCodes, reportCsv } from '../../test/royalties.ts';

let ctx: TestContext;
let artist: TestUser;
let admin: TestUser;
let release: string;

beforeAll(async () => {
  ctx = await createTestContext();
  artist = await createUser(ctx, {});
  admin = await createUser(ctx, { admin: true });
  release = await releaseWithCodes(ctx, artist, { title: 'Night Drive', isrcs: ['USABC2600001'] });
});
afterAll(() => ctx.close());

const balance = async () =>
  ((await (await ctx.request('GET', '/api/payouts/balance', { cookie: artist.cookie })).json()) as BalanceDto).available;

it('books rows matched after confirmation through reversing entries, and refuses a stale version', async () => {
  const done = await importAndConfirm(
    ctx,
    admin,
    reportCsv([
      { isrc: 'USABC2600001', quantity: '100', amount: '10' },
      { isrc: 'USNEW2600001', quantity: '50', amount: '5' },
    ]),
  );
  expect(done.rows).toMatchObject({ matched: 1, unmatched: 1 });
  expect(await balance()).toBe('8.00');
  await ctx.deps.db.execute(
    sql`insert into release_tracks (release_id, position, title, isrc) values (${release}, 2, 'New', 'USNEW2600001')`,
  );
  const res = await ctx.request('POST', `/api/admin/royalties/imports/${done.id}/rematch`, {
    cookie: admin.cookie,
    body: { version: done.version },
  });
  expect(res.status).toBe(200);
  const after = (await res.json()) as ImportPreviewDto;
  expect(after.rows).toMatchObject({ matched: 2, unmatched: 0 });
  expect(after.totals).toEqual([
    { store: 'Spotify', currency: 'USD', rows: 2, quantity: 150, amount: '15.000000000000', usd: '15.000000000000' },
  ]);
  expect(await balance()).toBe('12.00');
  const { rows } = await ctx.deps.db.execute<{ kind: string; net: string }>(
    sql`select kind, sum(net)::text net from earnings_ledger group by kind order by kind`,
  );
  expect(rows).toEqual([
    { kind: 'earning', net: '20.000000000000' },
    { kind: 'reversal', net: '-8.000000000000' },
  ]);
  const stale = await ctx.request('POST', `/api/admin/royalties/imports/${done.id}/rematch`, {
    cookie: admin.cookie,
    body: { version: done.version },
  });
  expect(stale.status).toBe(409);
  // and a rollback still cancels all of it
  const rb = await ctx.request('POST', `/api/admin/royalties/imports/${done.id}/rollback`, {
    cookie: admin.cookie,
    body: { version: after.version },
  });
  expect(rb.status).toBe(200);
  expect(await balance()).toBe('0.00');
});
