// The catalogue import's inputs (query and body schemas of its routes).
import { z } from 'zod';

const NAME = 'Please give the file name (at most 255 characters)';

export const sheetQuerySchema = z.object({
  name: z.string(NAME).trim().min(1, NAME).max(255, NAME),
});

export const adminSheetQuerySchema = sheetQuerySchema.extend({
  accountId: z.uuid('Please choose the account to import into'),
  /** Where the sheet's files are in storage; empty: they are uploaded into the import. */
  storagePrefix: z
    .string()
    .trim()
    .max(300, 'The storage folder must be at most 300 characters')
    .regex(/^([a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)*)?$/i, 'The storage folder is a path such as imports/tide-records')
    .default(''),
});

export const attachFileSchema = z.object({ fileId: z.uuid('That file was not found') });

export const CATALOGUE_IMPORT_TEXTS = {
  notFound: 'Catalogue import not found',
  planRequired: 'Catalogue import is part of the Small Label and Enterprise Label plans. Upgrade to bring your catalogue over.',
  notReady: 'This import still has problems: correct the sheet or upload the files it names, then start it.',
  started: 'This import has already started.',
  notNamed: (name: string) => `The sheet names no file “${name}”.`,
  wrongKind: (name: string, kind: string) =>
    `“${name}” is named as ${kind === 'cover' ? 'cover art' : 'audio'} in the sheet; upload that kind of file.`,
  unreadable: 'The sheet is not a CSV file we can read. Export it from your spreadsheet as CSV (comma-separated values).',
  tooLarge: 'The sheet is too large: at most 20 MB. Split the catalogue into several sheets.',
} as const;
