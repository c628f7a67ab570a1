// Audit: every admin action, written in the action's own transaction (features/audit). Rows are
// never changed or removed: triggers refuse UPDATE, DELETE and TRUNCATE (migration 0008).
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { created } from './columns.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: created(),
    /** Who acted: a user's id (kept when the account is gone, so no foreign key), or null for the system. */
    actorId: uuid('actor_id'),
    /** The actor as they were then: an email, or `system:<job>`. */
    actorLabel: text('actor_label').notNull(),
    actorIp: text('actor_ip'),
    /** What was done, `<record type>.<verb>` (release.status_changed, user.role_changed, ...). */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** The fields the action changed, before and after it (null for a creation or a deletion). */
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc()),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc()),
  ],
);
