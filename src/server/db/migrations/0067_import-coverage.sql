-- What confirming an import needs from its lines, kept on the import whenever they are counted
-- (count-rows.ts): the stores and usage periods it reports (statement_coverage's rows) and the
-- artists of its matched lines (whose balances confirming locks). Confirming a million lines read
-- them all again for these (about 1.2 s). Previews made before this are given theirs here.
ALTER TABLE "sales_imports" ADD COLUMN "coverage" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_imports" ADD COLUMN "matched_users" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
UPDATE "sales_imports" i SET
  "coverage" = coalesce((
    select jsonb_agg(jsonb_build_object('store_key', c.store_key, 'first_day', c.usage_start, 'last_day', c.usage_end)
                     order by c.store_key, c.usage_start, c.usage_end)
      from (select distinct lower(r.store) store_key, r.usage_start, r.usage_end from sales_import_rows r
             where r.import_id = i.id and r.state in ('matched','unmatched')) c), '[]'::jsonb),
  "matched_users" = coalesce((
    select array_agg(distinct r.user_id order by r.user_id) from sales_import_rows r
     where r.import_id = i.id and r.state = 'matched' and r.user_id is not null), '{}')
  WHERE i.status = 'preview';
