// Messages sent through the public /contact-support form: stored, then mailed to support.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    category: text('category').notNull(),
    message: text('message').notNull(),
    // The sender's account when they were signed in.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    // The sender's address, for the per-address sending limit.
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Set once support has been mailed; null means the mail failed and is still owed.
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt.desc()),
    index('contact_messages_ip_created_idx').on(t.ip, t.createdAt),
    check('contact_messages_message_check', sql`length(${t.message}) between 1 and 5000`),
  ],
);
