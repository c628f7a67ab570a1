// What paying for a plan does, given the plan the subscriber has now (issue: plan changes).
// - No active paid plan: a new year of the plan, at its price.
// - The same plan: a renewal, one more year after the current term, at its price.
// - A dearer plan: an upgrade from now to the end of the current term, charged the price
//   difference for the days left, in exact minor units.
// - A cheaper plan: a downgrade scheduled for the end of the current term (a year of the cheaper
//   plan from then, at its price); the current plan is never cut short.
// - While a change is scheduled, another change is refused with the reason.
// Pure: the server quotes, charges and applies with these functions; the web app only shows them.
import { planPrice, type Currency } from './money.ts';
import { formatDate, DAY_MS } from './dates.ts';
import { PLANS, planByType, type PaidPlanType } from './plans.ts';

export const PLAN_CHANGE_KINDS = ['new', 'renewal', 'upgrade', 'downgrade'] as const;
export type PlanChangeKind = (typeof PLAN_CHANGE_KINDS)[number];

/** Razorpay's smallest order (₹1, $1 in minor units); a smaller price difference is charged this. */
export const MIN_CHARGE = 100;

/** A paid plan that starts when the current term ends. */
export type ScheduledPlan = { planType: PaidPlanType; startsAt: Date; endsAt: Date };

/** The subscription as stored: the profile's plan, status and expiry, and any scheduled change. */
export type SubscriptionState = {
  planType: string;
  status: string;
  expiresAt: Date | null;
  scheduled: ScheduledPlan | null;
};

export type Proration = {
  /** Whole days left of the current term (a started day counts). */
  daysLeft: number;
  /** Days in the last year of the current term (365 or 366). */
  termDays: number;
  /** A year of the new plan minus a year of the current one, in minor units. */
  yearlyDifference: number;
  /** The minimum charge was applied instead of a smaller difference. */
  minimumApplied: boolean;
};

export type PlanChange = {
  kind: PlanChangeKind;
  planType: PaidPlanType;
  /** The plan held when the change was quoted (renewal, upgrade, downgrade). */
  fromPlanType: PaidPlanType | null;
  currency: Currency;
  /** A year of the plan, minor units. */
  listPrice: number;
  /** What is charged now, minor units. */
  amount: number;
  /** When the plan bought takes effect, and when the period bought ends. */
  startsAt: Date;
  endsAt: Date;
  /** The expiry the quote was made against; activation applies it only if it still holds. */
  baseExpiresAt: Date | null;
  proration: Proration | null;
};

export type PlanChangeQuote = { ok: true; change: PlanChange } | { ok: false; reason: string };

const paidType = (t: string): PaidPlanType | null =>
  t === 'individual_artist' || t === 'small_label' || t === 'enterprise_label' ? t : null;

/** Plans in price order: Free 0, Individual Artist 1, Small Label 2, Enterprise Label 3. */
const planRank = (type: string): number => PLANS.findIndex((p) => p.type === type);

/** "November 23, 2027", in UTC: the server's messages and receipts. */
export const formatDay = (d: Date): string => formatDate(d, 'long', { timeZone: 'UTC' });

function addYear(d: Date): Date {
  const next = new Date(d.getTime());
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

function subtractYear(d: Date): Date {
  const prev = new Date(d.getTime());
  prev.setUTCFullYear(prev.getUTCFullYear() - 1);
  return prev;
}

/** Days left until `expiresAt`, a started day counting as a whole one. */
export const daysLeft = (now: Date, expiresAt: Date): number => Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS));

/** Days in the year that ends at `expiresAt`: 366 when it spans a 29 February. */
export const termDays = (expiresAt: Date): number => Math.round((expiresAt.getTime() - subtractYear(expiresAt).getTime()) / DAY_MS);

/** `yearly × days / term`, rounded half up to a whole minor unit, in integers only. */
export function prorate(yearlyMinor: number, days: number, term: number): number {
  if (!Number.isSafeInteger(yearlyMinor) || !Number.isSafeInteger(days) || !Number.isSafeInteger(term) || term <= 0)
    throw new RangeError('prorate takes whole numbers');
  return Math.floor((2 * yearlyMinor * days + term) / (2 * term));
}

/**
 * The subscription as it is at `now`: a scheduled plan whose start has come is the current plan
 * (the sweep and a job store that too, but reads never wait for them).
 */
export function currentSubscription(state: SubscriptionState, now: Date): SubscriptionState {
  const s = state.scheduled;
  if (s && s.startsAt.getTime() <= now.getTime()) return { planType: s.planType, status: 'active', expiresAt: s.endsAt, scheduled: null };
  return state;
}

/** The paid plan in force at `now`, or null (free, inactive or lapsed). */
export function activePaidPlan(state: SubscriptionState, now: Date): PaidPlanType | null {
  const s = currentSubscription(state, now);
  const type = paidType(s.planType);
  if (!type || s.status !== 'active' || !s.expiresAt || s.expiresAt.getTime() <= now.getTime()) return null;
  return type;
}

const nameOf = (t: string) => planByType(t)?.name ?? t;

export function scheduledRefusal(s: ScheduledPlan): string {
  return `Your ${nameOf(s.planType)} plan is already paid for and starts on ${formatDay(s.startsAt)}. You can change your plan again once it has started.`;
}

/** What paying for `target` in `currency` would do at `now`. */
export function quotePlanChange(stored: SubscriptionState, target: PaidPlanType, currency: Currency, now: Date): PlanChangeQuote {
  const state = currentSubscription(stored, now);
  const listPrice = planPrice(planByType(target)!, currency);
  const current = activePaidPlan(state, now);
  if (state.scheduled && current) return { ok: false, reason: scheduledRefusal(state.scheduled) };
  const base = { planType: target, currency, listPrice, proration: null };
  if (!current) {
    return {
      ok: true,
      change: { ...base, kind: 'new', fromPlanType: null, amount: listPrice, startsAt: now, endsAt: addYear(now), baseExpiresAt: null },
    };
  }
  const expiry = state.expiresAt!;
  const common = { ...base, fromPlanType: current, baseExpiresAt: expiry };
  if (current === target) {
    return { ok: true, change: { ...common, kind: 'renewal', amount: listPrice, startsAt: expiry, endsAt: addYear(expiry) } };
  }
  if (planRank(target) < planRank(current)) {
    return { ok: true, change: { ...common, kind: 'downgrade', amount: listPrice, startsAt: expiry, endsAt: addYear(expiry) } };
  }
  const yearlyDifference = listPrice - planPrice(planByType(current)!, currency);
  const days = daysLeft(now, expiry);
  const term = termDays(expiry);
  const exact = prorate(yearlyDifference, days, term);
  const amount = Math.max(exact, MIN_CHARGE);
  return {
    ok: true,
    change: {
      ...common,
      kind: 'upgrade',
      amount,
      startsAt: now,
      endsAt: expiry,
      proration: { daysLeft: days, termDays: term, yearlyDifference, minimumApplied: amount !== exact },
    },
  };
}

/** What an order recorded when it was quoted: enough to apply it, or to see that the plan moved on. */
export type OrderedChange = Pick<PlanChange, 'kind' | 'planType' | 'fromPlanType' | 'currency' | 'amount' | 'baseExpiresAt'>;

export type AppliedChange = {
  applied: true;
  /** The subscription after the payment. */
  state: SubscriptionState;
  /** The period the payment bought. */
  periodStart: Date;
  periodEnd: Date;
  /** How the payment was applied. */
  kind: PlanChangeKind;
  /** The plan moved on between the order and the payment; the change was quoted again. */
  requoted: boolean;
};

/** A payment that buys nothing the subscription can take now: it changes nothing and is refunded. */
export type NotApplied = {
  applied: false;
  /** Why, for the payer and the admin: what the order was priced for and what the plan had become. */
  reason: string;
};

function sameInstant(a: Date | null, b: Date | null): boolean {
  return a === b || (!!a && !!b && a.getTime() === b.getTime());
}

/** Whether the subscription is still the one the order was quoted against. */
function stillHolds(state: SubscriptionState, order: OrderedChange, now: Date): boolean {
  const current = activePaidPlan(state, now);
  if (order.kind === 'new') return current === null;
  return current === order.fromPlanType && !state.scheduled && sameInstant(state.expiresAt, order.baseExpiresAt);
}

/**
 * Whether an order can still be paid as quoted: the subscription is the one it was priced against
 * (plan, term, nothing scheduled since). A checkout refuses a stale order before the money moves.
 */
export function orderStillHolds(stored: SubscriptionState, order: OrderedChange, now: Date): boolean {
  return stillHolds(currentSubscription(stored, now), order, now);
}

function orderedText(order: OrderedChange): string {
  const to = nameOf(order.planType);
  switch (order.kind) {
    case 'new':
      return `a year of ${to}`;
    case 'renewal':
      return `a renewal of ${to}`;
    case 'upgrade':
      return `an upgrade from ${nameOf(order.fromPlanType!)} to ${to}`;
    case 'downgrade':
      return `a switch from ${nameOf(order.fromPlanType!)} to ${to} when its term ends`;
  }
}

function planText(state: SubscriptionState, now: Date): string {
  const current = activePaidPlan(state, now);
  if (!current) return 'you had no paid plan';
  const next = state.scheduled ? `, with ${nameOf(state.scheduled.planType)} to follow` : '';
  return `your plan was ${nameOf(current)} until ${formatDay(state.expiresAt!)}${next}`;
}

/** "Priced for an upgrade from Individual Artist to Small Label, but when it was paid your plan was Small Label until ...". */
export function notAppliedReason(stored: SubscriptionState, order: OrderedChange, now: Date): string {
  return `Priced for ${orderedText(order)}, but when it was paid ${planText(currentSubscription(stored, now), now)}.`;
}

function apply(state: SubscriptionState, change: PlanChange, now: Date): Omit<AppliedChange, 'requoted' | 'applied'> {
  const period = { periodStart: change.startsAt, periodEnd: change.endsAt, kind: change.kind };
  switch (change.kind) {
    case 'new':
      return {
        ...period,
        periodStart: now,
        periodEnd: addYear(now),
        state: { planType: change.planType, status: 'active', expiresAt: addYear(now), scheduled: null },
      };
    case 'renewal':
      return { ...period, state: { ...state, status: 'active', expiresAt: change.endsAt } };
    case 'upgrade':
      return { ...period, periodStart: now, state: { ...state, planType: change.planType, status: 'active' } };
    case 'downgrade':
      return { ...period, state: { ...state, scheduled: { planType: change.planType, startsAt: change.startsAt, endsAt: change.endsAt } } };
  }
}

/**
 * Applies a paid order to the subscription. When the subscription is still the one the order was
 * quoted against, the order's change applies as quoted. When it moved on (another payment landed
 * first, the term ended), the change is quoted again, and applied only when what was paid buys
 * the same thing: a full year of the plan ordered at its price (a new plan, a renewal or a later
 * cheaper plan, never an upgrade's prorated term). Anything else is not applied: the payment is
 * recorded for a refund with the reason, and the subscription left as it is (never a plan taken
 * away, never a period of nothing, never more charged, never less bought than was paid for).
 */
export function applyPaidOrder(stored: SubscriptionState, order: OrderedChange, now: Date): AppliedChange | NotApplied {
  const state = currentSubscription(stored, now);
  if (stillHolds(state, order, now)) {
    const quote = quotePlanChange(state, order.planType, order.currency, now);
    if (quote.ok && quote.change.kind === order.kind) return { applied: true, ...apply(state, quote.change, now), requoted: false };
  }
  const again = quotePlanChange(state, order.planType, order.currency, now);
  if (again.ok && order.kind !== 'upgrade' && again.change.kind !== 'upgrade' && again.change.amount === order.amount)
    return { applied: true, ...apply(state, again.change, now), requoted: true };
  return { applied: false, reason: notAppliedReason(state, order, now) };
}
