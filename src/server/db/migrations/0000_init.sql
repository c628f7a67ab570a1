CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "music_releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"artist_name" text NOT NULL,
	"genre" text,
	"subgenre" text,
	"mood" text,
	"language" text DEFAULT 'English' NOT NULL,
	"release_type" text DEFAULT 'single' NOT NULL,
	"release_date" date,
	"audio_url" text,
	"cover_art_url" text,
	"lyrics" text,
	"description" text,
	"explicit_content" boolean DEFAULT false NOT NULL,
	"copyright_holder" text,
	"publisher" text,
	"writer_composer" text,
	"producer" text,
	"featuring_artists" text[] DEFAULT '{}'::text[] NOT NULL,
	"territories" text[] DEFAULT '{worldwide}'::text[] NOT NULL,
	"price_tier" text DEFAULT 'standard' NOT NULL,
	"pre_order_date" date,
	"submission_notes" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"admin_notes" text,
	"streams_count" bigint DEFAULT 0 NOT NULL,
	"revenue_earned" numeric(18, 6) DEFAULT '0' NOT NULL,
	CONSTRAINT "music_releases_status_check" CHECK ("music_releases"."status" in ('draft','pending','approved','distributed','rejected')),
	CONSTRAINT "music_releases_type_check" CHECK ("music_releases"."release_type" in ('single','album','ep'))
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"full_name" text,
	"email" text NOT NULL,
	"plan_type" text DEFAULT 'free' NOT NULL,
	"subscription_plan" text,
	"subscription_status" text DEFAULT 'inactive' NOT NULL,
	"subscription_expires_at" timestamp with time zone,
	"suspended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_plan_type_check" CHECK ("profiles"."plan_type" in ('free','individual_artist','small_label','enterprise_label')),
	CONSTRAINT "profiles_subscription_status_check" CHECK ("profiles"."subscription_status" in ('active','inactive'))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "release_analytics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"country" text NOT NULL,
	"streams_count" bigint DEFAULT 0 NOT NULL,
	"revenue" numeric(18, 6) DEFAULT '0' NOT NULL,
	"date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revenue_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"payment_method" text NOT NULL,
	"payment_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"request_date" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_date" timestamp with time zone,
	"admin_notes" text,
	CONSTRAINT "revenue_claims_amount_check" CHECK ("revenue_claims"."amount" > 0),
	CONSTRAINT "revenue_claims_method_check" CHECK ("revenue_claims"."payment_method" in ('bank_transfer','paypal','crypto')),
	CONSTRAINT "revenue_claims_status_check" CHECK ("revenue_claims"."status" in ('pending','approved','completed','processed','rejected'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" uuid NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"category" text NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"admin_response" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_tickets_priority_check" CHECK ("support_tickets"."priority" in ('low','medium','high','urgent')),
	CONSTRAINT "support_tickets_status_check" CHECK ("support_tickets"."status" in ('open','in_progress','resolved','closed'))
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	CONSTRAINT "user_roles_user_id_pk" PRIMARY KEY("user_id"),
	CONSTRAINT "user_roles_role_check" CHECK ("user_roles"."role" in ('user','admin'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_releases" ADD CONSTRAINT "music_releases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_analytics" ADD CONSTRAINT "release_analytics_release_id_music_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."music_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_analytics" ADD CONSTRAINT "release_analytics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_claims" ADD CONSTRAINT "revenue_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "music_releases_user_created_idx" ON "music_releases" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "music_releases_created_idx" ON "music_releases" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "music_releases_status_idx" ON "music_releases" USING btree ("status");--> statement-breakpoint
CREATE INDEX "profiles_created_at_idx" ON "profiles" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "release_analytics_date_idx" ON "release_analytics" USING btree ("date");--> statement-breakpoint
CREATE INDEX "release_analytics_user_date_idx" ON "release_analytics" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "release_analytics_release_idx" ON "release_analytics" USING btree ("release_id");--> statement-breakpoint
CREATE INDEX "revenue_claims_user_date_idx" ON "revenue_claims" USING btree ("user_id","request_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "revenue_claims_date_idx" ON "revenue_claims" USING btree ("request_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "revenue_claims_status_idx" ON "revenue_claims" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "support_tickets_user_created_idx" ON "support_tickets" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_tickets_created_idx" ON "support_tickets" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_tickets_status_idx" ON "support_tickets" USING btree ("status");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");