// Support: the artists' tickets (SPEC section 3) and the conversation that follows each one.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { created, updated } from './columns.ts';
import { users } from './schema.ts';

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    category: text('category').notNull(),
    priority: text('priority').notNull().default('medium'),
    status: text('status').notNull().default('open'),
    adminResponse: text('admin_response'),
    /** Raised by every change, so that an admin saving over a change they did not see is refused. */
    version: integer('version').notNull().default(1),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('support_tickets_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('support_tickets_created_idx').on(t.createdAt.desc()),
    index('support_tickets_status_created_idx').on(t.status, t.createdAt.desc()),
    // The admin table's search by subject (pg_trgm, migration 0009).
    index('support_tickets_subject_trgm_idx').using('gin', t.subject.op('gin_trgm_ops')),
    check('support_tickets_priority_check', sql`${t.priority} in ('low','medium','high','urgent')`),
    check('support_tickets_status_check', sql`${t.status} in ('open','in_progress','resolved','closed')`),
  ],
);

/** The messages after a ticket's first: the artist's answers and the support team's responses. */
export const supportTicketReplies = pgTable(
  'support_ticket_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    /** Who wrote it; kept as null when that account is deleted. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    fromRole: text('from_role').notNull(),
    message: text('message').notNull(),
    createdAt: created(),
  },
  (t) => [
    index('support_ticket_replies_ticket_idx').on(t.ticketId, t.createdAt),
    check('support_ticket_replies_from_check', sql`${t.fromRole} in ('artist','support')`),
  ],
);
