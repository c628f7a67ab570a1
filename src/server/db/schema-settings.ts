// Settings an admin changes in the console: one row holding only the values set there; every
// other value is the environment's default (features/settings).
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, smallint, uuid } from 'drizzle-orm/pg-core';
import { updated } from './columns.ts';

export const appSettings = pgTable(
  'app_settings',
  {
    id: smallint('id').primaryKey().default(1),
    values: jsonb('values').notNull().default({}),
    updatedAt: updated(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [check('app_settings_single_row', sql`${t.id} = 1`)],
);
