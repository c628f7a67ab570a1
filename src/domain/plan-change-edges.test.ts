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
  orderStillHolds,
  type AppliedChange,
  type NotApplied,
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

const appliedOf = (r: AppliedChange | NotApplied): AppliedChange => {
  if (!r.applied) throw new Error(r.reason);
  return r;
};

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
    const applied = appliedOf(applyPaidOrder(free, order({}), NOW));
    expect(applied).toMatchObject({ kind: 'new', requoted: false, periodStart: NOW, periodEnd: at('2027-11-23T12:00:00.000Z') });
    expect(applied.state).toEqual({
      planType: 'small_label',
      status: 'active',
      expiresAt: at('2027-11-23T12:00:00.000Z'),
      scheduled: null,
    });
  });

  it('a new plan paid after a cheaper one landed is not spent on the upgrade of what is left', () => {
    const meanwhile = on('individual_artist', later(100 * DAY));
    expect(applyPaidOrder(meanwhile, order({}), NOW)).toEqual({
      applied: false,
      reason: 'Priced for a year of Small Label, but when it was paid your plan was Individual Artist until March 3, 2027.',
    });
  });

  it('applies a renewal as quoted against the same expiry, given as another Date', () => {
    const expiry = later(30 * DAY);
    const applied = appliedOf(
      applyPaidOrder(
        on('small_label', expiry),
        order({ kind: 'renewal', fromPlanType: 'small_label', baseExpiresAt: new Date(expiry.getTime()) }),
        NOW,
      ),
    );
    expect(applied).toMatchObject({ kind: 'renewal', requoted: false, periodStart: expiry, periodEnd: at('2027-12-23T12:00:00.000Z') });
    expect(applied.state).toEqual({
      planType: 'small_label',
      status: 'active',
      expiresAt: at('2027-12-23T12:00:00.000Z'),
      scheduled: null,
    });
  });

  it('quotes a renewal again when the expiry moved since it was quoted: a year at its price, after the new expiry', () => {
    const quotedAgainst = later(30 * DAY);
    const movedTo = later(395 * DAY); // another renewal landed first
    const applied = appliedOf(
      applyPaidOrder(
        on('small_label', movedTo),
        order({ kind: 'renewal', fromPlanType: 'small_label', baseExpiresAt: quotedAgainst }),
        NOW,
      ),
    );
    expect(applied).toMatchObject({ applied: true, kind: 'renewal', requoted: true, periodStart: movedTo });
  });

  it('quotes again an order made against no expiry once there is one', () => {
    const applied = appliedOf(
      applyPaidOrder(on('small_label', later(30 * DAY)), order({ kind: 'renewal', fromPlanType: 'small_label', baseExpiresAt: null }), NOW),
    );
    expect(applied.requoted).toBe(true);
  });

  it('a renewal paid after the term ended is a new year from the payment', () => {
    const ended = on('small_label', later(-DAY));
    const applied = appliedOf(
      applyPaidOrder(ended, order({ kind: 'renewal', fromPlanType: 'small_label', baseExpiresAt: later(-DAY) }), NOW),
    );
    expect(applied).toMatchObject({ kind: 'new', requoted: true, periodStart: NOW, periodEnd: at('2027-11-23T12:00:00.000Z') });
  });

  it('keeps the upgraded plan active until the term ends', () => {
    const expiry = later(100 * DAY);
    const quote = quotePlanChange(on('individual_artist', expiry), 'enterprise_label', 'USD', NOW);
    expect(quote.ok).toBe(true);
    const amount = quote.ok ? quote.change.amount : 0;
    const applied = appliedOf(
      applyPaidOrder(
        on('individual_artist', expiry),
        order({ kind: 'upgrade', planType: 'enterprise_label', fromPlanType: 'individual_artist', amount, baseExpiresAt: expiry }),
        NOW,
      ),
    );
    expect(applied).toMatchObject({ kind: 'upgrade', requoted: false, periodStart: NOW, periodEnd: expiry });
    expect(applied.state).toEqual({ planType: 'enterprise_label', status: 'active', expiresAt: expiry, scheduled: null });
  });

  it('an upgrade is never quoted again: once its term or plan moved on, it is not applied, whatever it would cost now', () => {
    const expiry = later(100 * DAY);
    const upgrade = order({
      kind: 'upgrade',
      planType: 'enterprise_label',
      fromPlanType: 'individual_artist',
      amount: 3000,
      baseExpiresAt: expiry,
    });
    // another upgrade landed first: Small Label to Enterprise would cost less than was paid
    expect(applyPaidOrder(on('small_label', expiry), upgrade, NOW)).toEqual({
      applied: false,
      reason:
        'Priced for an upgrade from Individual Artist to Enterprise Label, but when it was paid your plan was Small Label until March 3, 2027.',
    });
    // the term ended: Enterprise Label is a new year now, at the very amount paid
    expect(applyPaidOrder(on('individual_artist', later(-DAY)), upgrade, NOW)).toEqual({
      applied: false,
      reason: 'Priced for an upgrade from Individual Artist to Enterprise Label, but when it was paid you had no paid plan.',
    });
  });

  it('a year of a plan is applied again only at the very amount paid', () => {
    const expiry = later(200 * DAY);
    // quoted as a new plan, but the user upgraded to Enterprise meanwhile: Small Label is now a later year at its full price
    const meanwhile = on('enterprise_label', expiry);
    expect(applyPaidOrder(meanwhile, order({ amount: 1500 }), NOW)).toMatchObject({ applied: true, kind: 'downgrade', requoted: true });
    for (const amount of [1499, 1501]) {
      expect(applyPaidOrder(meanwhile, order({ amount }), NOW)).toEqual({
        applied: false,
        reason: 'Priced for a year of Small Label, but when it was paid your plan was Enterprise Label until June 11, 2027.',
      });
    }
  });
});

describe('an order whose subscription moved on', () => {
  const expiry = later(100 * DAY);
  const renewal: OrderedChange = {
    kind: 'renewal',
    planType: 'small_label',
    fromPlanType: 'small_label',
    currency: 'USD',
    amount: 1500,
    baseExpiresAt: expiry,
  };
  const downgrade: OrderedChange = { ...renewal, kind: 'downgrade', planType: 'individual_artist', amount: 500 };
  const scheduled = { planType: 'individual_artist' as const, startsAt: expiry, endsAt: later(465 * DAY) };

  it('can still be paid while the plan, its term and what is scheduled are those it was priced against', () => {
    expect(orderStillHolds(on('small_label', new Date(expiry.getTime())), renewal, NOW)).toBe(true);
    expect(orderStillHolds(on('small_label', later(465 * DAY)), renewal, NOW)).toBe(false); // renewed meanwhile
    expect(orderStillHolds(on('enterprise_label', expiry), renewal, NOW)).toBe(false); // upgraded meanwhile
    expect(orderStillHolds(on('small_label', expiry, { scheduled }), renewal, NOW)).toBe(false); // a cheaper plan scheduled meanwhile
    expect(orderStillHolds(on('small_label', expiry), renewal, later(101 * DAY))).toBe(false); // the term ended
    expect(orderStillHolds(free, { ...renewal, kind: 'new', fromPlanType: null, baseExpiresAt: null }, NOW)).toBe(true);
    expect(orderStillHolds(on('small_label', expiry), { ...renewal, kind: 'new', fromPlanType: null, baseExpiresAt: null }, NOW)).toBe(
      false,
    );
    // a scheduled plan whose start has come is the plan it is checked against
    const started = on('enterprise_label', later(-DAY), {
      scheduled: { ...scheduled, planType: 'small_label', startsAt: later(-DAY), endsAt: expiry },
    });
    expect(orderStillHolds(started, renewal, NOW)).toBe(true);
  });

  it('a new plan priced after the last one lapsed still holds, and is applied as quoted', () => {
    const lapsed = on('small_label', later(-DAY));
    const fresh: OrderedChange = { ...renewal, kind: 'new', fromPlanType: null, baseExpiresAt: null };
    expect(orderStillHolds(lapsed, fresh, NOW)).toBe(true);
    expect(applyPaidOrder(lapsed, fresh, NOW)).toMatchObject({ applied: true, kind: 'new', requoted: false, periodStart: NOW });
  });

  it('an order whose kind does not fit its plans (a row the checks did not guard) is not applied as some other change', () => {
    // stored as a renewal of Small Label, but for Enterprise Label: now an upgrade, never bought as one
    const odd: OrderedChange = { ...renewal, planType: 'enterprise_label' };
    expect(orderStillHolds(on('small_label', expiry), odd, NOW)).toBe(true);
    expect(applyPaidOrder(on('small_label', expiry), odd, NOW)).toEqual({
      applied: false,
      reason: 'Priced for a renewal of Enterprise Label, but when it was paid your plan was Small Label until March 3, 2027.',
    });
  });

  it('is not applied while a change it was not priced against is scheduled, and says what was scheduled', () => {
    expect(applyPaidOrder(on('small_label', expiry, { scheduled }), renewal, NOW)).toEqual({
      applied: false,
      reason:
        'Priced for a renewal of Small Label, but when it was paid your plan was Small Label until March 3, 2027, with Individual Artist to follow.',
    });
    expect(applyPaidOrder(on('small_label', expiry, { scheduled }), downgrade, NOW)).toEqual({
      applied: false,
      reason:
        'Priced for a switch from Small Label to Individual Artist when its term ends, but when it was paid your plan was Small Label until March 3, 2027, with Individual Artist to follow.',
    });
  });

  it('a year of a plan requoted as an upgrade is not applied, even at the very amount the upgrade costs', () => {
    const meanwhile = on('individual_artist', expiry);
    const q = quotePlanChange(meanwhile, 'small_label', 'USD', NOW);
    const upgradeAmount = q.ok ? q.change.amount : 0;
    expect(q).toMatchObject({ ok: true, change: { kind: 'upgrade', amount: upgradeAmount } });
    const order: OrderedChange = {
      kind: 'new',
      planType: 'small_label',
      fromPlanType: null,
      currency: 'USD',
      amount: upgradeAmount,
      baseExpiresAt: null,
    };
    expect(applyPaidOrder(meanwhile, order, NOW)).toMatchObject({ applied: false });
  });
});
