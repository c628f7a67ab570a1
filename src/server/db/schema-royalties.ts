// Royalties: streams and revenue per release, store, country and day (SPEC section 3).
import { bigint, date, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';
import { musicReleases } from './schema-releases.ts';

export const releaseAnalytics = pgTable(
  'release_analytics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    releaseId: uuid('release_id')
      .notNull()
      .references(() => musicReleases.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    country: text('country').notNull(),
    streamsCount: bigint('streams_count', { mode: 'number' }).notNull().default(0),
    revenue: numeric('revenue', { precision: 18, scale: 6 }).notNull().default('0'),
    date: date('date').notNull(),
  },
  (t) => [
    index('release_analytics_date_idx').on(t.date),
    index('release_analytics_user_date_idx').on(t.userId, t.date),
    index('release_analytics_release_idx').on(t.releaseId),
  ],
);
