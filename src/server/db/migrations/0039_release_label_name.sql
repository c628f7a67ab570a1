ALTER TABLE "music_releases" ADD COLUMN "label_name" text;--> statement-breakpoint
-- Releases saved before the field had no label but the artist: that is what their label shows.
UPDATE "music_releases" SET "label_name" = "artist_name";
