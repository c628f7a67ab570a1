-- A release may be by several main artists equally (a duet, a split single): artist_name stays the
-- first, and the others follow in order, each its own party in what stores receive.
ALTER TABLE "music_releases" ADD COLUMN "other_main_artists" text[] DEFAULT '{}'::text[] NOT NULL;
