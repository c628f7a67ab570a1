-- Artist profiles (schema-artists.ts): the artists an account releases music for. Every release
-- that names a main artist moves to a profile made from that name, one per account and name
-- (letter case aside, spelled as its earliest release spelled it). Those artists already reached the
-- stores under that name, so their profiles count as confirmed new artists; a plan's limit never
-- takes away a profile that exists, it only stops new ones.
CREATE TABLE "artist_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"country" text,
	"bio" text,
	"store_ids" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"new_artist_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artist_profiles_store_ids_check" CHECK (jsonb_typeof("artist_profiles"."store_ids") = 'object')
);
--> statement-breakpoint
ALTER TABLE "music_releases" ADD COLUMN "artist_profile_id" uuid;--> statement-breakpoint
ALTER TABLE "artist_profiles" ADD CONSTRAINT "artist_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "artist_profiles_user_name_idx" ON "artist_profiles" USING btree ("user_id",lower("name"));--> statement-breakpoint
ALTER TABLE "music_releases" ADD CONSTRAINT "music_releases_artist_profile_id_artist_profiles_id_fk" FOREIGN KEY ("artist_profile_id") REFERENCES "public"."artist_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "music_releases_artist_profile_idx" ON "music_releases" USING btree ("artist_profile_id");
--> statement-breakpoint
INSERT INTO "artist_profiles" ("user_id", "name", "new_artist_at", "created_at")
SELECT DISTINCT ON (r."user_id", lower(btrim(r."artist_name"))) r."user_id", btrim(r."artist_name"), now(), r."created_at"
  FROM "music_releases" r
 WHERE btrim(r."artist_name") <> ''
 ORDER BY r."user_id", lower(btrim(r."artist_name")), r."created_at";--> statement-breakpoint
UPDATE "music_releases" r SET "artist_profile_id" = p."id"
  FROM "artist_profiles" p
 WHERE p."user_id" = r."user_id" AND lower(p."name") = lower(btrim(r."artist_name"));
