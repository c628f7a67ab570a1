// Payment tables: the orders we create (amount fixed by the server, in minor units, with the plan
// change they were quoted for), the payments that activated a subscription (one per gateway
// payment id) or, their order no longer fitting the plan when paid, are owed back, plans paid for
// that start when the current term ends, the expiry reminders already mailed, and the counter
// that numbers receipts.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: text('id').primaryKey(), // the gateway's order id (order_... or order_sbx_...)
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planType: text('plan_type').notNull(),
    amount: integer('amount').notNull(), // minor units
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    status: text('status').notNull().default('created'),
    createdAt: ts('created_at').notNull().defaultNow(),
    paidAt: ts('paid_at'),
    // the plan change quoted (src/domain/plan-change.ts): activation applies it only if the
    // subscription is still the one it was quoted against
    kind: text('kind').notNull().default('new'),
    fromPlanType: text('from_plan_type'),
    baseExpiresAt: ts('base_expires_at'),
    listPrice: integer('list_price'),
    daysLeft: integer('days_left'),
    termDays: integer('term_days'),
    // rupee orders: the buyer's GST state code (gst.ts), when they gave it: the place of supply
    buyerState: text('buyer_state'),
  },
  (t) => [
    check('payment_orders_buyer_state_check', sql`${t.buyerState} is null or (${t.buyerState} ~ '^[0-9]{2}$' and ${t.currency} = 'INR')`),
    index('payment_orders_user_idx').on(t.userId, t.createdAt.desc()),
    check('payment_orders_kind_check', sql`${t.kind} in ('new','renewal','upgrade','downgrade')`),
    check('payment_orders_plan_check', sql`${t.planType} in ('individual_artist','small_label','enterprise_label')`),
    check('payment_orders_currency_check', sql`${t.currency} in ('INR','USD')`),
    check('payment_orders_amount_check', sql`${t.amount} > 0`),
    check('payment_orders_provider_check', sql`${t.provider} in ('razorpay','sandbox')`),
    check('payment_orders_status_check', sql`${t.status} in ('created','paid')`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // from receipt_counters in the inserting transaction: consecutive, no gaps (see receiptCounters)
    receiptNo: bigint('receipt_no', { mode: 'number' })
      .notNull()
      .default(sql`next_receipt_no()`),
    razorpayPaymentId: text('razorpay_payment_id').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planType: text('plan_type').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    source: text('source').notNull(), // which path activated it first: verify or webhook
    // applied: the period it bought (never empty); refund_due: none, and why it was not applied
    status: text('status').notNull().default('applied'),
    periodStart: ts('period_start'),
    periodEnd: ts('period_end'),
    refundReason: text('refund_reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
    // how the payment was applied, and for an upgrade the proration it was charged
    kind: text('kind').notNull().default('new'),
    fromPlanType: text('from_plan_type'),
    listPrice: integer('list_price'),
    daysLeft: integer('days_left'),
    termDays: integer('term_days'),
    buyerState: text('buyer_state'),
  },
  (t) => [
    check('payments_buyer_state_check', sql`${t.buyerState} is null or (${t.buyerState} ~ '^[0-9]{2}$' and ${t.currency} = 'INR')`),
    check('payments_kind_check', sql`${t.kind} in ('new','renewal','upgrade','downgrade')`),
    uniqueIndex('payments_razorpay_payment_id_key').on(t.razorpayPaymentId),
    uniqueIndex('payments_order_id_key').on(t.orderId),
    uniqueIndex('payments_receipt_no_key').on(t.receiptNo),
    index('payments_user_idx').on(t.userId, t.createdAt.desc()),
    check('payments_source_check', sql`${t.source} in ('verify','webhook')`),
    check(
      'payments_status_check',
      sql`(${t.status} = 'applied' and ${t.periodStart} is not null and ${t.periodEnd} is not null and ${t.periodEnd} > ${t.periodStart}
          and ${t.refundReason} is null)
        or (${t.status} = 'refund_due' and ${t.periodStart} is null and ${t.periodEnd} is null and ${t.refundReason} is not null)`,
    ),
  ],
);

/** A cheaper plan paid for, starting when the current term ends (one at a time per user). */
export const scheduledPlanChanges = pgTable(
  'scheduled_plan_changes',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    planType: text('plan_type').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('scheduled_plan_changes_starts_idx').on(t.startsAt),
    check('scheduled_plan_changes_plan_check', sql`${t.planType} in ('individual_artist','small_label','enterprise_label')`),
  ],
);

export const subscriptionReminders = pgTable(
  'subscription_reminders',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(), // the expiry the reminder was about
    daysBefore: integer('days_before').notNull(),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.expiresAt, t.daysBefore] })],
);

/**
 * The last receipt number given. next_receipt_no() (the default of payments.receipt_no) bumps it
 * in the transaction that records the payment: the row stays locked until that commits, so
 * concurrent payments take numbers one after another, and one rolled back gives its number back.
 * A sequence would leave gaps; invoices must run without them (CGST Rules, rule 46(b)).
 */
export const receiptCounters = pgTable('receipt_counters', {
  series: text('series').primaryKey(),
  lastNo: bigint('last_no', { mode: 'number' }).notNull(),
});
