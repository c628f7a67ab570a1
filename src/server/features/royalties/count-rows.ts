// An import's counts by state and its matched totals per store and currency (in USD too, at the
// import's rate, as booking converts each line), written on the import row from its rows. Its own module so that changing an import does not load the report readers.
import { sql, type SQL } from 'drizzle-orm';

export type SqlRunner = { execute(query: SQL): Promise<unknown> };

export async function countRows(db: SqlRunner, importId: string): Promise<void> {
  const rates = await importRates(db, importId);
  await db.execute(sql`
    update sales_imports i set
        rows_total = c.total, rows_matched = c.matched, rows_unmatched = c.unmatched, rows_refused = c.refused, rows_duplicate = c.duplicate,
        totals = coalesce((
          select jsonb_agg(jsonb_build_object('store', store, 'currency', currency, 'rows', n, 'quantity', q, 'amount', a, 'usd', u) order by store, currency)
            from (select r.store, r.currency, count(*)::int n, coalesce(sum(r.quantity), 0)::bigint q, coalesce(sum(r.amount), 0)::text a,
                         sum(${usdAmount(rates)})::text u
                    from sales_import_rows r
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

/** The import's rates to USD (currency and rate), as recorded on it. */
export async function importRates(db: SqlRunner, importId: string): Promise<{ currency: string; rate: string }[]> {
  const res = (await db.execute(sql`select rates from sales_imports where id = ${importId}`)) as {
    rows: { rates: { currency: string; rate: string }[] }[];
  };
  return res.rows[0]?.rates ?? [];
}

/**
 * A row's amount (row alias `r`) in USD at the import's rates, written into the statement (an
 * import has a rate or two; a join would be planned per row): exactly to 12 places, null without a rate.
 */
export const usdAmount = (rates: { currency: string; rate: string }[]): SQL =>
  sql`case r.currency when 'USD' then r.amount ${sql.join(
    rates.map((x) => sql`when ${x.currency} then round(r.amount * ${x.rate}::numeric, 12) `),
    sql``,
  )}end`;
