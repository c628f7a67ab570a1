// An import's counts by state and its matched totals per store and currency (in USD too, at the
// import's rate, as booking converts each line), written on the import row from its rows. Its own module so that changing an import does not load the report readers.
import { sql, type SQL } from 'drizzle-orm';

export type SqlRunner = { execute(query: SQL): Promise<unknown> };

export async function countRows(db: SqlRunner, importId: string): Promise<void> {
  await db.execute(sql`
    update sales_imports i set
        rows_total = c.total, rows_matched = c.matched, rows_unmatched = c.unmatched, rows_refused = c.refused, rows_duplicate = c.duplicate,
        totals = coalesce((
          select jsonb_agg(jsonb_build_object('store', store, 'currency', currency, 'rows', n, 'quantity', q, 'amount', a, 'usd', u) order by store, currency)
            from (select r.store, r.currency, count(*)::int n, coalesce(sum(r.quantity), 0)::bigint q, coalesce(sum(r.amount), 0)::text a,
                         sum(${usdAmount(sql`r`, sql`x`)})::text u
                    from sales_import_rows r left join (${importRates(importId)}) x on x.currency = r.currency
                   where r.import_id = ${importId} and r.state = 'matched' group by r.store, r.currency) t), '[]'::jsonb),
        updated_at = now()
       from (select count(*)::int total,
                    count(*) filter (where state = 'matched')::int matched,
                    count(*) filter (where state = 'unmatched')::int unmatched,
                    count(*) filter (where state = 'refused')::int refused,
                    count(*) filter (where state = 'duplicate')::int duplicate
               from sales_import_rows where import_id = ${importId}) c
      where i.id = ${importId}`);
}

/** The import's rates to USD (columns currency, rate), from sales_imports.rates. */
export const importRates = (importId: string): SQL =>
  sql`select x.currency, x.rate::numeric rate from sales_imports i cross join jsonb_to_recordset(i.rates) as x(currency text, rate text) where i.id = ${importId}`;

/** A row's amount in USD (row `r` with amount and currency, its rate `x` from importRates): exactly to 12 places, null without a rate. */
export const usdAmount = (r: SQL, x: SQL): SQL =>
  sql`case when ${r}.currency = 'USD' then ${r}.amount else round(${r}.amount * ${x}.rate, 12) end`;
