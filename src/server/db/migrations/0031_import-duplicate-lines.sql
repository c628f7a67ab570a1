CREATE TABLE "sales_import_statements" (
	"import_id" uuid NOT NULL,
	"statement_key" text NOT NULL,
	CONSTRAINT "sales_import_statements_pkey" PRIMARY KEY("statement_key","import_id")
);
--> statement-breakpoint
ALTER TABLE "sales_import_rows" DROP CONSTRAINT "sales_import_rows_state_check";--> statement-breakpoint
ALTER TABLE "sales_import_rows" ADD COLUMN "line_key" text;--> statement-breakpoint
ALTER TABLE "sales_import_rows" ADD COLUMN "duplicate_of_line" integer;--> statement-breakpoint
ALTER TABLE "sales_import_rows" ADD COLUMN "duplicate_of_import" uuid;--> statement-breakpoint
ALTER TABLE "sales_imports" ADD COLUMN "rows_duplicate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_import_statements" ADD CONSTRAINT "sales_import_statements_import_id_sales_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."sales_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_import_rows" ADD CONSTRAINT "sales_import_rows_state_check" CHECK ("sales_import_rows"."state" in ('matched','unmatched','refused','duplicate'));