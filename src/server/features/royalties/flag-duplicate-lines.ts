// Lines booked once however often they are reported. A line is known by its key (its source,
// statement and line id: domain/report-formats.ts lineKey). When an import is created, after its
// rows are COPied: the lines whose key an earlier line of the file has (candidates found by hash
// as the file streamed, line-keys.ts) are settled against the keys as stored, and the lines whose
// key a confirmed import has (its matched or unmatched lines: booked, or bookable by Match again)
// are flagged too; each becomes a `duplicate` row, shown in the preview and never booked. A
// confirmed import this one would replace does not count: confirming reverses its lines.
import { sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

/** The import's transaction (a drizzle over its connection) or any other runner of SQL. */
export type SqlRows = Pick<NodePgDatabase, 'execute'>;

/**
 * The statements of the import's keyed lines, each once (another file of the same report adds none): `keys` as the file gave them, or, for a
 * file of more statements than were kept while streaming (null), read back from its rows' keys
 * (a line key ends with its statement's key, after the line id and its length).
 */
export async function recordStatements(db: SqlRows, importId: string, keys: string[] | null): Promise<void> {
  if (keys === null)
    await db.execute(sql`
      insert into sales_import_statements (import_id, statement_key)
      select distinct ${importId}::uuid, substr(line_key, strpos(line_key, ':') + 1 + split_part(line_key, ':', 1)::int)
        from sales_import_rows where import_id = ${importId} and line_key is not null
      on conflict do nothing`);
  else if (keys.length)
    await db.execute(sql`
      insert into sales_import_statements (import_id, statement_key)
      values ${sql.join(
        keys.map((k) => sql`(${importId}::uuid, ${k})`),
        sql`, `,
      )}
      on conflict do nothing`);
}

/** The countries of an import's matched and unmatched lines, sorted, each once (a statement's regions; '{}' when none). */
const importCountries = (importId: string): SQL =>
  sql`coalesce((select array_agg(distinct c.country order by c.country) from sales_import_rows c
                 where c.import_id = ${importId} and c.state in ('matched','unmatched') and c.country is not null), '{}')`;

/**
 * Settles the candidates the hashes gave: every line of the file with a given hash is either the
 * first with it (kept as read) or a candidate pointing at that first line, so within each such
 * group a line is a duplicate of the group's first line with the same key, if any other than
 * itself; a candidate first with its key goes back to matched or unmatched (it kept both).
 */
export async function settleRepeats(db: SqlRows, importId: string): Promise<void> {
  await db.execute(sql`
    with candidates as materialized (
           select line, line_key, duplicate_of_line head from sales_import_rows
            where import_id = ${importId} and state = 'duplicate' and duplicate_of_import is null),
         grouped as (
           select line, line_key, head from candidates
            union all
           select h.line, h.line_key, h.line from sales_import_rows h
            where h.import_id = ${importId} and h.line in (select head from candidates)),
         firsts as (select line, min(line) over (partition by head, line_key) first from grouped)
    update sales_import_rows r
       set state = case when f.first <> r.line then 'duplicate' when r.release_id is null then 'unmatched' else 'matched' end,
           duplicate_of_line = nullif(f.first, r.line)
      from firsts f
     where r.import_id = ${importId} and r.line = f.line and r.state = 'duplicate' and r.duplicate_of_import is null`);
}

/**
 * Flags the import's matched and unmatched lines whose key a confirmed import's matched or
 * unmatched line has, in one statement over the imports that share a statement with this one
 * (found by sales_import_statements; none, the usual case, and the rows are not read at all).
 * Whether it flagged any.
 */
export async function flagBookedLines(db: SqlRows, importId: string): Promise<boolean> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select distinct s.import_id id
      from sales_import_statements m
      join sales_import_statements s on s.statement_key = m.statement_key and s.import_id <> m.import_id
      join sales_imports b on b.id = s.import_id and b.status = 'confirmed'
      join sales_imports i on i.id = m.import_id and i.kind = b.kind
     where m.import_id = ${importId}
       -- not one it would replace: the same source, store and period, and countries in common (a file
       -- of several stores or periods replaces none: null, false); its countries read only for such a one
       and not coalesce(b.source = i.source and b.store = i.store and b.period = i.period
                        and b.countries && ${importCountries(importId)}, false)`);
  if (!rows.length) return false;
  const earlier = sql.join(
    rows.map((r) => sql`${r.id}::uuid`),
    sql`, `,
  );
  const flagged = await db.execute(sql`
    update sales_import_rows r set state = 'duplicate', duplicate_of_import = b.import_id, duplicate_of_line = b.line
      from sales_import_rows b
     where r.import_id = ${importId} and r.state in ('matched','unmatched') and r.line_key is not null
       and b.import_id in (${earlier}) and b.state in ('matched','unmatched') and b.line_key = r.line_key`);
  return (flagged.rowCount ?? 0) > 0;
}
