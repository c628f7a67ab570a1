// Releases beyond the spec's single row: uploaded files (audio, cover art), the ordered track
// list of albums and EPs, and the history of every status change.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { musicReleases, users } from './schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A file the artist uploaded; a row exists only once the whole file is stored and checked. */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    thumbnailKey: text('thumbnail_key'),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    metadata: jsonb('metadata').notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('uploaded_files_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('uploaded_files_kind_check', sql`${t.kind} in ('audio','cover')`),
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
    featuringArtists: text('featuring_artists').array().notNull().default(sql`'{}'::text[]`),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('release_tracks_release_position_idx').on(t.releaseId, t.position),
    index('release_tracks_audio_file_idx').on(t.audioFileId),
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
