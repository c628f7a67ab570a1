// Payouts: the artists' payout claims (SPEC section 3). Money is numeric (exact), never float.
// Payment details are sealed (AES-256-GCM, server/crypto/secret-box.ts) and opened only for the
// admin's review.
import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts, updated } from './columns.ts';
import { users } from './schema.ts';

export const revenueClaims = pgTable(
  'revenue_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the claim takes from the balance, the fee included. */
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** The method's fee when the claim was made (domain/payout-fees.ts); 0 on claims made before fees. */
    fee: numeric('fee', { precision: 14, scale: 2 }).notNull().default('0'),
    /** What the artist receives: the amount less the fee, kept by the database. */
    net: numeric('net', { precision: 14, scale: 2 })
      .notNull()
      .generatedAlwaysAs(sql`amount - fee`),
    paymentMethod: text('payment_method').notNull(),
    /** The details as JSON, sealed; null only for claims made before details were sealed. */
    paymentDetailsSealed: text('payment_details_sealed'),
    /** What the artist and the table show ("Bank ••••6789"). */
    paymentSummary: text('payment_summary').notNull().default(''),
    status: text('status').notNull().default('pending'),
    requestDate: ts('request_date').notNull().defaultNow(),
    processedDate: ts('processed_date'),
    adminNotes: text('admin_notes'),
    /** Set when the admin rejects the claim (claim-review.ts): the reason, and its note (required for Other). */
    rejectionReason: text('rejection_reason'),
    rejectionNote: text('rejection_note'),
    /** The transfer's reference (UTR, PayPal transaction ID, transaction hash), set when marked paid. */
    paymentReference: text('payment_reference'),
    /** The caller's Idempotency-Key (with the API key's id): a retry finds this claim, never makes a second. */
    requestKey: text('request_key'),
    updatedAt: updated(),
  },
  (t) => [
    index('revenue_claims_user_date_idx').on(t.userId, t.requestDate.desc()),
    index('revenue_claims_date_idx').on(t.requestDate.desc(), t.id.desc()),
    index('revenue_claims_status_idx').on(t.status),
    uniqueIndex('revenue_claims_request_key_idx').on(t.userId, t.requestKey),
    check('revenue_claims_amount_check', sql`${t.amount} > 0`),
    check('revenue_claims_fee_check', sql`${t.fee} >= 0 and ${t.fee} < ${t.amount}`),
    check('revenue_claims_method_check', sql`${t.paymentMethod} in ('bank_transfer','paypal','crypto')`),
    check('revenue_claims_status_check', sql`${t.status} in ('pending','approved','completed','processed','rejected')`),
    check(
      'revenue_claims_rejection_reason_check',
      sql`${t.rejectionReason} in ('details_wrong','name_mismatch','below_minimum','under_review','duplicate','other')`,
    ),
  ],
);
