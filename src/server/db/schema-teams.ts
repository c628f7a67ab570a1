// Teams (domain/teams.ts): the members of an account besides its owner (the account is the owner's
// user id), the invitations sent to join one, and the account's activity log: every change made in
// the account, with who made it.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { created, ts } from './columns.ts';
import { users } from './schema.ts';
import { apiKeys } from './schema-api.ts';

export const accountMembers = pgTable(
  'account_members',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.userId] }),
    index('account_members_user_idx').on(t.userId),
    check('account_members_role_check', sql`${t.role} in ('manager','accountant','viewer')`),
    check('account_members_not_owner_check', sql`${t.accountId} <> ${t.userId}`),
  ],
);

export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    /** The random key the link's token is signed over (crypto/invitation-token.ts). */
    inviteKey: text('invite_key').notNull(),
    status: text('status').notNull().default('open'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: ts('expires_at').notNull(),
    answeredAt: ts('answered_at'),
    createdAt: created(),
  },
  (t) => [
    // one open invitation per account and address: inviting again renews it
    uniqueIndex('team_invitations_open_idx')
      .on(t.accountId, t.email)
      .where(sql`${t.status} = 'open'`),
    check('team_invitations_role_check', sql`${t.role} in ('manager','accountant','viewer')`),
    check('team_invitations_status_check', sql`${t.status} in ('open','accepted','withdrawn')`),
  ],
);

export const accountActivity = pgTable(
  'account_activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who did it; null once their user is deleted (the line stays). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Their name when it was done, kept with the line. */
    actorName: text('actor_name').notNull(),
    /** The API key the change was made with (the public API); null for a change made in the app. */
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    target: text('target'),
    createdAt: created(),
  },
  (t) => [index('account_activity_account_idx').on(t.accountId, t.createdAt.desc(), t.id.desc())],
);
