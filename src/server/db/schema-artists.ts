// Artist profiles (issue 26): the artists an account releases music for, each with the ids the
// stores gave the artist. A release's main artist is one of them (music_releases.artist_profile_id).
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StoreArtistIds } from '../../domain/artist-profiles.ts';
import { created, ts, updated } from './columns.ts';
import { users } from './schema.ts';

export const artistProfiles = pgTable(
  'artist_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    country: text('country'),
    bio: text('bio'),
    /** Store key -> the artist's id there (domain/artist-profiles.ts reads and checks them). */
    storeIds: jsonb('store_ids').$type<StoreArtistIds>().notNull().default({}),
    /** When the owner confirmed the artist has no page at the stores yet; null: not confirmed. */
    newArtistAt: ts('new_artist_at'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('artist_profiles_user_name_idx').on(t.userId, sql`lower(${t.name})`),
    check('artist_profiles_store_ids_check', sql`jsonb_typeof(${t.storeIds}) = 'object'`),
  ],
);
