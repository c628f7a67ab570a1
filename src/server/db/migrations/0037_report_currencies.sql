ALTER TABLE "release_analytics" ADD COLUMN "tier" text;--> statement-breakpoint
ALTER TABLE "release_analytics" ADD COLUMN "commercial_model" text;--> statement-breakpoint
ALTER TABLE "release_analytics" ADD COLUMN "use_type" text;--> statement-breakpoint
ALTER TABLE "sales_import_rows" ADD COLUMN "tier" text;--> statement-breakpoint
ALTER TABLE "sales_import_rows" ADD COLUMN "commercial_model" text;--> statement-breakpoint
ALTER TABLE "sales_imports" ADD COLUMN "currencies" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_imports" ADD COLUMN "rates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_imports" ADD COLUMN "files_expected" integer;--> statement-breakpoint
ALTER TABLE "sales_imports" ADD COLUMN "files" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_imports" ADD COLUMN "summaries" jsonb;