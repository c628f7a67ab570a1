-- An artist profile's image, and a label's white label (schema-artists.ts): the name and logo an
-- Enterprise account's dashboard shows and its members' and payees' mails carry. Both images are
-- the account's uploads, kept by the unattached-upload sweep while a profile or a brand uses them.
CREATE TABLE "account_branding" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_file_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "artist_profiles" ADD COLUMN "image_file_id" uuid;--> statement-breakpoint
ALTER TABLE "account_branding" ADD CONSTRAINT "account_branding_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_branding" ADD CONSTRAINT "account_branding_logo_file_id_uploaded_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_profiles" ADD CONSTRAINT "artist_profiles_image_file_id_uploaded_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;