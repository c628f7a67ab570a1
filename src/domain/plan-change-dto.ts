// What each plan change would cost, as GET /api/payments/plan-changes answers (the rules are in
// plan-change.ts; the server quotes, the web app shows). The answer schemas are the server's
// contract; the web takes only their types.
import { z } from 'zod';
import { CURRENCIES } from './money.ts';
import { PLAN_CHANGE_KINDS } from './plan-change.ts';
import { PAID_PLAN_TYPES } from './plans.ts';
import { UNSUPPORTED_CURRENCY } from './payments.ts';
import { subscriptionDto } from './payments-dto.ts';

/** Query of GET /api/payments/plan-changes: the currency to quote in. */
export const planChangesQuerySchema = z.object({ currency: z.enum(CURRENCIES, { error: UNSUPPORTED_CURRENCY }).default('USD') });

export const prorationDto = z.object({
  /** Whole days left of the current term (a started day counts). */
  daysLeft: z.number(),
  /** Days in the last year of the current term (365 or 366). */
  termDays: z.number(),
  /** A year of the new plan minus a year of the current one, in minor units. */
  yearlyDifference: z.number(),
  /** The minimum charge was applied instead of a smaller difference. */
  minimumApplied: z.boolean(),
});
export type ProrationDto = z.infer<typeof prorationDto>;

/** What paying for one paid plan would do now; amounts in minor units. */
export const planChangeOptionDto = z.discriminatedUnion('available', [
  z.object({
    planType: z.enum(PAID_PLAN_TYPES),
    available: z.literal(true),
    kind: z.enum(PLAN_CHANGE_KINDS),
    currency: z.enum(CURRENCIES),
    listPrice: z.number(),
    amount: z.number(),
    startsAt: z.string(),
    endsAt: z.string(),
    proration: prorationDto.nullable(),
  }),
  z.object({ planType: z.enum(PAID_PLAN_TYPES), available: z.literal(false), reason: z.string() }),
]);
export type PlanChangeOptionDto = z.infer<typeof planChangeOptionDto>;

/** GET /api/payments/plan-changes: the subscription now and what each paid plan would do. */
export const planChangesDto = z.object({ subscription: subscriptionDto, options: z.array(planChangeOptionDto) });
export type PlanChangesDto = z.infer<typeof planChangesDto>;

export const PRICE_CHANGED = 'The price of this change has moved on since it was shown. Please check the new amount and pay again.';

/** The checkout refuses an order priced against a plan that has changed since (another payment landed, the term ended). */
export const QUOTE_STALE =
  'Your plan has changed since this price was shown, so this order can no longer be paid. Please check the new price and pay again.';
