// Users, as admins see them beyond the profile: when each last signed in (kept by a trigger on
// new sessions, migration 0008, so every way of signing in counts).
import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { users } from './schema.ts';

export const userActivity = pgTable('user_activity', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSignInAt: ts('last_sign_in_at').notNull(),
});
