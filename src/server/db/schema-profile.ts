// Profile settings beyond the spec's profile row: the artist name new releases start with.
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { updated } from './columns.ts';
import { users } from './schema.ts';

export const profileSettings = pgTable('profile_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  defaultArtistName: text('default_artist_name'),
  updatedAt: updated(),
});
