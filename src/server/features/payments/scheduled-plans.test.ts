// Starting a cheaper plan at the end of the term when something else touches the subscription at
// the same moment: the profile row lock makes the start see what the other change left (the plan
// started already, or its start moved later), and a user whose profile is gone is passed over.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { termDays } from '../../../domain/plan-change.ts';
import { profiles } from '../../db/schema.ts';
import { scheduledPlanChanges } from '../../db/schema-payments.ts';
import type { Deps } from '../../deps.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser } from '../../test/users.ts';
import { activateSubscription } from './activate-subscription.ts';
import { startScheduledPlans } from './start-scheduled-plans.ts';
import { capturedLog, profileHelpers } from '../../test/payments.ts';
import { blockedBehind } from '../../test/lock-waits.ts';

const DAY = 24 * 3600 * 1000;

let ctx: TestContext;
const { profileOf } = profileHelpers(() => ctx);
const { logs, log } = capturedLog();
const withLog = (): Deps => ({ ...ctx.deps, log });

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => {
  logs.length = 0;
});

const yearAfter = (d: Date) => {
  const next = new Date(d);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
};

/** An Enterprise Label subscriber with a Small Label year paid for, to start at the expiry. */
async function withScheduledDowngrade() {
  const u = await createUser(ctx);
  const expiry = new Date(Date.now() + 100.5 * DAY);
  expect(termDays(expiry)).toBe(365);
  await ctx.deps.db
    .update(profiles)
    .set({
      planType: 'enterprise_label',
      subscriptionPlan: 'enterprise_label',
      subscriptionStatus: 'active',
      subscriptionExpiresAt: expiry,
    })
    .where(eq(profiles.id, u.id));
  const res = await ctx.request('POST', '/api/payments/orders', { cookie: u.cookie, body: { plan_type: 'small_label', currency: 'USD' } });
  expect(res.status).toBe(201);
  const { order_id, kind } = await res.json();
  expect(kind).toBe('downgrade');
  await activateSubscription(ctx.deps, { orderId: order_id, paymentId: `pay_sched_${u.id}`, source: 'verify', userId: u.id });
  return { u, expiry };
}

/** Runs `start` while another transaction holds the profile row and makes `change` before letting go. */
async function whileProfileHeld<T>(
  userId: string,
  start: () => Promise<T>,
  change: (q: (sql: string, v: unknown[]) => Promise<unknown>) => Promise<void>,
) {
  const client = await ctx.deps.pool.connect();
  try {
    await client.query('begin');
    await client.query('select 1 from profiles where id = $1 for update', [userId]);
    const pending = start();
    await blockedBehind(ctx.deps.pool, client);
    await change((sql, v) => client.query(sql, v));
    await client.query('commit');
    return await pending;
  } finally {
    client.release();
  }
}

describe('starting a scheduled plan', () => {
  it('starts it at its time, once, and logs it', async () => {
    const { u, expiry } = await withScheduledDowngrade();
    expect(await startScheduledPlans(withLog(), new Date(expiry.getTime() + 1), u.id)).toBe(1);
    expect(await profileOf(u.id)).toMatchObject({
      planType: 'small_label',
      subscriptionStatus: 'active',
      subscriptionExpiresAt: yearAfter(expiry),
    });
    expect(logs).toEqual([{ level: 30, time: expect.any(Number), userId: u.id, msg: 'scheduled plan started' }]);
    expect(await startScheduledPlans(withLog(), new Date(expiry.getTime() + 2), u.id)).toBe(0);
    expect(logs).toHaveLength(1);
  });

  it('leaves one another change started meanwhile, and logs nothing', async () => {
    const { u, expiry } = await withScheduledDowngrade();
    const at = new Date(expiry.getTime() + 1);
    const otherEnd = new Date(expiry.getTime() + 200 * DAY);
    const started = await whileProfileHeld(
      u.id,
      () => startScheduledPlans(withLog(), at, u.id),
      async (q) => {
        await q('delete from scheduled_plan_changes where user_id = $1', [u.id]);
        await q(
          "update profiles set plan_type = 'individual_artist', subscription_plan = 'individual_artist', subscription_expires_at = $1 where id = $2",
          [otherEnd, u.id],
        );
      },
    );
    expect(started).toBe(0);
    expect(await profileOf(u.id)).toMatchObject({ planType: 'individual_artist', subscriptionExpiresAt: otherEnd });
    expect(logs).toEqual([]);
  });

  it('does not start one whose start was moved later meanwhile', async () => {
    const { u, expiry } = await withScheduledDowngrade();
    const at = new Date(expiry.getTime() + 1);
    const later = new Date(expiry.getTime() + 30 * DAY);
    const started = await whileProfileHeld(
      u.id,
      () => startScheduledPlans(withLog(), at, u.id),
      async (q) => {
        await q('update scheduled_plan_changes set starts_at = $1 where user_id = $2', [later, u.id]);
      },
    );
    expect(started).toBe(0);
    expect(await profileOf(u.id)).toMatchObject({ planType: 'enterprise_label', subscriptionExpiresAt: expiry });
    const [row] = await ctx.deps.db.select().from(scheduledPlanChanges).where(eq(scheduledPlanChanges.userId, u.id));
    expect(row).toMatchObject({ planType: 'small_label', startsAt: later });
    expect(logs).toEqual([]);
  });

  it('passes over a user whose profile is gone and starts the others', async () => {
    const gone = await withScheduledDowngrade();
    const kept = await withScheduledDowngrade();
    await ctx.deps.db.delete(profiles).where(eq(profiles.id, gone.u.id));
    const at = new Date(Math.max(gone.expiry.getTime(), kept.expiry.getTime()) + 1);
    expect(await startScheduledPlans(withLog(), at, gone.u.id)).toBe(0);
    expect(await startScheduledPlans(withLog(), at)).toBeGreaterThanOrEqual(1);
    expect((await profileOf(kept.u.id)).planType).toBe('small_label');
    expect(logs.filter((l) => l.userId === gone.u.id)).toEqual([]);
  });
});
