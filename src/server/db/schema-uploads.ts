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
