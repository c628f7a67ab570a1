CREATE TABLE "identifier_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"next_value" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "music_releases" ALTER COLUMN "territories" SET DEFAULT '{}'::text[];--> statement-breakpoint
ALTER TABLE "music_releases" ADD COLUMN "territory_mode" text DEFAULT 'worldwide' NOT NULL;--> statement-breakpoint
ALTER TABLE "music_releases" ADD COLUMN "stores" text[];--> statement-breakpoint
ALTER TABLE "music_releases" ADD COLUMN "upc" text;--> statement-breakpoint
ALTER TABLE "release_tracks" ADD COLUMN "isrc" text;--> statement-breakpoint
CREATE UNIQUE INDEX "music_releases_upc_idx" ON "music_releases" USING btree ("upc");--> statement-breakpoint
CREATE UNIQUE INDEX "release_tracks_isrc_idx" ON "release_tracks" USING btree ("isrc");--> statement-breakpoint
ALTER TABLE "music_releases" ADD CONSTRAINT "music_releases_territory_mode_check" CHECK ("music_releases"."territory_mode" in ('worldwide','only','except'));--> statement-breakpoint
-- Territories were free text ('worldwide', or names and codes): keep the ISO codes, the rest is worldwide.
UPDATE "music_releases" SET "territories" = ARRAY(SELECT DISTINCT upper(trim(x)) FROM unnest("territories") x WHERE upper(trim(x)) ~ '^[A-Z]{2}$' ORDER BY 1);--> statement-breakpoint
UPDATE "music_releases" SET "territory_mode" = 'only' WHERE cardinality("territories") > 0;
