// The payment jobs do their work when the queue runs them: the start job starts the scheduled plan
// of its user, the daily sweep ends lapsed plans; and a renewal reminder names the expiry day in
// UTC whatever the server's own time zone.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema.ts';
import { scheduledPlanChanges } from '../../db/schema-payments.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { paymentJobs, PLAN_CHANGE_START, SUBSCRIPTION_SWEEP } from './jobs.ts';
import { sweepSubscriptions } from './sweep-subscriptions.ts';

const HOUR = 3600 * 1000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const jobNamed = (name: string) => paymentJobs().find((j) => j.name === name)!;
const profileOf = async (user: TestUser) => (await ctx.deps.db.select().from(profiles).where(eq(profiles.id, user.id)))[0]!;

async function pay(user: TestUser, plan: string) {
  const o = await ctx.request('POST', '/api/payments/orders', { cookie: user.cookie, body: { plan_type: plan, currency: 'INR' } });
  expect(o.status).toBe(201);
  const { order_id } = await o.json();
  const c = await ctx.request('POST', `/api/payments/sandbox/${order_id}/pay`, { cookie: user.cookie, body: {} });
  expect((await ctx.request('POST', '/api/payments/verify', { cookie: user.cookie, body: await c.json() })).status).toBe(200);
}

describe('the payment jobs', () => {
  it('start the scheduled plan of the user named, once its term has begun', async () => {
    const u = await createUser(ctx);
    await pay(u, 'small_label');
    await pay(u, 'individual_artist'); // cheaper: scheduled for the end of the term
    const past = new Date(Date.now() - HOUR);
    await ctx.deps.db.update(profiles).set({ subscriptionExpiresAt: past }).where(eq(profiles.id, u.id));
    await ctx.deps.db.update(scheduledPlanChanges).set({ startsAt: past }).where(eq(scheduledPlanChanges.userId, u.id));
    const [row] = await ctx.deps.db.select().from(scheduledPlanChanges).where(eq(scheduledPlanChanges.userId, u.id));

    expect(await jobNamed(PLAN_CHANGE_START.name).run(ctx.deps, { userId: u.id })).toBe(1);
    expect(await profileOf(u)).toMatchObject({
      planType: 'individual_artist',
      subscriptionStatus: 'active',
      subscriptionExpiresAt: row!.endsAt,
    });
    expect(await ctx.deps.db.select().from(scheduledPlanChanges).where(eq(scheduledPlanChanges.userId, u.id))).toEqual([]);
  });

  it('sweep a lapsed plan back to free every day', async () => {
    await ctx.deps.db.delete(scheduledPlanChanges);
    const u = await createUser(ctx);
    await ctx.deps.db
      .update(profiles)
      .set({ planType: 'small_label', subscriptionStatus: 'active', subscriptionExpiresAt: new Date(Date.now() - HOUR) })
      .where(eq(profiles.id, u.id));
    expect(await jobNamed(SUBSCRIPTION_SWEEP.name).run(ctx.deps, {})).toEqual({ started: 0, expired: 1, reminded: 0 });
    expect(await profileOf(u)).toMatchObject({ planType: 'free', subscriptionStatus: 'inactive' });
  });
});

describe('a renewal reminder', () => {
  it('names the expiry day in UTC, whatever the server time zone', async () => {
    await ctx.deps.db.execute(
      sql`UPDATE profiles SET plan_type = 'free', subscription_status = 'inactive', subscription_expires_at = NULL`,
    );
    const u = await createUser(ctx, { name: 'Asha Rao' });
    const now = new Date('2031-06-01T02:30:00Z');
    const expiry = new Date('2031-06-15T02:30:00Z'); // June 14 in Honolulu
    await ctx.deps.db
      .update(profiles)
      .set({ planType: 'small_label', subscriptionStatus: 'active', subscriptionExpiresAt: expiry })
      .where(eq(profiles.id, u.id));
    const zone = process.env.TZ;
    process.env.TZ = 'Pacific/Honolulu';
    try {
      const since = ctx.mails.length;
      expect((await sweepSubscriptions(ctx.deps, now)).reminded).toBe(1);
      const [mail] = ctx.mails.slice(since).filter((m) => m.to === u.email);
      expect(mail?.text).toContain('Your Small Label plan expires in 14 days, on June 15, 2031.');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
