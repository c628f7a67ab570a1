CREATE TABLE "release_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_id" uuid NOT NULL,
	"actor_id" uuid,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_tracks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"audio_url" text,
	"audio_file_id" uuid,
	"explicit" boolean DEFAULT false NOT NULL,
	"writer_composer" text,
	"producer" text,
	"featuring_artists" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_tracks_position_check" CHECK ("release_tracks"."position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "uploaded_files_kind_check" CHECK ("uploaded_files"."kind" in ('audio','cover'))
);
--> statement-breakpoint
ALTER TABLE "release_status_history" ADD CONSTRAINT "release_status_history_release_id_music_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."music_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_status_history" ADD CONSTRAINT "release_status_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_tracks" ADD CONSTRAINT "release_tracks_release_id_music_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."music_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_tracks" ADD CONSTRAINT "release_tracks_audio_file_id_uploaded_files_id_fk" FOREIGN KEY ("audio_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_status_history_release_idx" ON "release_status_history" USING btree ("release_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "release_tracks_release_position_idx" ON "release_tracks" USING btree ("release_id","position");--> statement-breakpoint
CREATE INDEX "release_tracks_audio_file_idx" ON "release_tracks" USING btree ("audio_file_id");--> statement-breakpoint
CREATE INDEX "uploaded_files_user_created_idx" ON "uploaded_files" USING btree ("user_id","created_at" DESC NULLS LAST);