// Platform totals for the admin counters (users, releases, streams, revenue, pending claims, open
// tickets, releases waiting for review). Statement triggers on the counted tables append what
// each change adds or takes away, in the same transaction (migration 0009): appending locks
// nothing, so writers never wait on one another, and a job folds the rows into one per metric
// every minute, so a metric's value, the sum of its rows, costs a few rows to read however large
// the counted tables grow.
import { bigint, index, numeric, pgTable, text } from 'drizzle-orm/pg-core';

export const platformTotals = pgTable(
  'platform_totals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    metric: text('metric').notNull(),
    delta: numeric('delta', { precision: 24, scale: 6 }).notNull(),
  },
  (t) => [index('platform_totals_metric_idx').on(t.metric)],
);
