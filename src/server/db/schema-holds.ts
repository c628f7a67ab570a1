// Holds on earnings (domain/holds.ts): what an admin keeps back of an artist's earnings, named by
// tracks (or whole releases) and statement months, never the whole balance. Each hold keeps the
// amount those earned as computed when it was placed (exact numeric, never float), line by line,
// with the titles as they were, so the artist is shown what was held even if a title changes.
// An active hold's amount is taken from what the artist can claim (payouts/get-balance.ts).
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { created, ts, updated } from './columns.ts';
import { users } from './schema.ts';

/** Earnings carry 12 decimal places, as the ledger's. */
const money = (name: string) => numeric(name, { precision: 24, scale: 12 });

export const earningsHolds = pgTable(
  'earnings_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('active'),
    reason: text('reason').notNull(),
    /** What the admin found, for the artist to read. */
    note: text('note').notNull(),
    /** The day the artist can answer by. */
    answerBy: date('answer_by').notNull(),
    /** The sum of its lines: what it keeps back while active. */
    amount: money('amount').notNull(),
    /** The artist's latest answer. */
    answer: text('answer'),
    answeredAt: ts('answered_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
    releasedBy: uuid('released_by').references(() => users.id, { onDelete: 'set null' }),
    releasedAt: ts('released_at'),
    releaseNote: text('release_note'),
    updatedAt: updated(),
  },
  (t) => [
    index('earnings_holds_user_status_idx').on(t.userId, t.status),
    index('earnings_holds_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('earnings_holds_status_check', sql`${t.status} in ('active','released')`),
    check(
      'earnings_holds_reason_check',
      sql`${t.reason} in ('artificial_streams','rights_dispute','duplicate_content','store_chargeback','other')`,
    ),
    check('earnings_holds_amount_check', sql`${t.amount} > 0`),
    check('earnings_holds_released_check', sql`(${t.status} = 'released') = (${t.releasedAt} is not null)`),
  ],
);

/** One track (or a whole release, track_id null) in one statement month of a hold, with what it earned there. */
export const earningsHoldLines = pgTable(
  'earnings_hold_lines',
  {
    holdId: uuid('hold_id')
      .notNull()
      .references(() => earningsHolds.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    releaseId: uuid('release_id').notNull(),
    /** Null: the whole release, its usage reported without a track included. */
    trackId: uuid('track_id'),
    releaseTitle: text('release_title').notNull(),
    trackTitle: text('track_title'),
    isrc: text('isrc'),
    /** The statement month's first day. */
    month: date('month').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    primaryKey({ name: 'earnings_hold_lines_pkey', columns: [t.holdId, t.line] }),
    index('earnings_hold_lines_release_idx').on(t.releaseId, t.month),
    check('earnings_hold_lines_month_check', sql`extract(day from ${t.month}) = 1`),
  ],
);
