// The plan-change rules at their edges (plan-change.ts): what counts as a paid plan in force, the
// exact instants (a scheduled plan starting now, a term ending now), dates in UTC whatever the
// machine's zone, and a paid order applied when the subscription moved on after it was quoted.
import { afterEach, describe, expect, it } from 'vitest';
import {
  activePaidPlan,
  applyPaidOrder,
  currentSubscription,
  formatDay,
  prorate,
  quotePlanChange,
  scheduledRefusal,
  type OrderedChange,
  type SubscriptionState,
} from './plan-change.ts';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const at = (iso: string) => new Date(iso);
const later = (ms: number) => new Date(NOW.getTime() + ms);
const DAY = 24 * 3600 * 1000;
const on = (planType: string, expiresAt: Date | null, over: Partial<SubscriptionState> = {}): SubscriptionState => ({
  planType,
  status: 'active',
  expiresAt,
  scheduled: null,
  ...over,
});
const free: SubscriptionState = { planType: 'free', status: 'inactive', expiresAt: null, scheduled: null };

describe('the paid plan in force', () => {
  it('is none for the free plan, an unknown plan, an inactive one or one without an expiry', () => {
    expect(activePaidPlan(on('free', later(DAY)), NOW)).toBeNull();
    expect(activePaidPlan(on('gold', later(DAY)), NOW)).toBeNull();
    expect(activePaidPlan(on('small_label', later(DAY), { status: 'inactive' }), NOW)).toBeNull();
    expect(activePaidPlan(on('small_label', null), NOW)).toBeNull();
    expect(activePaidPlan(on('small_label', later(DAY)), NOW)).toBe('small_label');
  });

  it('ends at the exact expiry instant', () => {
    expect(activePaidPlan(on('small_label', later(1)), NOW)).toBe('small_label');
    expect(activePaidPlan(on('small_label', NOW), NOW)).toBeNull();
  });

  it('is the scheduled plan from the exact instant it starts', () => {
    const state = on('enterprise_label', NOW, { scheduled: { planType: 'individual_artist', startsAt: NOW, endsAt: later(365 * DAY) } });
    expect(currentSubscription(state, NOW)).toEqual({
      planType: 'individual_artist',
      status: 'active',
      expiresAt: later(365 * DAY),
      scheduled: null,
    });
    expect(currentSubscription(state, later(-1))).toBe(state);
    expect(activePaidPlan(state, NOW)).toBe('individual_artist');
  });
});

describe('words and numbers', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('says days in UTC, wherever the machine is', () => {
    process.env.TZ = 'Asia/Kolkata';
    expect(formatDay(at('2027-11-23T23:30:00Z'))).toBe('November 23, 2027');
    process.env.TZ = 'America/Los_Angeles';
    expect(formatDay(at('2027-11-23T00:30:00Z'))).toBe('November 23, 2027');
  });

  it('names an unknown scheduled plan by its type', () => {
    expect(
      scheduledRefusal({ planType: 'legacy_pro' as never, startsAt: at('2027-01-31T00:00:00Z'), endsAt: at('2028-01-31T00:00:00Z') }),
    ).toBe('Your legacy_pro plan is already paid for and starts on January 31, 2027. You can change your plan again once it has started.');
  });

  it('prorates over a term of at least one day only', () => {
    expect(() => prorate(1000, 1, 0)).toThrow(new RangeError('prorate takes whole numbers'));
    expect(() => prorate(1000, 1, -365)).toThrow(RangeError);
    expect(prorate(1000, 1, 1)).toBe(1000);
  });
});

describe('applying a paid order', () => {
  const order = (over: Partial<OrderedChange>): OrderedChange => ({
    kind: 'new',
    planType: 'small_label',
    fromPlanType: null,
    currency: 'USD',
    amount: 1500,
    baseExpiresAt: null,
    ...over,
  });

  it('applies a new plan as quoted while there is still none', () => {
    const applied = applyPaidOrder(free, order({}), NOW)!;
    expect(applied).toMatchObject({ kind: 'new', requoted: false, periodStart: NOW, periodEnd: at('2027-11-23T12:00:00.000Z') });
    expect(applied.state).toEqual({
      planType: 'small_label',
      status: 'active',
      expiresAt: at('2027-11-23T12:00:00.000Z'),
      scheduled: null,
    });
  });

  it('quotes a new plan again when another plan landed first, and applies it when paid for', () => {
    const meanwhile = on('individual_artist', later(100 * DAY));
    const applied = applyPaidOrder(meanwhile, order({}), NOW)!;
    expect(applied.requoted).toBe(true);
    expect(applied.kind).toBe('upgrade');
    expect(applied.state).toMatchObject({ planType: 'small_label', status: 'active', expiresAt: later(100 * DAY) });
  });

  it('applies a renewal as quoted against the same expiry, given as another Date', () => {
    const expiry = later(30 * DAY);
    const applied = applyPaidOrder(
      on('small_label', expiry),
      order({ kind: 'renewal', fromPlanType: 'small_label', baseExpiresAt: new Date(expiry.getTime()) }),
      NOW,
    )!;
    expect(applied).toMatchObject({ kind: 'renewal', requoted: false, periodStart: expiry, periodEnd: at('2027-12-23T12:00:00.000Z') });
    expect(applied.state).toEqual({
      planType: 'small_label',
      status: 'active',
      expiresAt: at('2027-12-23T12:00:00.000Z'),
      scheduled: null,
    });
  });

  it('quotes a renewal again when the expiry moved since it was quoted', () => {
    const quotedAgainst = later(30 * DAY);
    const movedTo = later(395 * DAY); // another renewal landed first
    const applied = applyPaidOrder(
      on('small_label', movedTo),
      order({ kind: 'renewal', fromPlanType: 'small_label', baseExpiresAt: quotedAgainst }),
      NOW,
    )!;
    expect(applied.requoted).toBe(true);
    expect(applied.periodStart).toEqual(movedTo);
  });

  it('quotes again an order made against no expiry once there is one', () => {
    const applied = applyPaidOrder(
      on('small_label', later(30 * DAY)),
      order({ kind: 'renewal', fromPlanType: 'small_label', baseExpiresAt: null }),
      NOW,
    )!;
    expect(applied.requoted).toBe(true);
  });

  it('keeps the upgraded plan active until the term ends', () => {
    const expiry = later(100 * DAY);
    const quote = quotePlanChange(on('individual_artist', expiry), 'enterprise_label', 'USD', NOW);
    expect(quote.ok).toBe(true);
    const amount = quote.ok ? quote.change.amount : 0;
    const applied = applyPaidOrder(
      on('individual_artist', expiry),
      order({ kind: 'upgrade', planType: 'enterprise_label', fromPlanType: 'individual_artist', amount, baseExpiresAt: expiry }),
      NOW,
    )!;
    expect(applied).toMatchObject({ kind: 'upgrade', requoted: false, periodStart: NOW, periodEnd: expiry });
    expect(applied.state).toEqual({ planType: 'enterprise_label', status: 'active', expiresAt: expiry, scheduled: null });
  });

  it('leaves the subscription alone when what was paid no longer covers the change', () => {
    const expiry = later(200 * DAY);
    // quoted as a new plan, but the user upgraded to Enterprise meanwhile: Small Label is now a downgrade of full price
    expect(applyPaidOrder(on('enterprise_label', expiry), order({ amount: 100 }), NOW)).toBeNull();
  });
});
