// Catalogue migration: a label's releases brought over from another distributor with their codes.
// An import is a checked sheet; each of its releases is one row here (the sheet's track rows of one
// UPC), which gets the id of the release made from it in the transaction that makes it, so a run
// stopped part-way continues where it stopped. Files are the account's uploads, matched by name.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CatalogueProblem, SheetRelease } from '../../domain/catalogue-import-texts.ts';
import { created, ts, updated } from './columns.ts';
import { users } from './schema.ts';
import { musicReleases } from './schema-releases.ts';
import { uploadedFiles } from './schema-uploads.ts';

export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account the releases go to. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who uploaded the sheet (an owner, a manager, or an admin). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    /** An admin's import takes its files from this storage prefix; null: the files are uploaded into the import. */
    storagePrefix: text('storage_prefix'),
    /** 'checked' (problems or not), 'importing', 'done'. */
    state: text('state').notNull().default('checked'),
    /** Every problem the check found, row by row; empty when the sheet can be imported. */
    problems: jsonb('problems').$type<CatalogueProblem[]>().notNull().default([]),
    trackCount: integer('track_count').notNull().default(0),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('catalogue_imports_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('catalogue_imports_state_check', sql`${t.state} in ('checked','importing','done')`),
  ],
);

/** One release of the sheet: its checked values and, once made, its release. */
export const catalogueImportRows = pgTable(
  'catalogue_import_rows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    importId: uuid('import_id')
      .notNull()
      .references(() => catalogueImports.id, { onDelete: 'cascade' }),
    /** The release's place in the sheet (0, 1, ...): releases are made in this order. */
    position: integer('position').notNull(),
    upc: text('upc').notNull(),
    /** The release as the sheet gives it (domain/catalogue-import.ts SheetRelease). */
    sheet: jsonb('sheet').$type<SheetRelease>().notNull(),
    /** The release made from it; set in the transaction that makes it. */
    releaseId: uuid('release_id').references(() => musicReleases.id, { onDelete: 'set null' }),
    /** Why an admin's import could not make it (a file in the storage folder that stores would refuse). */
    problem: text('problem'),
  },
  (t) => [
    uniqueIndex('catalogue_import_rows_import_position_idx').on(t.importId, t.position),
    index('catalogue_import_rows_release_idx').on(t.releaseId),
  ],
);

/** A file the sheet names, uploaded into the import (matched by its name). */
export const catalogueImportFiles = pgTable(
  'catalogue_import_files',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => catalogueImports.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => uploadedFiles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.importId, t.name] }), index('catalogue_import_files_file_idx').on(t.fileId)],
);
