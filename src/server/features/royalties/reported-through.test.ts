// The analytics page says how far the stores' reports reach: the latest usage day of any booked
// sale (whoever's), so the days after it are "not reported yet" rather than days of 0; the CSV
// leaves them out, and nothing reported yet is null.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsPageDto } from '../../../domain/earnings-dto.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { daysAgo, importAndConfirm, releaseWithCodes, reportCsv } from '../../test/royalties.ts';

let ctx: TestContext;
let ava: TestUser;
let bo: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  ava = await createUser(ctx, { name: 'Ava Reported' });
  bo = await createUser(ctx, { name: 'Bo Quiet' });
  admin = await createUser(ctx, { admin: true });
  await releaseWithCodes(ctx, ava, { title: 'Reported', isrcs: ['USRPT2600001'] });
  await releaseWithCodes(ctx, bo, { title: 'Quiet', isrcs: ['USRPT2600002'] });
});
afterAll(() => ctx.close());

const analytics = async (who: TestUser) => {
  const res = await ctx.request('GET', '/api/earnings/analytics?period=30', { cookie: who.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as AnalyticsPageDto;
};
const csvDays = async (who: TestUser) => {
  const res = await ctx.request('GET', '/api/earnings/analytics/csv?period=30', { cookie: who.cookie });
  return (await res.text())
    .split(/\r?\n/)
    .filter((l) => l.startsWith('Day,'))
    .map((l) => l.split(',')[1]);
};

describe('reportedThrough', () => {
  it('is null before any report, and the CSV then lists no day', async () => {
    const page = await analytics(ava);
    expect(page.reportedThrough).toBeNull();
    expect(page.daily).toHaveLength(30);
    expect(await csvDays(ava)).toEqual([]);
  });

  it('is the last usage day reported, for every artist; the days after it stay in the page but not in the CSV', async () => {
    await importAndConfirm(
      ctx,
      admin,
      reportCsv([
        { isrc: 'USRPT2600001', usage_start: daysAgo(9), usage_end: daysAgo(9), quantity: '10', amount: '1.00' },
        { isrc: 'USRPT2600001', usage_start: daysAgo(4), usage_end: daysAgo(4), quantity: '10', amount: '1.00' },
      ]),
    );
    const page = await analytics(ava);
    expect(page.reportedThrough).toBe(daysAgo(4));
    expect(page.daily).toHaveLength(30);
    const days = await csvDays(ava);
    expect(days.at(-1)).toBe(daysAgo(4));
    expect(days).toEqual(page.daily.filter((d) => d.date <= daysAgo(4)).map((d) => d.date));
    // Bo sold nothing: his days up to then are reported days of 0, not days without a report
    expect((await analytics(bo)).reportedThrough).toBe(daysAgo(4));
  });
});
