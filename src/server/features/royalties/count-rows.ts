// An import's counts by state and its matched totals per store and currency, written on the import
// row from its rows. Its own module so that changing an import does not load the report readers.
import { sql, type SQL } from 'drizzle-orm';

export type SqlRunner = { execute(query: SQL): Promise<unknown> };

export async function countRows(db: SqlRunner, importId: string): Promise<void> {
  await db.execute(sql`
    update sales_imports i set
        rows_total = c.total, rows_matched = c.matched, rows_unmatched = c.unmatched, rows_refused = c.refused, rows_duplicate = c.duplicate,
        totals = coalesce((
          select jsonb_agg(jsonb_build_object('store', store, 'currency', currency, 'rows', n, 'quantity', q, 'amount', a) order by store, currency)
            from (select store, currency, count(*)::int n, coalesce(sum(quantity), 0)::bigint q, coalesce(sum(amount), 0)::text a
                    from sales_import_rows where import_id = ${importId} and state = 'matched' group by store, currency) t), '[]'::jsonb),
        updated_at = now()
       from (select count(*)::int total,
                    count(*) filter (where state = 'matched')::int matched,
                    count(*) filter (where state = 'unmatched')::int unmatched,
                    count(*) filter (where state = 'refused')::int refused,
                    count(*) filter (where state = 'duplicate')::int duplicate
               from sales_import_rows where import_id = ${importId}) c
      where i.id = ${importId}`);
}
