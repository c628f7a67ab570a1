CREATE TABLE "earnings_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "earnings_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"release_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"store" text NOT NULL,
	"quantity" bigint NOT NULL,
	"gross" numeric(24, 12) NOT NULL,
	"plan_type" text NOT NULL,
	"share_percent" numeric(5, 2) NOT NULL,
	"net" numeric(24, 12) NOT NULL,
	"reverses_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earnings_ledger_kind_check" CHECK ("earnings_ledger"."kind" in ('earning','reversal'))
);
--> statement-breakpoint
CREATE TABLE "sales_import_rows" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_import_rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"import_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"isrc" text,
	"upc" text,
	"title" text,
	"artist" text,
	"store" text,
	"use_type" text,
	"country" text,
	"usage_start" date,
	"usage_end" date,
	"quantity" bigint,
	"amount" numeric(24, 12),
	"currency" text,
	"release_id" uuid,
	"track_id" uuid,
	"user_id" uuid,
	"booked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "sales_import_rows_state_check" CHECK ("sales_import_rows"."state" in ('matched','unmatched','refused'))
);
--> statement-breakpoint
CREATE TABLE "sales_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'preview' NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"file_hash" text NOT NULL,
	"source" text NOT NULL,
	"statement_id" text,
	"store" text,
	"period" text,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"rows_matched" integer DEFAULT 0 NOT NULL,
	"rows_unmatched" integer DEFAULT 0 NOT NULL,
	"rows_refused" integer DEFAULT 0 NOT NULL,
	"totals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"rolled_back_at" timestamp with time zone,
	"replaces_id" uuid,
	"failure" text,
	CONSTRAINT "sales_imports_status_check" CHECK ("sales_imports"."status" in ('preview','confirmed','replaced','rolled_back','discarded','failed')),
	CONSTRAINT "sales_imports_format_check" CHECK ("sales_imports"."format" in ('tunelane_csv','distrokid_tsv','ddex_dsr'))
);
--> statement-breakpoint
DROP INDEX "revenue_claims_date_idx";--> statement-breakpoint
ALTER TABLE "release_analytics" ALTER COLUMN "revenue" SET DATA TYPE numeric(24, 12);--> statement-breakpoint
ALTER TABLE "release_analytics" ALTER COLUMN "revenue" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "release_analytics" ADD COLUMN "track_id" uuid;--> statement-breakpoint
ALTER TABLE "release_analytics" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "release_analytics" ADD COLUMN "net_revenue" numeric(24, 12) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_import_rows" ADD CONSTRAINT "sales_import_rows_import_id_sales_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."sales_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_imports" ADD CONSTRAINT "sales_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "earnings_ledger_user_period_idx" ON "earnings_ledger" USING btree ("user_id","period_start");--> statement-breakpoint
CREATE INDEX "earnings_ledger_import_idx" ON "earnings_ledger" USING btree ("import_id");--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_ledger_reverses_key" ON "earnings_ledger" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "sales_import_rows_import_idx" ON "sales_import_rows" USING btree ("import_id","state","line");--> statement-breakpoint
CREATE INDEX "sales_imports_created_idx" ON "sales_imports" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "sales_imports_booked_file_key" ON "sales_imports" USING btree ("file_hash") WHERE status in ('confirmed','replaced');--> statement-breakpoint
CREATE UNIQUE INDEX "sales_imports_booked_statement_key" ON "sales_imports" USING btree ("source","statement_id") WHERE status in ('confirmed','replaced') and statement_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_imports_current_statement_key" ON "sales_imports" USING btree ("source","store","period") WHERE status = 'confirmed' and store is not null and period is not null;--> statement-breakpoint
ALTER TABLE "release_analytics" ADD CONSTRAINT "release_analytics_import_id_sales_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."sales_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_analytics_import_idx" ON "release_analytics" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "revenue_claims_date_idx" ON "revenue_claims" USING btree ("request_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "revenue_claims" DROP COLUMN "payment_details";