ALTER TABLE "music_releases" ADD COLUMN "cover_file_id" uuid;--> statement-breakpoint
ALTER TABLE "music_releases" ADD CONSTRAINT "music_releases_cover_file_id_uploaded_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "music_releases_cover_file_idx" ON "music_releases" USING btree ("cover_file_id");
--> statement-breakpoint
-- Existing rows: releases saved before files were referenced by id held URLs of our own files
-- ('/api/files/<id>') in cover_art_url, audio_url and the tracks' audio_url. Each becomes the
-- foreign key to the same file when it is the owner's file of the right kind; the URL columns
-- keep only addresses the artist typed (a URL of a file that is gone, or not the owner's, is
-- dropped).
UPDATE "music_releases" r SET "cover_file_id" = f."id"
  FROM "uploaded_files" f
 WHERE r."cover_file_id" IS NULL AND r."cover_art_url" = '/api/files/' || f."id"::text AND f."user_id" = r."user_id" AND f."kind" = 'cover';--> statement-breakpoint
UPDATE "release_tracks" t SET "audio_file_id" = f."id", "audio_url" = NULL
  FROM "music_releases" r, "uploaded_files" f
 WHERE t."release_id" = r."id" AND t."audio_file_id" IS NULL AND t."audio_url" = '/api/files/' || f."id"::text AND f."user_id" = r."user_id" AND f."kind" = 'audio';--> statement-breakpoint
UPDATE "release_tracks" t SET "audio_file_id" = f."id"
  FROM "music_releases" r, "uploaded_files" f
 WHERE t."release_id" = r."id" AND t."position" = 1 AND t."audio_file_id" IS NULL AND t."audio_url" IS NULL
   AND r."audio_url" = '/api/files/' || f."id"::text AND f."user_id" = r."user_id" AND f."kind" = 'audio';--> statement-breakpoint
UPDATE "music_releases" SET "cover_art_url" = NULL WHERE "cover_art_url" LIKE '/api/files/%';--> statement-breakpoint
UPDATE "music_releases" SET "audio_url" = NULL WHERE "audio_url" LIKE '/api/files/%';--> statement-breakpoint
UPDATE "release_tracks" SET "audio_url" = NULL WHERE "audio_url" LIKE '/api/files/%';
