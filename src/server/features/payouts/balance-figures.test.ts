// The balance has one source: the claim page's figures (GET /api/payouts/balance) are the revenue
// page's, to the cent, with earnings of fractions of a cent; and with nothing to claim, a claim is
// refused whatever the screen offers.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalanceDto } from '../../../domain/claims-dto.ts';
import type { RevenuePageDto } from '../../../domain/earnings-dto.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const get = async <T>(who: TestUser, path: string) => (await (await ctx.request('GET', path, { cookie: who.cookie })).json()) as T;

async function earning(who: TestUser, net: string) {
  const { rows } = await ctx.deps.db.execute<{ id: string }>(
    sql`insert into music_releases (user_id, title, artist_name, status) values (${who.id}, 'Cents', 'Ava', 'distributed') returning id`,
  );
  await ctx.deps.db.execute(sql`
    insert into earnings_ledger (user_id, release_id, import_id, kind, period_start, period_end, store, quantity, gross, plan_type, share_percent, net)
    values (${who.id}::uuid, ${rows[0]!.id}::uuid, gen_random_uuid(), 'earning', current_date - 3, current_date - 3, 'Spotify', 1, ${net}::numeric,
            'free', 80, ${net}::numeric)`);
}

describe('the balance', () => {
  it('is the same on the claim page as on the revenue page, and says what a claim may ask for', async () => {
    const who = await createUser(ctx, { name: 'Half Cent' });
    await earning(who, '25.005');
    const balance = await get<BalanceDto>(who, '/api/payouts/balance');
    const revenue = await get<RevenuePageDto>(who, '/api/earnings/revenue');
    expect(balance).toMatchObject({ balance: '25.01', available: '25.00', payoutMinimum: '10.00' });
    expect(balance.balance).toBe(revenue.stats.availableBalance);
    expect(balance.available).toBe(revenue.stats.payable);
    const over = await ctx.request('POST', '/api/payouts/claims', {
      cookie: who.cookie,
      body: { amount: '25.01', payment_method: 'paypal', payment_details: { paypal_email: 'half@example.com' } },
    });
    expect(over.status).toBe(400);
    expect(((await over.json()) as { error: { message: string } }).error.message).toBe(
      'Insufficient balance: You can only claim up to $25.00',
    );
  });

  it('of $0.00 refuses any claim, the minimum or a cent', async () => {
    const who = await createUser(ctx, { name: 'Nothing Yet' });
    expect(await get<BalanceDto>(who, '/api/payouts/balance')).toMatchObject({ balance: '0.00', available: '0.00' });
    for (const amount of ['10', '0.01']) {
      const res = await ctx.request('POST', '/api/payouts/claims', {
        cookie: who.cookie,
        body: { amount, payment_method: 'paypal', payment_details: { paypal_email: 'none@example.com' } },
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        'Insufficient balance: You can only claim up to $0.00',
      );
    }
    const { rows } = await ctx.deps.db.execute(sql`select 1 from revenue_claims where user_id = ${who.id}`);
    expect(rows).toHaveLength(0);
  });
});
