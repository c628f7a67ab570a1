// Identifier counters: the next UPC item number of each GS1 prefix and the next ISRC designation
// of each registrant and year. One row per counter, advanced by a single atomic UPDATE outside
// the approving transaction, so concurrent approvals on any number of instances never take the
// same number, and a number once taken is never handed out again (a rolled-back approval leaves a gap).
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { updated } from './columns.ts';

export const identifierCounters = pgTable('identifier_counters', {
  /** `upc:<prefix>` or `isrc:<registrant>:<yy>`. */
  name: text('name').primaryKey(),
  /** The next number to hand out. */
  nextValue: bigint('next_value', { mode: 'number' }).notNull(),
  updatedAt: updated(),
});
