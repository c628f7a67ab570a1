-- A store may send one statement per region for a month (Apple: Americas, Euro-Zone, Japan): same
-- source, store and period, other countries. A confirmed statement records the countries of its
-- booked and kept lines, and a newer one replaces it only when their countries overlap; the unique
-- index of one confirmed statement per source, store and period cannot say that, so it goes, and
-- confirmations of one store and period serialize on an advisory lock instead.
ALTER TABLE "sales_imports" ADD COLUMN "countries" text[];
--> statement-breakpoint
UPDATE "sales_imports" i SET "countries" = coalesce(
  (SELECT array_agg(DISTINCT r.country ORDER BY r.country) FROM "sales_import_rows" r
    WHERE r.import_id = i.id AND r.state IN ('matched','unmatched') AND r.country IS NOT NULL), '{}')
 WHERE i.status IN ('confirmed','replaced');
--> statement-breakpoint
DROP INDEX "sales_imports_current_statement_key";
--> statement-breakpoint
CREATE INDEX "sales_imports_current_statement_idx" ON "sales_imports" USING btree ("source","store","period") WHERE status = 'confirmed' and kind = 'statement' and store is not null and period is not null;
