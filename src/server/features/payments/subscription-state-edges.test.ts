// The stored subscription at its edges: no profile reads as none (and a plan gate answers 404, not
// a crash), a scheduled plan keeps the payment that bought it, a free plan written back keeps the
// last paid plan on record, and a term ends at its exact expiry instant.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../../domain/errors.ts';
import type { SubscriptionState } from '../../../domain/plan-change.ts';
import { profiles } from '../../db/schema.ts';
import { payments, scheduledPlanChanges } from '../../db/schema-payments.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser } from '../../test/users.ts';
import { assertPlanFeature } from './assert-plan-feature.ts';
import { readSubscription, toSubscriptionDto, writeSubscription } from './subscription-state.ts';

const DAY = 24 * 3600 * 1000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('reading a subscription', () => {
  it('is none for a user without a profile', async () => {
    expect(await readSubscription(ctx.deps.db, randomUUID())).toBeNull();
    expect(await readSubscription(ctx.deps.db, randomUUID(), { lock: true })).toBeNull();
  });

  it('keeps the payment that bought the scheduled plan', async () => {
    const u = await createUser(ctx);
    const pay = async (plan: string) => {
      const o = await ctx.request('POST', '/api/payments/orders', { cookie: u.cookie, body: { plan_type: plan, currency: 'INR' } });
      expect(o.status).toBe(201);
      const { order_id } = await o.json();
      const c = await ctx.request('POST', `/api/payments/sandbox/${order_id}/pay`, { cookie: u.cookie, body: {} });
      const checkout = await c.json();
      expect((await ctx.request('POST', '/api/payments/verify', { cookie: u.cookie, body: checkout })).status).toBe(200);
      return checkout.razorpay_payment_id as string;
    };
    await pay('small_label');
    const cheaper = await pay('individual_artist'); // a downgrade: it starts when the term ends
    const [row] = await ctx.deps.db.select().from(payments).where(eq(payments.razorpayPaymentId, cheaper));
    const sub = await readSubscription(ctx.deps.db, u.id);
    expect(sub?.state).toMatchObject({ planType: 'small_label', status: 'active', scheduled: { planType: 'individual_artist' } });
    const [scheduled] = await ctx.deps.db.select().from(scheduledPlanChanges).where(eq(scheduledPlanChanges.userId, u.id));
    expect(scheduled?.paymentId).toBe(row!.id);
  });
});

describe('writing a subscription', () => {
  it('back to the free plan keeps the last paid plan on the profile', async () => {
    const u = await createUser(ctx);
    await ctx.deps.db
      .update(profiles)
      .set({ planType: 'small_label', subscriptionPlan: 'small_label', subscriptionStatus: 'active' })
      .where(eq(profiles.id, u.id));
    const state: SubscriptionState = { planType: 'free', status: 'inactive', expiresAt: new Date(Date.now() - DAY), scheduled: null };
    await writeSubscription(ctx.deps.db, u.id, state, null);
    const [p] = await ctx.deps.db.select().from(profiles).where(eq(profiles.id, u.id));
    expect(p).toMatchObject({ planType: 'free', subscriptionPlan: 'small_label', subscriptionStatus: 'inactive' });
  });
});

describe('the subscription as shown', () => {
  const NOW = new Date('2031-06-01T02:30:00Z');
  const paid = (expiresAt: Date): SubscriptionState => ({ planType: 'small_label', status: 'active', expiresAt, scheduled: null });

  it('ends at the exact expiry instant, not a moment later', () => {
    expect(toSubscriptionDto(paid(NOW), NOW)).toMatchObject({ planType: 'free', planName: 'Free', status: 'inactive' });
    expect(toSubscriptionDto(paid(new Date(NOW.getTime() + 1)), NOW)).toMatchObject({
      planType: 'small_label',
      planName: 'Small Label',
      status: 'active',
      expiresAt: '2031-06-01T02:30:00.001Z',
    });
  });

  it('shows a plan this version does not know as the free plan', () => {
    const retired: SubscriptionState = { planType: 'retired_plan', status: 'active', expiresAt: null, scheduled: null };
    expect(toSubscriptionDto(retired, NOW)).toEqual({
      planType: 'free',
      planName: 'Free',
      status: 'active',
      expiresAt: null,
      scheduled: null,
    });
  });
});

describe('a plan gate', () => {
  it('answers "Profile not found" for a user without a profile', async () => {
    const err = await assertPlanFeature(ctx.deps, { kind: 'user', userId: randomUUID(), role: 'user', ip: null }, 'distribution').catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toMatchObject({ code: 'NOT_FOUND', message: 'Profile not found' });
  });
});
