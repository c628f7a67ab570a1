-- A report's row is its import and line: the identity key and the full (import, state, line)
-- index go; unmatched and refused rows keep a small index of their own.
ALTER TABLE "sales_import_rows" DROP COLUMN "id";--> statement-breakpoint
DROP INDEX "sales_import_rows_import_idx";--> statement-breakpoint
ALTER TABLE "sales_import_rows" ADD CONSTRAINT "sales_import_rows_pkey" PRIMARY KEY("import_id","line");--> statement-breakpoint
CREATE INDEX "sales_import_rows_problems_idx" ON "sales_import_rows" USING btree ("import_id","line") WHERE state <> 'matched';
