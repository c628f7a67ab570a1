// Which plan and share paid which usage days, as the revenue page (GET /api/earnings/share-periods)
// and the statements say it: an
// artist who upgraded mid-period gets two runs, Free at 80 % before the upgrade and Individual
// Artist at 90 % from its first day, exactly as the ledger's entries were booked; a rolled-back
// import leaves no run; runs of the same plan are one however the days fall.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonthlyStatementDto, RevenuePageDto, SharePeriodDto, SharePeriodsDto } from '../../../domain/earnings-dto.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { mergeSharePeriods } from './get-share-periods.ts';
import { daysAgo, importAction, importAndConfirm, releaseWithCodes, reportCsv } from '../../test/royalties.ts';

let ctx: TestContext;
let ava: TestUser;
let admin: TestUser;

// the upgrade's first day, and usage days on either side of it
const UPGRADE = daysAgo(10);
const FREE_DAYS = [daysAgo(20), daysAgo(15), daysAgo(11)];
const PAID_DAYS = [daysAgo(10), daysAgo(8), daysAgo(3)];

beforeAll(async () => {
  ctx = await createTestContext();
  ava = await createUser(ctx, { name: 'Ava Upgraded' });
  admin = await createUser(ctx, { admin: true });
  await releaseWithCodes(ctx, ava, { title: 'Mid Period', isrcs: ['USSHR2600001'] });
  // Ava paid for Individual Artist from UPGRADE on (a year); before it she was on Free
  await ctx.deps.db.execute(sql`
    insert into payment_orders (id, user_id, plan_type, amount, currency, provider, status)
    values ('order_sbx_share_periods', ${ava.id}, 'individual_artist', 500, 'USD', 'sandbox', 'paid')`);
  await ctx.deps.db.execute(sql`
    insert into payments (razorpay_payment_id, order_id, user_id, plan_type, amount, currency, source, period_start, period_end, kind)
    values ('pay_sbx_share_periods', 'order_sbx_share_periods', ${ava.id}, 'individual_artist', 500, 'USD', 'verify',
            ${`${UPGRADE}T00:00:00Z`}::timestamptz, ${`${UPGRADE}T00:00:00Z`}::timestamptz + interval '365 days', 'new')`);
  await ctx.deps.db.execute(sql`update profiles set plan_type = 'individual_artist' where id = ${ava.id}`);
});
afterAll(() => ctx.close());

const get = async <T>(path: string) => {
  const res = await ctx.request('GET', path, { cookie: ava.cookie });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

/** The ledger's own plan and share on each usage day of Ava's entries not reversed. */
async function ledgerDays(): Promise<{ day: string; planType: string; sharePercent: string }[]> {
  const { rows } = await ctx.deps.db.execute<{ day: string; planType: string; sharePercent: string }>(sql`
    select period_start::text "day", plan_type "planType", share_percent::text "sharePercent" from earnings_ledger
     where user_id = ${ava.id} group by 1, 2, 3 having sum(net) <> 0 order by 1`);
  return rows;
}

/** Every entry's day lies in a run of its own plan and share, and every run starts and ends on such a day. */
function expectRunsMatch(runs: SharePeriodDto[], days: { day: string; planType: string; sharePercent: string }[]) {
  for (const d of days)
    expect(
      runs.some((r) => r.from <= d.day && d.day <= r.to && r.planType === d.planType && r.sharePercent === d.sharePercent),
      JSON.stringify(d),
    ).toBe(true);
  for (const r of runs) {
    expect(days.some((d) => d.day === r.from && d.planType === r.planType)).toBe(true);
    expect(days.some((d) => d.day === r.to && d.planType === r.planType)).toBe(true);
  }
}

describe('the share periods', () => {
  let imported: Awaited<ReturnType<typeof importAndConfirm>>;

  it('give an artist upgraded mid-period two runs, Free at 80 % then Individual Artist at 90 %, as the ledger booked them', async () => {
    const day = (usage: string, n: number) => ({
      isrc: 'USSHR2600001',
      usage_start: usage,
      usage_end: usage,
      quantity: String(100 * n),
      amount: '1.00',
    });
    imported = await importAndConfirm(
      ctx,
      admin,
      reportCsv([...FREE_DAYS, ...PAID_DAYS].map((d, i) => ({ ...day(d, i + 1), statement_period: d.slice(0, 7) }))),
    );
    const page = await get<SharePeriodsDto>('/api/earnings/share-periods?period=30');
    expect(page).toMatchObject({ period: 30, to: daysAgo(0), from: daysAgo(29) });
    const runs: SharePeriodDto[] = [
      { from: FREE_DAYS[0]!, to: FREE_DAYS.at(-1)!, planType: 'free', sharePercent: '80.00' },
      { from: PAID_DAYS[0]!, to: PAID_DAYS.at(-1)!, planType: 'individual_artist', sharePercent: '90.00' },
    ];
    expect(page.periods).toEqual(runs);
    const days = await ledgerDays();
    expect(days.map((d) => d.day)).toEqual([...FREE_DAYS, ...PAID_DAYS]);
    expectRunsMatch(page.periods, days);
    // the net follows: 3 x 1.00 at 80 % and 3 x 1.00 at 90 %
    expect((await get<RevenuePageDto>('/api/earnings/revenue?period=30')).stats.totalEarned).toBe('5.10');

    // 7 days hold only the paid days
    expect((await get<SharePeriodsDto>('/api/earnings/share-periods?period=7')).periods).toEqual([
      { from: daysAgo(3), to: daysAgo(3), planType: 'individual_artist', sharePercent: '90.00' },
    ]);
  });

  it('are in each month’s statement for that month’s days, as its lines were paid', async () => {
    const months = [...new Set([...FREE_DAYS, ...PAID_DAYS].map((d) => d.slice(0, 7)))];
    const all = await ledgerDays();
    for (const month of months) {
      const s = await get<MonthlyStatementDto>(`/api/earnings/statements/${month}`);
      const days = all.filter((d) => d.day.startsWith(month));
      expectRunsMatch(s.sharePeriods, days);
      expect(new Set(s.sharePeriods.map((p) => p.sharePercent))).toEqual(new Set(s.lines.map((l) => l.sharePercent)));
      expect(s.sharePeriods.every((p) => p.from.startsWith(month) && p.to.startsWith(month))).toBe(true);
    }
  });

  it('leave out what a rollback cancelled', async () => {
    const r = await importAction(ctx, admin, imported, 'rollback');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await get<SharePeriodsDto>('/api/earnings/share-periods?period=30')).periods).toEqual([]);
  });
});

describe('mergeSharePeriods', () => {
  const p = (from: string, to: string, planType: SharePeriodDto['planType'], sharePercent = '80.00'): SharePeriodDto => ({
    from,
    to,
    planType,
    sharePercent,
  });

  it('makes one run of a plan across days without sales, and a new one at each change of plan or share', () => {
    expect(
      mergeSharePeriods([
        p('2026-11-01', '2026-11-01', 'free'),
        p('2026-11-04', '2026-11-05', 'free'),
        p('2026-11-15', '2026-11-15', 'individual_artist', '90.00'),
        p('2026-11-20', '2026-11-30', 'individual_artist', '90.00'),
      ]),
    ).toEqual([p('2026-11-01', '2026-11-05', 'free'), p('2026-11-15', '2026-11-30', 'individual_artist', '90.00')]);
  });

  it('keeps a month reported whole at the plan of its first day apart from a day inside it paid at another', () => {
    const periods = [
      p('2026-11-01', '2026-11-30', 'free'),
      p('2026-11-20', '2026-11-20', 'small_label', '92.00'),
      p('2026-11-21', '2026-11-21', 'free'),
    ];
    expect(mergeSharePeriods(periods)).toEqual(periods);
  });

  it('never ends a run before the latest day of its periods', () => {
    expect(mergeSharePeriods([p('2026-10-01', '2026-10-31', 'free'), p('2026-10-02', '2026-10-02', 'free')])).toEqual([
      p('2026-10-01', '2026-10-31', 'free'),
    ]);
  });
});
