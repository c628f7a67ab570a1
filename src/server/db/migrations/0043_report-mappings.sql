CREATE TABLE "report_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"delimiter" text NOT NULL,
	"skip_top" integer DEFAULT 0 NOT NULL,
	"skip_bottom" integer DEFAULT 0 NOT NULL,
	"date_format" text NOT NULL,
	"decimal" text DEFAULT '.' NOT NULL,
	"columns" jsonb NOT NULL,
	"store" text,
	"currency" text,
	"use_type" text DEFAULT 'stream' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_mappings_delimiter_check" CHECK ("report_mappings"."delimiter" in (',', E'\t', ';', '|')),
	CONSTRAINT "report_mappings_skip_check" CHECK ("report_mappings"."skip_top" between 0 and 50 and "report_mappings"."skip_bottom" between 0 and 50),
	CONSTRAINT "report_mappings_decimal_check" CHECK ("report_mappings"."decimal" in ('.', ',')),
	CONSTRAINT "report_mappings_use_type_check" CHECK ("report_mappings"."use_type" in ('stream','download','ugc','other'))
);
--> statement-breakpoint
ALTER TABLE "report_mappings" ADD CONSTRAINT "report_mappings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_mappings_name_key" ON "report_mappings" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "sales_imports" DROP CONSTRAINT "sales_imports_format_check";--> statement-breakpoint
ALTER TABLE "sales_imports" ADD CONSTRAINT "sales_imports_format_check" CHECK ("sales_imports"."format" in ('tunelane_csv','distrokid_tsv','ddex_dsr','mapped'));--> statement-breakpoint
ALTER TABLE "sales_imports" ADD COLUMN "mapping" jsonb;
