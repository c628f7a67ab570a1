// Releases: the release itself (SPEC section 3), the ordered track list of albums and EPs, and the
// history of every status change. The files they use are schema-uploads.ts's.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { created, ts, updated } from './columns.ts';
import { users } from './schema.ts';
import { uploadedFiles } from './schema-uploads.ts';
import { artistProfiles } from './schema-artists.ts';

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
    /** The main artist's profile: set whenever artist_name is; artist_name is the profile's name as the release went out. */
    artistProfileId: uuid('artist_profile_id').references(() => artistProfiles.id, { onDelete: 'no action' }),
    /** Further main artists of the release (a duet, a split), in order; artist_name is the first. */
    otherMainArtists: text('other_main_artists')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    genre: text('genre'),
    subgenre: text('subgenre'),
    mood: text('mood'),
    language: text('language').notNull().default('English'),
    releaseType: text('release_type').notNull().default('single'),
    releaseDate: date('release_date'),
    audioUrl: text('audio_url'),
    /** The web address the artist gave for the cover art, if any (its copy is cover_file_id). */
    coverArtUrl: text('cover_art_url'),
    /** The release's cover art: an upload, or the copy fetched from cover_art_url. */
    coverFileId: uuid('cover_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    lyrics: text('lyrics'),
    description: text('description'),
    explicitContent: boolean('explicit_content').notNull().default(false),
    copyrightHolder: text('copyright_holder'),
    /** The label stores show (the message's label party): the artist's name unless they give one. Null only on rows older than the field. */
    labelName: text('label_name'),
    publisher: text('publisher'),
    writerComposer: text('writer_composer'),
    producer: text('producer'),
    featuringArtists: text('featuring_artists')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Where the release is sold: 'worldwide', 'only' the codes in territories, or worldwide 'except' them. */
    territoryMode: text('territory_mode').notNull().default('worldwide'),
    /** ISO 3166-1 alpha-2 codes for the 'only' and 'except' modes; empty for worldwide. */
    territories: text('territories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The stores chosen (store_endpoints.store_key); null: every enabled store. */
    stores: text('stores').array(),
    /** The UPC/EAN-13 (13 digits): the artist's own, or assigned at approval. */
    upc: text('upc'),
    priceTier: text('price_tier').notNull().default('standard'),
    preOrderDate: date('pre_order_date'),
    submissionNotes: text('submission_notes'),
    /** Brought over from another distributor with its codes (catalogue import): the stores already sell it, so its deliveries are updates. */
    alreadyInStores: boolean('already_in_stores').notNull().default(false),
    status: text('status').notNull().default('draft'),
    adminNotes: text('admin_notes'),
    streamsCount: bigint('streams_count', { mode: 'number' }).notNull().default(0),
    revenueEarned: numeric('revenue_earned', { precision: 18, scale: 6 }).notNull().default('0'),
  },
  (t) => [
    index('music_releases_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('music_releases_created_idx').on(t.createdAt.desc()),
    index('music_releases_status_idx').on(t.status),
    index('music_releases_cover_file_idx').on(t.coverFileId),
    index('music_releases_artist_profile_idx').on(t.artistProfileId),
    uniqueIndex('music_releases_upc_idx').on(t.upc),
    check('music_releases_territory_mode_check', sql`${t.territoryMode} in ('worldwide','only','except')`),
    check('music_releases_status_check', sql`${t.status} in ('draft','pending','approved','distributed','rejected')`),
    check('music_releases_type_check', sql`${t.releaseType} in ('single','album','ep')`),
  ],
);

/** The ordered tracks of a release; a single has exactly one. */
export const releaseTracks = pgTable(
  'release_tracks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    releaseId: uuid('release_id')
      .notNull()
      .references(() => musicReleases.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    audioUrl: text('audio_url'),
    audioFileId: uuid('audio_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    explicit: boolean('explicit').notNull().default(false),
    writerComposer: text('writer_composer'),
    producer: text('producer'),
    featuringArtists: text('featuring_artists')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The ISRC, upper case without hyphens: the artist's own, or assigned at approval. */
    isrc: text('isrc'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('release_tracks_release_position_idx').on(t.releaseId, t.position),
    index('release_tracks_audio_file_idx').on(t.audioFileId),
    uniqueIndex('release_tracks_isrc_idx').on(t.isrc),
    check('release_tracks_position_check', sql`${t.position} >= 1`),
  ],
);

/** Who moved a release from which status to which, when, and why. */
export const releaseStatusHistory = pgTable(
  'release_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    releaseId: uuid('release_id')
      .notNull()
      .references(() => musicReleases.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('release_status_history_release_idx').on(t.releaseId, t.createdAt)],
);

/**
 * A change to a release stores already hold, kept apart until reviewed: the release row stays the
 * version stores sell, and an approved revision becomes it (and goes to every store as an update).
 * Version 1 is the release as first approved; each approved revision is the next version.
 */
export const releaseRevisions = pgTable(
  'release_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    releaseId: uuid('release_id')
      .notNull()
      .references(() => musicReleases.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The form's values as checked when saved (domain/releases.ts ReleaseValues). */
    values: jsonb('values').notNull(),
    state: text('state').notNull().default('pending'),
    /** Set on approval: the version it became (2, 3, ...). */
    version: integer('version'),
    adminNotes: text('admin_notes'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: ts('reviewed_at'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('release_revisions_release_idx').on(t.releaseId, t.createdAt),
    // One change waits for review at a time: a later edit replaces it.
    uniqueIndex('release_revisions_pending_idx')
      .on(t.releaseId)
      .where(sql`${t.state} = 'pending'`),
    uniqueIndex('release_revisions_version_idx').on(t.releaseId, t.version),
    check('release_revisions_state_check', sql`${t.state} in ('pending','approved','rejected')`),
  ],
);
