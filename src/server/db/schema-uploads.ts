// Uploads: the files artists upload (audio, cover art), which releases then use by id.
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { users } from './schema.ts';

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

/**
 * A resumable upload: the file arrives in parts, each stored on its own (`part_keys`, in order)
 * and counted into `offset` only once stored whole; when the offset reaches the size, the parts
 * are put together through the single upload's checks and `file_id` names the result.
 */
export const uploadSessions = pgTable(
  'upload_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    offset: bigint('offset', { mode: 'number' }).notNull().default(0),
    /** The stored parts' keys, in the file's order; emptied once the file is made. */
    partKeys: text('part_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When the whole file arrived and one request began to check it; null while parts are awaited. */
    completingAt: ts('completing_at'),
    fileId: uuid('file_id').references(() => uploadedFiles.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('upload_sessions_user_idx').on(t.userId),
    index('upload_sessions_expires_idx').on(t.expiresAt),
    check('upload_sessions_kind_check', sql`${t.kind} in ('audio','cover')`),
    check('upload_sessions_offset_check', sql`${t.offset} between 0 and ${t.size}`),
  ],
);

/**
 * Storage keys whose object may exist with no row that owns it: written before an upload's bytes
 * are stored and removed in the transaction that records the file (or after its bytes are deleted).
 * A key left here by a process killed in between is an orphan; the sweep deletes its object.
 */
export const storageIntents = pgTable(
  'storage_intents',
  {
    key: text('key').primaryKey(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('storage_intents_created_idx').on(t.createdAt)],
);
