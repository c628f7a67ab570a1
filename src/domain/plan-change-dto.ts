// What each plan change would cost, as GET /api/payments/plan-changes answers (the rules are in
// plan-change.ts; the server quotes, the web app shows).
import { z } from 'zod';
import { CURRENCIES, type Currency } from './money.ts';
import type { PlanChangeKind } from './plan-change.ts';
import type { PaidPlanType } from './plans.ts';
import { UNSUPPORTED_CURRENCY, type SubscriptionDto } from './payments.ts';

/** Query of GET /api/payments/plan-changes: the currency to quote in. */
export const planChangesQuerySchema = z.object({ currency: z.enum(CURRENCIES, { error: UNSUPPORTED_CURRENCY }).default('USD') });

export type ProrationDto = { daysLeft: number; termDays: number; yearlyDifference: number; minimumApplied: boolean };

/** What paying for one paid plan would do now; amounts in minor units. */
export type PlanChangeOptionDto =
  | {
      planType: PaidPlanType;
      available: true;
      kind: PlanChangeKind;
      currency: Currency;
      listPrice: number;
      amount: number;
      startsAt: string;
      endsAt: string;
      proration: ProrationDto | null;
    }
  | { planType: PaidPlanType; available: false; reason: string };

/** GET /api/payments/plan-changes: the subscription now and what each paid plan would do. */
export type PlanChangesDto = { subscription: SubscriptionDto; options: PlanChangeOptionDto[] };

export const PRICE_CHANGED = 'The price of this change has moved on since it was shown. Please check the new amount and pay again.';

/** The checkout refuses an order priced against a plan that has changed since (another payment landed, the term ended). */
export const QUOTE_STALE =
  'Your plan has changed since this price was shown, so this order can no longer be paid. Please check the new price and pay again.';
