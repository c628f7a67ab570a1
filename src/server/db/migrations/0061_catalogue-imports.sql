-- Catalogue migration (schema-catalogue-imports.ts): written by the catalogue import capability.
-- A label's releases brought from another distributor keep their UPC and ISRCs; music_releases
-- says the release is already at the stores (its deliveries go out as updates, and it does not
-- count against the plan's monthly release limit).
CREATE TABLE "catalogue_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_by" uuid,
	"file_name" text NOT NULL,
	"storage_prefix" text,
	"state" text DEFAULT 'checked' NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"track_count" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_imports_state_check" CHECK ("catalogue_imports"."state" in ('checked','importing','done'))
);
--> statement-breakpoint
CREATE TABLE "catalogue_import_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"upc" text NOT NULL,
	"sheet" jsonb NOT NULL,
	"release_id" uuid,
	"problem" text
);
--> statement-breakpoint
CREATE TABLE "catalogue_import_files" (
	"import_id" uuid NOT NULL,
	"name" text NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "catalogue_import_files_import_id_name_pk" PRIMARY KEY("import_id","name")
);
--> statement-breakpoint
ALTER TABLE "music_releases" ADD COLUMN "already_in_stores" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD CONSTRAINT "catalogue_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD CONSTRAINT "catalogue_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_import_rows" ADD CONSTRAINT "catalogue_import_rows_import_id_catalogue_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalogue_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_import_rows" ADD CONSTRAINT "catalogue_import_rows_release_id_music_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."music_releases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_import_files" ADD CONSTRAINT "catalogue_import_files_import_id_catalogue_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalogue_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_import_files" ADD CONSTRAINT "catalogue_import_files_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_imports_user_created_idx" ON "catalogue_imports" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_import_rows_import_position_idx" ON "catalogue_import_rows" USING btree ("import_id","position");--> statement-breakpoint
CREATE INDEX "catalogue_import_rows_release_idx" ON "catalogue_import_rows" USING btree ("release_id");--> statement-breakpoint
CREATE INDEX "catalogue_import_files_file_idx" ON "catalogue_import_files" USING btree ("file_id");
