// The unmatched queue: the lines of confirmed imports that matched no track or release (rows kept
// as `unmatched`; a rolled back or replaced import's lines leave the queue with its money), across
// imports, newest import first, then by line. Filtered by import, store and usage month, searched
// by ISRC, UPC, title or artist, or narrowed to one code exactly (the lines booked together). Each
// line's USD is its amount at its import's rate, exactly as booking converts it (count-rows.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { PageDto } from '../../../domain/admin-list.ts';
import { invalid } from '../../../domain/errors.ts';
import { fileLine } from '../../../domain/report-dsr-format.ts';
import { normaliseReportIsrc, upcAsEan13 } from '../../../domain/report-formats.ts';
import type { UnmatchedFilter, UnmatchedListQuery } from '../../../domain/unmatched-lines.ts';
import type { UnmatchedLineDto, UnmatchedSummaryDto } from '../../../domain/unmatched-lines-dto.ts';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/pool.ts';
import type { CsvCell } from '../../http/csv-response.ts';
import { cappedCount, eachPage, EXPORT_BATCH, likePattern } from '../../db/keyset.ts';
import { isUuid } from '../../../domain/uuid.ts';
import { isoTime } from '../../db/iso-time.ts';
import type { UserActor } from '../../actor.ts';

/** The queue's rows (`r`) with their import (`i`). */
export const queueFrom = sql`from sales_imports i join sales_import_rows r on r.import_id = i.id and r.state = 'unmatched' where i.status = 'confirmed' and i.kind = 'statement'`;

/** A queue row's amount in USD at its import's rate (sales_imports.rates), as usdAmount gives it at booking. */
export const queueUsd = sql`case r.currency when 'USD' then r.amount
  else round(r.amount * (select (x->>'rate')::numeric from jsonb_array_elements(i.rates) x where x->>'currency' = r.currency), 12) end`;

const upcKey = (col: SQL) => sql`(case when length(${col}) = 12 then '0' || ${col} else ${col} end)`;

/** The lines of an ISRC or UPC exactly, a UPC-A and its EAN-13 alike. */
export const codeFilter = (code: { isrc: string } | { upc: string }): SQL =>
  'isrc' in code ? sql`r.isrc = ${code.isrc}` : sql`${upcKey(sql`r.upc`)} = ${upcAsEan13(code.upc)}`;

function filters(f: UnmatchedFilter): SQL {
  const parts: SQL[] = [];
  if (f.q) {
    const term = likePattern(f.q);
    const digits = f.q.replace(/[\s-]/g, '');
    parts.push(sql`(r.isrc = ${normaliseReportIsrc(f.q)} or r.isrc ilike ${term} or r.upc ilike ${likePattern(digits)}
      or r.title ilike ${term} or r.artist ilike ${term})`);
  }
  if (f.importId) parts.push(sql`r.import_id = ${f.importId}`);
  if (f.store) parts.push(sql`r.store = ${f.store}`);
  if (f.period)
    parts.push(sql`r.usage_start >= ${`${f.period}-01`}::date and r.usage_start < ${`${f.period}-01`}::date + interval '1 month'`);
  if (f.isrc) parts.push(codeFilter({ isrc: f.isrc }));
  if (f.upc) parts.push(codeFilter({ upc: f.upc }));
  return parts.length ? sql`and ${sql.join(parts, sql` and `)}` : sql``;
}

type LineRecord = {
  import_id: string;
  file_name: string;
  source: string;
  line: number;
  isrc: string | null;
  upc: string | null;
  title: string | null;
  artist: string | null;
  store: string;
  country: string;
  use_type: string;
  usage_start: string;
  usage_end: string;
  quantity: string;
  amount: string;
  currency: string;
  usd: string;
  reason: string | null;
  confirmed_at: string;
};

const lineColumns = sql`r.import_id, i.file_name, i.source, r.line, r.isrc, r.upc, r.title, r.artist, r.store, r.country, r.use_type,
  r.usage_start::text usage_start, coalesce(r.usage_end, r.usage_start)::text usage_end, r.quantity::text quantity, r.amount::text amount,
  r.currency, (${queueUsd})::text usd, r.reason, ${isoTime(sql`i.confirmed_at`)} confirmed_at`;

const toLine = (r: LineRecord): UnmatchedLineDto => ({
  importId: r.import_id,
  fileName: r.file_name,
  source: r.source,
  row: r.line,
  ...fileLine(r.line),
  isrc: r.isrc,
  upc: r.upc,
  title: r.title,
  artist: r.artist,
  store: r.store,
  country: r.country,
  useType: r.use_type,
  usageStart: r.usage_start,
  usageEnd: r.usage_end,
  quantity: Number(r.quantity),
  amount: r.amount,
  currency: r.currency,
  usd: r.usd,
  reason: r.reason,
});

// A page continues after the last line shown: its import's confirmation (newest first), the import and the line.
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UNKNOWN_PAGE = 'Unknown page: start again from the first page';

function afterLine(cursor: string | undefined): SQL {
  if (!cursor) return sql``;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid(UNKNOWN_PAGE, 'cursor');
  }
  if (!Array.isArray(key) || key.length !== 3) throw invalid(UNKNOWN_PAGE, 'cursor');
  const [at, id, line] = key as unknown[];
  if (typeof at !== 'string' || !TIME.test(at) || typeof id !== 'string' || !isUuid(id) || !Number.isSafeInteger(line))
    throw invalid(UNKNOWN_PAGE, 'cursor');
  return sql`and (i.confirmed_at < ${at}::timestamptz or (i.confirmed_at = ${at}::timestamptz and (i.id > ${id}::uuid or (i.id = ${id}::uuid and r.line > ${line}::int))))`;
}

const cursorOf = (r: LineRecord) => Buffer.from(JSON.stringify([r.confirmed_at, r.import_id, r.line])).toString('base64url');

/** One page of the queue after the cursor, without its count (the export reads every page). */
async function linePage(db: DbOrTx, q: UnmatchedListQuery): Promise<{ items: UnmatchedLineDto[]; nextCursor: string | null }> {
  const { rows } = await db.execute<LineRecord>(sql`select ${lineColumns} ${queueFrom} ${filters(q)} ${afterLine(q.cursor)}
      order by i.confirmed_at desc, i.id, r.line limit ${q.limit + 1}`);
  const more = rows.length > q.limit;
  const page = more ? rows.slice(0, q.limit) : rows;
  return { items: page.map(toLine), nextCursor: more ? cursorOf(page.at(-1)!) : null };
}

export async function listUnmatchedLines({ db }: Deps, _actor: UserActor, q: UnmatchedListQuery): Promise<PageDto<UnmatchedLineDto>> {
  const [page, count] = await Promise.all([linePage(db, q), cappedCount(db, sql`${queueFrom} ${filters(q)}`)]);
  return { ...page, ...count };
}

/** How many lines match the filters and their USD, exactly; and the imports, stores and months the whole queue has. */
export async function getUnmatchedSummary({ db }: Deps, _actor: UserActor, f: UnmatchedFilter): Promise<UnmatchedSummaryDto> {
  const [total, imports, facets] = await Promise.all([
    db.execute<{ lines: number; usd: string }>(
      sql`select count(*)::int lines, coalesce(sum(${queueUsd}), 0)::text usd ${queueFrom} ${filters(f)}`,
    ),
    db.execute<{ id: string; file_name: string; lines: number }>(
      sql`select i.id, i.file_name, count(*)::int lines ${queueFrom} group by i.id, i.file_name, i.confirmed_at order by i.confirmed_at desc, i.id limit 200`,
    ),
    db.execute<{ stores: string[] | null; periods: string[] | null }>(
      sql`select array_agg(distinct r.store order by r.store) stores, array_agg(distinct to_char(r.usage_start, 'YYYY-MM') order by to_char(r.usage_start, 'YYYY-MM') desc) periods ${queueFrom}`,
    ),
  ]);
  return {
    lines: total.rows[0]!.lines,
    usd: total.rows[0]!.usd,
    imports: imports.rows.map((i) => ({ id: i.id, fileName: i.file_name, lines: i.lines })),
    stores: facets.rows[0]?.stores ?? [],
    periods: facets.rows[0]?.periods ?? [],
  };
}

/** The queue's lines of one selection, in import and line order, with their USD (for booking them). */
export async function queueLines(db: DbOrTx, selection: SQL): Promise<{ import_id: string; line: number; usd: string }[]> {
  const { rows } = await db.execute<{ import_id: string; line: number; usd: string }>(
    sql`select r.import_id, r.line, (${queueUsd})::text usd ${queueFrom} and ${selection} order by r.import_id, r.line`,
  );
  return rows;
}

export const UNMATCHED_CSV_HEADER = [
  'Import',
  'Source',
  'Line',
  'ISRC',
  'UPC',
  'Title',
  'Artist',
  'Store',
  'Country',
  'Use type',
  'Usage start',
  'Usage end',
  'Quantity',
  'Amount',
  'Currency',
  'Amount (USD)',
  'Reason',
];

/** Every line of the queue matching the filters, as CSV rows, a page at a time. */
export async function* unmatchedCsv({ db }: Deps, _actor: UserActor, f: UnmatchedFilter): AsyncGenerator<CsvCell[][]> {
  for await (const lines of eachPage((cursor) => linePage(db, { ...f, limit: EXPORT_BATCH, cursor })))
    yield lines.map((l) => [
      l.fileName,
      l.source,
      l.file === null ? l.line : `${l.file}:${l.line}`,
      l.isrc,
      l.upc,
      l.title,
      l.artist,
      l.store,
      l.country,
      l.useType,
      l.usageStart,
      l.usageEnd,
      l.quantity,
      l.amount,
      l.currency,
      l.usd,
      l.reason,
    ]);
}
