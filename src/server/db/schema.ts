// The database schema. Auth tables follow better-auth's model (mapped to plural table names);
// the product tables follow SPEC section 3. Money is numeric (exact), never float.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const created = () => ts('created_at').notNull().defaultNow();
const updated = () => ts('updated_at').notNull().defaultNow();

// ---- better-auth ----
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: created(),
  updatedAt: updated(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expiresAt: ts('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: created(),
    updatedAt: updated(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: ts('access_token_expires_at'),
    refreshTokenExpiresAt: ts('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const rateLimits = pgTable('rate_limits', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// ---- product ----
export const profiles = pgTable('profiles', {
  id: uuid('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name'),
  email: text('email').notNull(),
  planType: text('plan_type').notNull().default('free'),
  subscriptionPlan: text('subscription_plan'),
  subscriptionStatus: text('subscription_status').notNull().default('inactive'),
  subscriptionExpiresAt: ts('subscription_expires_at'),
  suspendedAt: ts('suspended_at'),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [
  index('profiles_created_at_idx').on(t.createdAt.desc()),
  check('profiles_plan_type_check', sql`${t.planType} in ('free','individual_artist','small_label','enterprise_label')`),
  check('profiles_subscription_status_check', sql`${t.subscriptionStatus} in ('active','inactive')`),
]);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('user'),
  },
  (t) => [primaryKey({ columns: [t.userId] }), check('user_roles_role_check', sql`${t.role} in ('user','admin')`)],
);

export const musicReleases = pgTable(
  'music_releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: created(),
    updatedAt: updated(),
    title: text('title').notNull(),
    artistName: text('artist_name').notNull(),
    genre: text('genre'),
    subgenre: text('subgenre'),
    mood: text('mood'),
    language: text('language').notNull().default('English'),
    releaseType: text('release_type').notNull().default('single'),
    releaseDate: date('release_date'),
    audioUrl: text('audio_url'),
    coverArtUrl: text('cover_art_url'),
    lyrics: text('lyrics'),
    description: text('description'),
    explicitContent: boolean('explicit_content').notNull().default(false),
    copyrightHolder: text('copyright_holder'),
    publisher: text('publisher'),
    writerComposer: text('writer_composer'),
    producer: text('producer'),
    featuringArtists: text('featuring_artists').array().notNull().default(sql`'{}'::text[]`),
    territories: text('territories').array().notNull().default(sql`'{worldwide}'::text[]`),
    priceTier: text('price_tier').notNull().default('standard'),
    preOrderDate: date('pre_order_date'),
    submissionNotes: text('submission_notes'),
    status: text('status').notNull().default('draft'),
    adminNotes: text('admin_notes'),
    streamsCount: bigint('streams_count', { mode: 'number' }).notNull().default(0),
    revenueEarned: numeric('revenue_earned', { precision: 18, scale: 6 }).notNull().default('0'),
  },
  (t) => [
    index('music_releases_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('music_releases_created_idx').on(t.createdAt.desc()),
    index('music_releases_status_idx').on(t.status),
    check('music_releases_status_check', sql`${t.status} in ('draft','pending','approved','distributed','rejected')`),
    check('music_releases_type_check', sql`${t.releaseType} in ('single','album','ep')`),
  ],
);

export const revenueClaims = pgTable(
  'revenue_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentDetails: jsonb('payment_details').notNull().default({}),
    status: text('status').notNull().default('pending'),
    requestDate: ts('request_date').notNull().defaultNow(),
    processedDate: ts('processed_date'),
    adminNotes: text('admin_notes'),
  },
  (t) => [
    index('revenue_claims_user_date_idx').on(t.userId, t.requestDate.desc()),
    index('revenue_claims_date_idx').on(t.requestDate.desc()),
    index('revenue_claims_status_idx').on(t.status),
    check('revenue_claims_amount_check', sql`${t.amount} > 0`),
    check('revenue_claims_method_check', sql`${t.paymentMethod} in ('bank_transfer','paypal','crypto')`),
    check('revenue_claims_status_check', sql`${t.status} in ('pending','approved','completed','processed','rejected')`),
  ],
);

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
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('support_tickets_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('support_tickets_created_idx').on(t.createdAt.desc()),
    index('support_tickets_status_idx').on(t.status),
    check('support_tickets_priority_check', sql`${t.priority} in ('low','medium','high','urgent')`),
    check('support_tickets_status_check', sql`${t.status} in ('open','in_progress','resolved','closed')`),
  ],
);

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
