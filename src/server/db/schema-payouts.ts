// Payouts: the artists' payout claims (SPEC section 3). Money is numeric (exact), never float.
import { sql } from 'drizzle-orm';
import { check, index, jsonb, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { users } from './schema.ts';

export const revenueClaims = pgTable(
  'revenue_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentDetails: jsonb('payment_details').notNull().default({}),
    status: text('status').notNull().default('pending'),
    requestDate: ts('request_date').notNull().defaultNow(),
    processedDate: ts('processed_date'),
    adminNotes: text('admin_notes'),
  },
  (t) => [
    index('revenue_claims_user_date_idx').on(t.userId, t.requestDate.desc()),
    index('revenue_claims_date_idx').on(t.requestDate.desc()),
    index('revenue_claims_status_idx').on(t.status),
    check('revenue_claims_amount_check', sql`${t.amount} > 0`),
    check('revenue_claims_method_check', sql`${t.paymentMethod} in ('bank_transfer','paypal','crypto')`),
    check('revenue_claims_status_check', sql`${t.status} in ('pending','approved','completed','processed','rejected')`),
  ],
);
