-- Indexes on the file references of artist profiles and white labels: an upload's quota check and the
-- unused-files sweep ask whether a file is an artist's image or a label's logo, and a file's deletion sets
-- them null; without an index each scanned every profile (64 ms a time on 100,000 artists).
CREATE INDEX "account_branding_logo_file_idx" ON "account_branding" USING btree ("logo_file_id") WHERE "account_branding"."logo_file_id" is not null;--> statement-breakpoint
CREATE INDEX "artist_profiles_image_file_idx" ON "artist_profiles" USING btree ("image_file_id") WHERE "artist_profiles"."image_file_id" is not null;