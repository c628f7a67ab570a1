// One import as the console's preview shows it: counts, totals per store and currency, the
// first problems (unmatched, refused or duplicate rows with their line and reason), and a
// confirmed statement it would replace (of its source, store and period, countries overlapping).
import { sql } from 'drizzle-orm';
import { notFound } from '../../../domain/errors.ts';
import type {
  ExchangeRateDto,
  ImportListItemDto,
  ImportPreviewDto,
  ImportRowDto,
  ImportTotalDto,
} from '../../../domain/royalty-imports-dto.ts';
import { IMPORT_TEXTS } from '../../../domain/earnings.ts';
import { REPORT_TEXTS } from '../../../domain/report-formats.ts';
import { fileLine } from '../../../domain/report-dsr-format.ts';
import { LEDGER_CURRENCY } from '../../../domain/exchange-rates.ts';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/pool.ts';
import { versionOf } from '../../db/version.ts';
import { formatUnits, units } from '../../../domain/earnings-decimal.ts';
import { usdAmount } from './count-rows.ts';
import { isoTime } from '../../db/iso-time.ts';

export type ImportRecord = {
  id: string;
  status: ImportListItemDto['status'];
  format: ImportListItemDto['format'];
  kind: ImportListItemDto['kind'];
  file_name: string;
  source: string;
  store: string | null;
  period: string | null;
  rows_total: number;
  rows_matched: number;
  rows_unmatched: number;
  rows_refused: number;
  rows_duplicate: number;
  totals: ImportTotalDto[];
  created_by: string | null;
  created_by_name: string | null;
  created_at: string;
  confirmed_at: string | null;
  rolled_back_at: string | null;
  replaces_id: string | null;
  failure: string | null;
  currencies: string[];
  rates: ExchangeRateDto[];
  files_expected: number | null;
  files: { number: number; name: string }[];
  mapping: { id: string; name: string } | null;
  version: string;
};

/** The columns every import DTO is built from (`i` is sales_imports). */
export const importColumns = sql`i.id, i.status, i.format, i.kind, i.file_name, i.source, i.store, i.period, i.rows_total, i.rows_matched,
  i.rows_unmatched, i.rows_refused, i.rows_duplicate, i.totals, i.created_by, (select coalesce(p.full_name, u.email) from users u left join profiles p on p.id = u.id where u.id = i.created_by) created_by_name,
  ${isoTime(sql`i.created_at`)} created_at,
  ${isoTime(sql`i.confirmed_at`)} confirmed_at,
  ${isoTime(sql`i.rolled_back_at`)} rolled_back_at,
  i.replaces_id, i.failure, i.currencies, i.rates, i.files_expected, i.files, i.mapping, ${versionOf(sql`i.updated_at`)} version`;

export function toImportItem(r: ImportRecord): ImportListItemDto {
  const amounts = new Map<string, bigint>();
  for (const t of r.totals) {
    amounts.set(t.currency, (amounts.get(t.currency) ?? 0n) + units(t.amount));
  }
  return {
    id: r.id,
    status: r.status,
    format: r.format,
    kind: r.kind,
    fileName: r.file_name,
    source: r.source,
    store: r.store ?? 'Several',
    period: r.period,
    rows: {
      total: r.rows_total,
      matched: r.rows_matched,
      unmatched: r.rows_unmatched,
      refused: r.rows_refused,
      duplicate: r.rows_duplicate,
    },
    amounts: [...amounts].map(([currency, u]) => ({ currency, amount: formatUnits(u) })),
    createdBy: r.created_by ? { id: r.created_by, name: r.created_by_name } : null,
    createdAt: r.created_at,
    confirmedAt: r.confirmed_at,
    rolledBackAt: r.rolled_back_at,
    replacesId: r.replaces_id,
    canRollBack: r.status === 'confirmed',
    failure: r.failure,
    mapping: r.mapping,
    rates: r.rates,
    ratesNeeded: ratesNeeded(r),
    files:
      r.files_expected === null ? null : { expected: r.files_expected, received: r.files.map((f) => ({ number: f.number, name: f.name })) },
    version: r.version,
  };
}

/** The currencies of an import's lines other than USD that have no rate yet. */
export const ratesNeeded = (r: Pick<ImportRecord, 'currencies' | 'rates'>) =>
  r.currencies.filter((c) => c !== LEDGER_CURRENCY && !r.rates.some((x) => x.currency === c));

/** The files of a report in several files not here yet (none for a report in one file). */
export const filesMissing = (r: Pick<ImportRecord, 'files_expected' | 'files'>) =>
  r.files_expected === null
    ? []
    : Array.from({ length: r.files_expected }, (_, i) => i + 1).filter((n) => !r.files.some((f) => f.number === n));

export type ImportRowRecord = {
  line: number;
  state: ImportRowDto['state'];
  reason: string | null;
  isrc: string | null;
  upc: string | null;
  title: string | null;
  artist: string | null;
  store: string | null;
  country: string | null;
  usage_start: string | null;
  quantity: string | null;
  amount: string | null;
  currency: string | null;
  release_id: string | null;
  release_title: string | null;
  duplicate_of_line: number | null;
  duplicate_of_import: string | null;
  duplicate_of_file: string | null;
};

export const rowColumns = sql`r.line, r.state, r.reason, r.isrc, r.upc, r.title, r.artist, r.store, r.country,
  r.usage_start::text usage_start, r.quantity::text quantity, r.amount::text amount, r.currency, r.release_id,
  (select title from music_releases m where m.id = r.release_id) release_title, r.duplicate_of_line, r.duplicate_of_import,
  (select file_name from sales_imports b where b.id = r.duplicate_of_import) duplicate_of_file`;

/** A duplicate's reason: the line that has its key first, in this file or in the import that booked it (imports are never deleted). */
function duplicateReason(r: ImportRowRecord): string {
  const line = r.duplicate_of_line!;
  return r.duplicate_of_import ? REPORT_TEXTS.bookedLine(r.duplicate_of_file!, line) : REPORT_TEXTS.repeatedLine(line);
}

export function toImportRow(r: ImportRowRecord): ImportRowDto {
  const duplicate = r.state === 'duplicate';
  return {
    ...fileLine(r.line),
    state: r.state,
    reason: duplicate ? duplicateReason(r) : r.reason,
    isrc: r.isrc,
    upc: r.upc,
    title: r.title,
    artist: r.artist,
    store: r.store,
    country: r.country,
    usageDate: r.usage_start,
    quantity: r.quantity === null ? null : Number(r.quantity),
    amount: r.amount,
    currency: r.currency,
    releaseId: r.release_id,
    releaseTitle: r.release_title,
    duplicateOf: duplicate ? { line: r.duplicate_of_line!, importId: r.duplicate_of_import, fileName: r.duplicate_of_file } : null,
  };
}

export async function findImport(db: DbOrTx, id: string): Promise<ImportRecord> {
  const { rows } = await db.execute<ImportRecord>(sql`select ${importColumns} from sales_imports i where i.id = ${id}`);
  if (!rows[0]) throw notFound(IMPORT_TEXTS.notFound);
  return rows[0];
}

export async function getImport({ db }: Pick<Deps, 'db'>, id: string): Promise<ImportPreviewDto> {
  const record = await findImport(db, id);
  const [problems, queue, replaced] = await Promise.all([
    db.execute<ImportRowRecord>(
      sql`select ${rowColumns} from sales_import_rows r where r.import_id = ${id} and r.state <> 'matched' order by r.line limit 50`,
    ),
    db.execute<{ currency: string; rows: number; amount: string; usd: string | null }>(
      sql`select r.currency, count(*)::int "rows", sum(r.amount)::text amount, sum(${usdAmount(record.rates)})::text usd
            from sales_import_rows r where r.import_id = ${id} and r.state = 'unmatched' group by r.currency order by r.currency`,
    ),
    record.status === 'preview' && record.kind === 'statement' && record.store && record.period
      ? db.execute<{ id: string; file_name: string; confirmed_at: string }>(
          sql`select id, file_name, ${isoTime(sql`confirmed_at`)} confirmed_at
                from sales_imports where status = 'confirmed' and kind = 'statement' and source = ${record.source} and store = ${record.store} and period = ${record.period}
                 and countries && (select c.countries from sales_imports c where c.id = ${id}) order by confirmed_at, id limit 1`,
        )
      : Promise.resolve({ rows: [] }),
  ]);
  const r = replaced.rows[0];
  return {
    ...toImportItem(record),
    totals: record.totals,
    problems: problems.rows.map(toImportRow),
    wouldReplace: r ? { id: r.id, fileName: r.file_name, confirmedAt: r.confirmed_at } : null,
    queue: {
      rows: queue.rows.reduce((n, q) => n + q.rows, 0),
      usd: queue.rows.some((q) => q.usd === null) ? null : formatUnits(queue.rows.reduce((n, q) => n + units(q.usd!), 0n)),
      amounts: queue.rows,
    },
  };
}
