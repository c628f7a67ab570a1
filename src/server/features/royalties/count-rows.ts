// An import's counts by state, its matched totals per store and currency (in USD too, at the
// import's rate, as booking converts each line) and the countries of its matched and unmatched
// lines (a statement's regions), with what confirming needs from them (the stores and periods it
// reports, the artists of its matched lines), written on the import row from its rows. A DSR set still waiting
// for files gets its counts by state only: its money is not final until the last file shares each
// summary's revenue out, and summing a million lines again for every file that arrives would cost
// the set a second or two. Those counts are the file's own added to the set's when nothing but its
// COPY wrote rows (what the COPY counted); else the set's rows are counted again. Its own module so
// that changing an import does not load the report readers.
import { sql, type SQL } from 'drizzle-orm';
import type { RowStates } from './copy-import-rows.ts';

export type SqlRunner = { execute(query: SQL): Promise<unknown> };

/** `added`: the lines a file of a set waiting for more just wrote, by state, when no other statement changed any line's state. */
export async function countRows(db: SqlRunner, importId: string, added?: RowStates): Promise<void> {
  const { rates, waiting } = await importState(db, importId);
  if (waiting) return added ? addStates(db, importId, added) : countStates(db, importId);
  // One pass over the rows, grouped by what every figure needs, the figures read from the groups.
  // A select, not the update itself: PostgreSQL scans for a select in parallel (both cores), never
  // for a statement that writes; a million lines take 0.75 s where the update took 1.2-1.5 s.
  await hashGroupsInMemory(db);
  const res = (await db.execute(sql`
    with g as materialized (
      select r.state, r.store, r.currency, r.country, r.usage_start, r.usage_end, r.user_id, count(*)::int n,
             coalesce(sum(r.quantity), 0)::bigint q, coalesce(sum(r.amount), 0) a, sum(${usdAmount(rates)}) u
        from sales_import_rows r where r.import_id = ${importId} group by 1, 2, 3, 4, 5, 6, 7)
    select coalesce((select sum(n) from g), 0)::int total,
           coalesce((select sum(n) from g where state = 'matched'), 0)::int matched,
           coalesce((select sum(n) from g where state = 'unmatched'), 0)::int unmatched,
           coalesce((select sum(n) from g where state = 'refused'), 0)::int refused,
           coalesce((select sum(n) from g where state = 'duplicate'), 0)::int duplicate,
           coalesce((
             select jsonb_agg(jsonb_build_object('store', store, 'currency', currency, 'rows', n, 'quantity', q, 'amount', a, 'usd', u) order by store, currency)
               from (select store, currency, sum(n)::int n, sum(q)::bigint q, sum(a)::text a, sum(u)::text u
                       from g where state = 'matched' group by store, currency) t), '[]'::jsonb) totals,
           coalesce((select array_agg(distinct country order by country) from g
                      where state in ('matched','unmatched') and country is not null), '{}') countries,
           coalesce((
             select jsonb_agg(jsonb_build_object('store_key', store_key, 'first_day', usage_start, 'last_day', usage_end)
                              order by store_key, usage_start, usage_end)
               from (select distinct lower(store) store_key, usage_start, usage_end from g where state in ('matched','unmatched')) c), '[]'::jsonb) coverage,
           coalesce((select array_agg(distinct user_id order by user_id) from g where state = 'matched' and user_id is not null), '{}') users`)) as {
    rows: [
      Record<'total' | 'matched' | 'unmatched' | 'refused' | 'duplicate', number> & {
        totals: unknown;
        countries: string[];
        coverage: unknown;
        users: string[];
      },
    ];
  };
  const c = res.rows[0];
  await db.execute(sql`
    update sales_imports set
        rows_total = ${c.total}, rows_matched = ${c.matched}, rows_unmatched = ${c.unmatched}, rows_refused = ${c.refused},
        rows_duplicate = ${c.duplicate}, totals = ${JSON.stringify(c.totals)}::jsonb, countries = ${sql.param(c.countries)}::text[],
        coverage = ${JSON.stringify(c.coverage)}::jsonb, matched_users = ${sql.param(c.users)}::uuid[], updated_at = now()
      where id = ${importId}`);
}

/**
 * For the rest of the transaction, a large report's groups are hashed in memory (spilling to disk
 * past 512 MB): the planner, which guesses the groups of an import's lines from each column's
 * distinct values (295,000 for a report of 2,000), had sorted a million lines for them instead
 * (booking 3-5 s against about 1 s). Counting and booking an import both group its lines so.
 */
export async function hashGroupsInMemory(db: SqlRunner): Promise<void> {
  await db.execute(sql`set local work_mem = '64MB'`);
  await db.execute(sql`set local hash_mem_multiplier = 8`);
}

/** A set waiting for files: its lines by state, no totals and no countries yet. */
async function countStates(db: SqlRunner, importId: string): Promise<void> {
  await db.execute(sql`
    with g as materialized (select state, count(*)::int n from sales_import_rows where import_id = ${importId} group by 1)
    update sales_imports i set
        rows_total = coalesce((select sum(n) from g), 0),
        rows_matched = coalesce((select n from g where state = 'matched'), 0),
        rows_unmatched = coalesce((select n from g where state = 'unmatched'), 0),
        rows_refused = coalesce((select n from g where state = 'refused'), 0),
        rows_duplicate = coalesce((select n from g where state = 'duplicate'), 0),
        totals = '[]'::jsonb, countries = '{}', coverage = '[]'::jsonb, matched_users = '{}', updated_at = now()
      where i.id = ${importId}`);
}

/** A set waiting for files: a file's lines by state added to the set's counts, without reading its rows. */
async function addStates(db: SqlRunner, importId: string, added: RowStates): Promise<void> {
  const { matched, unmatched, refused, duplicate } = added;
  await db.execute(sql`
    update sales_imports set
        rows_total = rows_total + ${matched + unmatched + refused + duplicate}::int,
        rows_matched = rows_matched + ${matched}::int, rows_unmatched = rows_unmatched + ${unmatched}::int,
        rows_refused = rows_refused + ${refused}::int, rows_duplicate = rows_duplicate + ${duplicate}::int,
        totals = '[]'::jsonb, countries = '{}', coverage = '[]'::jsonb, matched_users = '{}', updated_at = now()
      where id = ${importId}`);
}

/** The import's rates to USD (currency and rate), as recorded on it, and whether it is a DSR set still waiting for files. */
async function importState(db: SqlRunner, importId: string) {
  const res = (await db.execute(
    sql`select rates, coalesce(jsonb_array_length(files) < files_expected, false) waiting from sales_imports where id = ${importId}`,
  )) as { rows: { rates: { currency: string; rate: string }[]; waiting: boolean }[] };
  return { rates: res.rows[0]?.rates ?? [], waiting: res.rows[0]?.waiting ?? false };
}

/** The import's rates to USD (currency and rate), as recorded on it. */
export async function importRates(db: SqlRunner, importId: string): Promise<{ currency: string; rate: string }[]> {
  return (await importState(db, importId)).rates;
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
