// Accounts being deleted: asked for at requested_at, their data removed by a job after
// purge_after (the grace period), unless a payout they requested is still being settled.
import { index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { users } from './schema.ts';

export const accountDeletions = pgTable(
  'account_deletions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: ts('requested_at').notNull().defaultNow(),
    purgeAfter: ts('purge_after').notNull(),
    releasesTakenDown: integer('releases_taken_down').notNull().default(0),
  },
  (t) => [index('account_deletions_purge_idx').on(t.purgeAfter)],
);
