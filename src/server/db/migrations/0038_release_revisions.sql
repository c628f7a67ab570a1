CREATE TABLE "release_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_id" uuid NOT NULL,
	"author_id" uuid,
	"values" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"version" integer,
	"admin_notes" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_revisions_state_check" CHECK ("release_revisions"."state" in ('pending','approved','rejected'))
);
--> statement-breakpoint
ALTER TABLE "deliveries" DROP CONSTRAINT "deliveries_kind_check";--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "revision_id" uuid;--> statement-breakpoint
ALTER TABLE "release_revisions" ADD CONSTRAINT "release_revisions_release_id_music_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."music_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_revisions" ADD CONSTRAINT "release_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_revisions" ADD CONSTRAINT "release_revisions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_revisions_release_idx" ON "release_revisions" USING btree ("release_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "release_revisions_pending_idx" ON "release_revisions" USING btree ("release_id") WHERE "release_revisions"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "release_revisions_version_idx" ON "release_revisions" USING btree ("release_id","version");--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_revision_id_release_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."release_revisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_revision_endpoint_idx" ON "deliveries" USING btree ("revision_id","endpoint_id") WHERE "deliveries"."revision_id" is not null;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_kind_check" CHECK ("deliveries"."kind" in ('new','update','takedown'));