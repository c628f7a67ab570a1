import { describe, expect, it } from 'vitest';
import {
  applyPaidOrder,
  currentSubscription,
  type AppliedChange,
  type NotApplied,
  daysLeft,
  MIN_CHARGE,
  prorate,
  quotePlanChange,
  termDays,
  type SubscriptionState,
} from './plan-change.ts';

const at = (iso: string) => new Date(iso);
const free: SubscriptionState = { planType: 'free', status: 'inactive', expiresAt: null, scheduled: null };
const on = (planType: string, expiresAt: string, scheduled: SubscriptionState['scheduled'] = null): SubscriptionState => ({
  planType,
  status: 'active',
  expiresAt: at(expiresAt),
  scheduled,
});

describe('proration arithmetic', () => {
  it('rounds half up in whole minor units, without floats', () => {
    expect(prorate(1000, 365, 365)).toBe(1000);
    expect(prorate(1000, 1, 365)).toBe(3); // 2.739...
    expect(prorate(1000, 73, 365)).toBe(200);
    expect(prorate(83000, 183, 366)).toBe(41500); // exactly half
    expect(prorate(1, 1, 2)).toBe(1); // 0.5 rounds up
    expect(prorate(83000, 100, 365)).toBe(22740); // 22739.726...
    expect(() => prorate(10.5, 1, 365)).toThrow(RangeError);
  });

  it('counts a started day as a whole one, and a leap year as 366 days', () => {
    expect(daysLeft(at('2026-11-23T00:00:00Z'), at('2026-11-24T00:00:00Z'))).toBe(1);
    expect(daysLeft(at('2026-11-23T00:00:00Z'), at('2026-11-24T00:00:01Z'))).toBe(2);
    expect(daysLeft(at('2026-11-25T00:00:00Z'), at('2026-11-24T00:00:00Z'))).toBe(0);
    expect(termDays(at('2027-11-23T10:00:00Z'))).toBe(365);
    expect(termDays(at('2028-11-23T10:00:00Z'))).toBe(366);
  });
});

describe('quotes', () => {
  const now = at('2026-11-23T12:00:00Z');

  it('a first plan is a year at its price, in USD and INR', () => {
    const q = quotePlanChange(free, 'small_label', 'INR', now);
    expect(q).toMatchObject({
      ok: true,
      change: { kind: 'new', amount: 124500, listPrice: 124500, fromPlanType: null, startsAt: now, endsAt: at('2027-11-23T12:00:00Z') },
    });
    expect(quotePlanChange(free, 'small_label', 'USD', now)).toMatchObject({ ok: true, change: { kind: 'new', amount: 1500 } });
    // a lapsed plan counts as none
    expect(quotePlanChange(on('enterprise_label', '2026-11-01T00:00:00Z'), 'individual_artist', 'USD', now)).toMatchObject({
      ok: true,
      change: { kind: 'new', amount: 500 },
    });
  });

  it('the same plan renews: a year after the current term, full price', () => {
    const q = quotePlanChange(on('small_label', '2027-05-01T00:00:00Z'), 'small_label', 'USD', now);
    expect(q).toMatchObject({
      ok: true,
      change: { kind: 'renewal', amount: 1500, startsAt: at('2027-05-01T00:00:00Z'), endsAt: at('2028-05-01T00:00:00Z') },
    });
  });

  it('a dearer plan is charged the price difference for the days left, in USD and INR', () => {
    // 160 days left (the 160th started), of a 365-day year
    const state = on('small_label', '2027-05-01T00:00:00Z');
    const usd = quotePlanChange(state, 'enterprise_label', 'USD', now);
    expect(usd).toMatchObject({
      ok: true,
      change: { kind: 'upgrade', fromPlanType: 'small_label', listPrice: 3000, startsAt: now, endsAt: at('2027-05-01T00:00:00Z') },
    });
    if (!usd.ok) throw new Error('refused');
    expect(usd.change.proration).toEqual({ daysLeft: 159, termDays: 365, yearlyDifference: 1500, minimumApplied: false });
    expect(usd.change.amount).toBe(653); // 1500 × 159 / 365 = 653.42
    const inr = quotePlanChange(state, 'enterprise_label', 'INR', now);
    if (!inr.ok) throw new Error('refused');
    expect(inr.change.proration?.yearlyDifference).toBe(124500);
    expect(inr.change.amount).toBe(54234); // 124500 × 159 / 365 = 54234.25
    // the whole year left: the whole difference
    const fresh = on('individual_artist', '2027-11-23T12:00:00Z');
    expect(quotePlanChange(fresh, 'enterprise_label', 'INR', now)).toMatchObject({ change: { amount: 249000 - 41500 } });
    expect(quotePlanChange(fresh, 'small_label', 'USD', now)).toMatchObject({ change: { amount: 1000 } });
  });

  it('a tiny difference is charged the gateway minimum, and says so', () => {
    const q = quotePlanChange(on('individual_artist', '2026-11-24T00:00:00Z'), 'small_label', 'USD', now);
    expect(q).toMatchObject({
      ok: true,
      change: { kind: 'upgrade', amount: MIN_CHARGE, proration: { daysLeft: 1, minimumApplied: true } },
    });
  });

  it('a cheaper plan is scheduled for the end of the term, never now', () => {
    const q = quotePlanChange(on('enterprise_label', '2027-05-01T00:00:00Z'), 'individual_artist', 'INR', now);
    expect(q).toMatchObject({
      ok: true,
      change: { kind: 'downgrade', amount: 41500, startsAt: at('2027-05-01T00:00:00Z'), endsAt: at('2028-05-01T00:00:00Z') },
    });
  });

  it('refuses any change while one is scheduled, saying when it starts', () => {
    const state = on('small_label', '2027-05-01T00:00:00Z', {
      planType: 'individual_artist',
      startsAt: at('2027-05-01T00:00:00Z'),
      endsAt: at('2028-05-01T00:00:00Z'),
    });
    for (const target of ['individual_artist', 'small_label', 'enterprise_label'] as const) {
      expect(quotePlanChange(state, target, 'USD', now)).toEqual({
        ok: false,
        reason:
          'Your Individual Artist plan is already paid for and starts on May 1, 2027. You can change your plan again once it has started.',
      });
    }
  });

  it('a scheduled plan whose start has come is the current plan', () => {
    const state = on('small_label', '2027-05-01T00:00:00Z', {
      planType: 'individual_artist',
      startsAt: at('2027-05-01T00:00:00Z'),
      endsAt: at('2028-05-01T00:00:00Z'),
    });
    const later = at('2027-05-01T00:00:01Z');
    expect(currentSubscription(state, later)).toEqual({
      planType: 'individual_artist',
      status: 'active',
      expiresAt: at('2028-05-01T00:00:00Z'),
      scheduled: null,
    });
    expect(quotePlanChange(state, 'individual_artist', 'USD', later)).toMatchObject({
      ok: true,
      change: { kind: 'renewal', startsAt: at('2028-05-01T00:00:00Z') },
    });
  });
});

describe('applying a paid order', () => {
  const now = at('2026-11-23T12:00:00Z');
  const order = (state: SubscriptionState, target: 'individual_artist' | 'small_label' | 'enterprise_label', when = now) => {
    const q = quotePlanChange(state, target, 'USD', when);
    if (!q.ok) throw new Error(q.reason);
    return q.change;
  };
  const applied = (r: AppliedChange | NotApplied): AppliedChange => {
    if (!r.applied) throw new Error(r.reason);
    return r;
  };

  it('applies each kind as quoted', () => {
    const newYear = applyPaidOrder(free, order(free, 'small_label'), now);
    expect(newYear).toMatchObject({
      kind: 'new',
      requoted: false,
      state: { planType: 'small_label', status: 'active', expiresAt: at('2027-11-23T12:00:00Z') },
    });

    const sl = on('small_label', '2027-05-01T00:00:00Z');
    expect(applyPaidOrder(sl, order(sl, 'small_label'), now)).toMatchObject({
      kind: 'renewal',
      state: { planType: 'small_label', expiresAt: at('2028-05-01T00:00:00Z') },
    });
    expect(applyPaidOrder(sl, order(sl, 'enterprise_label'), now)).toMatchObject({
      kind: 'upgrade',
      periodStart: now,
      periodEnd: at('2027-05-01T00:00:00Z'),
      state: { planType: 'enterprise_label', expiresAt: at('2027-05-01T00:00:00Z'), scheduled: null },
    });
    const down = applied(applyPaidOrder(sl, order(sl, 'individual_artist'), now));
    expect(down.kind).toBe('downgrade');
    expect(down.state).toEqual({
      ...sl,
      scheduled: { planType: 'individual_artist', startsAt: at('2027-05-01T00:00:00Z'), endsAt: at('2028-05-01T00:00:00Z') },
    });
  });

  it('an upgrade paid a little later still ends with the term', () => {
    const sl = on('small_label', '2027-05-01T00:00:00Z');
    expect(applyPaidOrder(sl, order(sl, 'enterprise_label'), at('2026-11-23T12:05:00Z'))).toMatchObject({
      kind: 'upgrade',
      requoted: false,
      state: { planType: 'enterprise_label', expiresAt: at('2027-05-01T00:00:00Z') },
    });
  });

  it('when the plan moved on, applies only a full year of the plan ordered at the price paid; anything else is not applied', () => {
    // two tabs: a renewal landed first, then the upgrade quoted before it is paid
    const sl = on('small_label', '2027-05-01T00:00:00Z');
    const upgrade = order(sl, 'enterprise_label');
    const renewed = applied(applyPaidOrder(sl, order(sl, 'small_label'), now)).state;
    expect(applyPaidOrder(renewed, upgrade, now)).toEqual({
      applied: false,
      reason:
        'Priced for an upgrade from Small Label to Enterprise Label, but when it was paid your plan was Small Label until May 1, 2028.',
    });
    // two tabs, two upgrades: the first applies; the second (now a renewal at full price) is never a period of nothing
    const upgraded = applied(applyPaidOrder(sl, upgrade, now)).state;
    expect(applyPaidOrder(upgraded, upgrade, now)).toEqual({
      applied: false,
      reason:
        'Priced for an upgrade from Small Label to Enterprise Label, but when it was paid your plan was Enterprise Label until May 1, 2027.',
    });
    // a new-plan order paid after another new plan landed: a year at the same price, after the one before
    const first = applied(applyPaidOrder(free, order(free, 'small_label'), now)).state;
    expect(applyPaidOrder(first, order(free, 'small_label'), now)).toMatchObject({
      applied: true,
      kind: 'renewal',
      requoted: true,
      state: { expiresAt: at('2028-11-23T12:00:00Z') },
    });
    // ... but a year's price of a dearer plan is not spent on the upgrade of what is left of the term
    expect(applyPaidOrder(first, order(free, 'enterprise_label'), now)).toEqual({
      applied: false,
      reason: 'Priced for a year of Enterprise Label, but when it was paid your plan was Small Label until November 23, 2027.',
    });
    // ... and a cheaper full-price plan is scheduled for a year after the term, never applied at once
    expect(applyPaidOrder(first, order(free, 'individual_artist'), now)).toMatchObject({
      applied: true,
      kind: 'downgrade',
      requoted: true,
      state: { planType: 'small_label', scheduled: { planType: 'individual_artist', startsAt: at('2027-11-23T12:00:00Z') } },
    });
  });
});
