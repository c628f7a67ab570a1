-- Trend reports: an import is a statement (money, booked) or an estimate (counts
-- only, never booked); trend_csv is the counts-only CSV. An estimate import never replaces a
-- statement, so the one-confirmed-statement index is about statements alone.
ALTER TABLE "sales_imports" ADD COLUMN "kind" text DEFAULT 'statement' NOT NULL;
--> statement-breakpoint
ALTER TABLE "sales_imports" ADD CONSTRAINT "sales_imports_kind_check" CHECK ("sales_imports"."kind" in ('statement','estimate'));
--> statement-breakpoint
ALTER TABLE "sales_imports" DROP CONSTRAINT "sales_imports_format_check";
--> statement-breakpoint
ALTER TABLE "sales_imports" ADD CONSTRAINT "sales_imports_format_check" CHECK ("sales_imports"."format" in ('tunelane_csv','distrokid_tsv','ddex_dsr','mapped','trend_csv'));
--> statement-breakpoint
DROP INDEX "sales_imports_current_statement_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_imports_current_statement_key" ON "sales_imports" USING btree ("source","store","period") WHERE status = 'confirmed' and kind = 'statement' and store is not null and period is not null;
--> statement-breakpoint
-- The estimated streams of a confirmed trend report, one row per usage day (a week's count spread
-- over its days, exactly): analytics alone reads them, never the ledger, balances or statements.
CREATE TABLE "analytics_estimates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"release_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"track_id" uuid,
	"platform" text NOT NULL,
	"country" text NOT NULL,
	"day" date NOT NULL,
	"streams" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_estimates" ADD CONSTRAINT "analytics_estimates_import_id_sales_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."sales_imports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "analytics_estimates" ADD CONSTRAINT "analytics_estimates_release_id_music_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."music_releases"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "analytics_estimates" ADD CONSTRAINT "analytics_estimates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "analytics_estimates_user_day_idx" ON "analytics_estimates" USING btree ("user_id","day");
--> statement-breakpoint
CREATE INDEX "analytics_estimates_store_day_idx" ON "analytics_estimates" USING btree (lower("platform"),"day");
--> statement-breakpoint
CREATE INDEX "analytics_estimates_import_idx" ON "analytics_estimates" USING btree ("import_id");
--> statement-breakpoint
-- The days each statement import reports per store (lower-cased), from its booked and kept lines:
-- while the import is confirmed, the estimates of that store on those days stop counting.
CREATE TABLE "statement_coverage" (
	"import_id" uuid NOT NULL,
	"store_key" text NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	CONSTRAINT "statement_coverage_pkey" PRIMARY KEY("import_id","store_key","first_day","last_day")
);
--> statement-breakpoint
ALTER TABLE "statement_coverage" ADD CONSTRAINT "statement_coverage_import_id_sales_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."sales_imports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "statement_coverage_store_idx" ON "statement_coverage" USING btree ("store_key","first_day");
--> statement-breakpoint
INSERT INTO "statement_coverage" ("import_id", "store_key", "first_day", "last_day")
SELECT DISTINCT r.import_id, lower(r.store), r.usage_start, r.usage_end
  FROM "sales_import_rows" r JOIN "sales_imports" i ON i.id = r.import_id AND i.status IN ('confirmed','replaced')
 WHERE r.state IN ('matched','unmatched');
