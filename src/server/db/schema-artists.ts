// Artist profiles (issue 26): the artists an account releases music for, each with the ids the
// stores gave the artist. A release's main artist is one of them (music_releases.artist_profile_id).
// And a label's white label (Enterprise): its name and logo.
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StoreArtistIds } from '../../domain/artist-profiles.ts';
import { created, ts, updated } from './columns.ts';
import { users } from './schema.ts';
import { uploadedFiles } from './schema-uploads.ts';

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
    /** The artist's image: an image the account uploaded (a cover-kind upload). */
    imageFileId: uuid('image_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('artist_profiles_user_name_idx').on(t.userId, sql`lower(${t.name})`),
    // Whether a file is an artist's image (an upload's quota, the unused-files sweep, the key's
    // set null on a file's deletion): without it each asked a scan of every profile.
    index('artist_profiles_image_file_idx')
      .on(t.imageFileId)
      .where(sql`${t.imageFileId} is not null`),
    check('artist_profiles_store_ids_check', sql`jsonb_typeof(${t.storeIds}) = 'object'`),
  ],
);

/**
 * A label's white label (Enterprise): the name and logo its dashboard shows and the mails its
 * members and payees receive carry. In force only while the account is on Enterprise Label.
 */
export const accountBranding = pgTable(
  'account_branding',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** An image the owner uploaded (a cover-kind upload: JPG or PNG). */
    logoFileId: uuid('logo_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    updatedAt: updated(),
  },
  (t) => [
    index('account_branding_logo_file_idx')
      .on(t.logoFileId)
      .where(sql`${t.logoFileId} is not null`),
  ],
);
