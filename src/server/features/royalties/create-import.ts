// An admin (or the reports-folder job) hands in a sales report: it is read as it streams, its rows
// matched to tracks by ISRC and releases by UPC on the way (match-codes.ts) and COPied straight
// into sales_import_rows, in one transaction with the import itself, then counted. Nothing is booked yet: the admin sees the preview and
// confirms (change-import.ts). A file that cannot be read at all leaves nothing behind. A line
// whose key (source, statement, line id) an earlier line of the file, or a confirmed import, has
// is kept as a duplicate and never booked (line-keys.ts while streaming, flag-duplicate-lines.ts after).
// A store's own report is read through the report mapping chosen, or the one its header is detected as.
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { DomainError, invalid, notFound } from '../../../domain/errors.ts';
import { countsOnly, MAPPING_TEXTS } from '../../../domain/report-mappings.ts';
import type { ImportKind, ReportFormat } from '../../../domain/earnings-options.ts';
import type { ExchangeRateDto, ImportPreviewDto } from '../../../domain/royalty-imports-dto.ts';
import { ESTIMATE_TEXTS } from '../../../domain/estimates.ts';
import { IMPORT_TEXTS } from '../../../domain/earnings.ts';
import { RATE_TEXTS } from '../../../domain/exchange-rates.ts';
import type { Actor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { flagBookedLines, recordStatements, settleRepeats } from './flag-duplicate-lines.ts';
import { countRows } from './count-rows.ts';
import { getImport } from './get-import.ts';
import { CodeMatcher } from './match-codes.ts';
import { listReportMappings } from './list-report-mappings.ts';
import { openReport } from './read-report.ts';
import type { DsrFile, DsrSummaryRead } from './dsr-rows.ts';
import { copyRows } from './copy-import-rows.ts';
import { completeSet, findSet, joinSet, setName, type SetFile, type SetSummary } from './join-dsr-set.ts';

export type CreateImportInput = {
  body: AsyncIterable<Uint8Array>;
  fileName: string;
  format?: ReportFormat;
  /** The report mapping to read it with (its id); left out, a store's report is detected from its header. */
  mapping?: string;
  source?: string;
  /** The declared size, when known: a file over the cap is refused before it is read. */
  contentLength?: number;
  /** The rate to USD of the report's currency, entered by the admin at upload. */
  rate?: { currency: string; rate: string };
  /** estimate: its counts feed analytics as estimates, never the ledger; left out, a trend report is an estimate and any other a statement. */
  kind?: ImportKind;
};

const DEFAULT_SOURCE: Record<ReportFormat, string> = {
  tunelane_csv: 'Tunelane CSV',
  distrokid_tsv: 'DistroKid',
  ddex_dsr: 'DSR',
  mapped: 'Store report',
  trend_csv: 'Trend report',
};

/** The rates the import keeps: the report's, then the admin's (which wins for its currency); a rate for a currency the report lacks is refused. */
function mergeRates(had: ExchangeRateDto[], report: ExchangeRateDto[], entered: ExchangeRateDto | null, currencies: string[]) {
  if (entered && !currencies.includes(entered.currency)) throw invalid(RATE_TEXTS.notInReport(entered.currency, currencies), 'currency');
  const rates = new Map(had.map((r) => [r.currency, r]));
  for (const r of report) if (!rates.has(r.currency)) rates.set(r.currency, r);
  if (entered) rates.set(entered.currency, entered);
  return [...rates.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

type SetImport = {
  store: string | null;
  period: string | null;
  currencies: string[];
  rates: ExchangeRateDto[];
  tiers: string[];
  commercial_models: string[];
  kind: ImportKind;
};

/** What the import a file joins already holds from the set's other files. */
async function readSetImport(client: pg.PoolClient, id: string): Promise<SetImport> {
  const { rows } = await client.query<SetImport>(
    `select store, period, currencies, rates, tiers, commercial_models, kind from sales_imports where id = $1`,
    [id],
  );
  return rows[0]!;
}

/** A file of a DSR set joins it: its summaries checked, its name kept, and the set completed when it is the last. */
async function addSetFile(
  client: pg.PoolClient,
  importId: string,
  dsrFile: DsrFile,
  set: { files: SetFile[]; summaries: SetSummary[] | null } | null,
  file: { name: string; hash: string; summaries: DsrSummaryRead[] },
) {
  const summaries = await joinSet(client, importId, dsrFile, file.summaries, set?.summaries ?? null);
  const files: SetFile[] = [
    ...(set?.files ?? []),
    { number: dsrFile.number, name: file.name, hash: file.hash, usageStart: dsrFile.usageStart, usageEnd: dsrFile.usageEnd },
  ].sort((a, b) => a.number - b.number);
  await client.query(`update sales_imports set files = $2, file_name = $3 where id = $1`, [
    importId,
    JSON.stringify(files),
    files.length === dsrFile.of ? setName(files) : files[0]!.name,
  ]);
  if (files.length === dsrFile.of) await completeSet(client, importId, summaries, dsrFile.of);
}

/** Row counts and per store and currency totals of the matched rows, written on the import. */
export async function createImport(deps: Deps, actor: Actor, input: CreateImportInput): Promise<ImportPreviewDto> {
  if (input.contentLength !== undefined && input.contentLength > 2 * 1024 ** 3)
    throw new DomainError('PAYLOAD_TOO_LARGE', IMPORT_TEXTS.tooLarge('2 GB'));
  const mappings = await listReportMappings(deps);
  const mapping = input.mapping === undefined ? undefined : mappings.find((m) => m.id === input.mapping);
  if (input.mapping !== undefined && !mapping) throw notFound(MAPPING_TEXTS.notFound);
  const report = await openReport(input.body, { format: input.format, mapping, mappings });
  // a trend report (our counts CSV, or a store's through a mapping without an amount column) has no money to book
  const trend = report.format === 'trend_csv' || (report.format === 'mapped' && !!report.mapping && countsOnly(report.mapping));
  const kind: ImportKind = input.kind ?? (trend ? 'estimate' : 'statement');
  if (trend && kind !== 'estimate') throw invalid(ESTIMATE_TEXTS.trendIsEstimate, 'kind');
  // estimates are counts: whatever money their lines give is never booked, so it needs no rate
  const estimate = kind === 'estimate';
  const entered: ExchangeRateDto | null = input.rate && !estimate ? { ...input.rate, source: 'entered' } : null;
  const dsrFile = report.dsrFile && report.dsrFile.of > 1 ? report.dsrFile : null;
  const client = await deps.pool.connect();
  let importId: string;
  try {
    await client.query('begin');
    const setSource = dsrFile && (input.source ?? dsrFile.sender ?? DEFAULT_SOURCE.ddex_dsr);
    const set = dsrFile ? await findSet(client, setSource!, dsrFile) : null;
    const had = set ? await readSetImport(client, set.id) : null;
    // the files of one report are one import: all estimates or all a statement
    if (had && had.kind !== kind) throw invalid(ESTIMATE_TEXTS.setKind(had.kind), 'kind');
    if (set) importId = set.id;
    else {
      const created = await client.query<{ id: string }>(
        `insert into sales_imports (format, file_name, file_hash, source, created_by, files_expected, mapping, kind) values ($1, $2, 'pending', $3, $4, $5, $6, $7) returning id`,
        [
          report.format,
          input.fileName,
          input.source ?? report.mapping?.source ?? DEFAULT_SOURCE[report.format],
          actor.kind === 'user' ? actor.userId : null,
          dsrFile?.of ?? null,
          report.format === 'mapped' && report.mapping ? JSON.stringify({ id: report.mapping.id, name: report.mapping.name }) : null,
          kind,
        ],
      );
      importId = created.rows[0]!.id;
    }
    const seen = await copyRows(client, new CodeMatcher(deps.pool), importId, report.batches);
    if (!seen.count) throw invalid(IMPORT_TEXTS.empty);
    const meta = report.meta();
    const source = setSource ?? input.source ?? meta.sender ?? seen.source ?? DEFAULT_SOURCE[report.format];
    const statementId = meta.statementId ?? seen.statementId;
    const booked = await client.query<{ why: string }>(
      `select case when file_hash = $1 then 'file' else 'statement' end why from sales_imports
        where status in ('confirmed','replaced') and (file_hash = $1 or (source = $2 and statement_id = $3)) limit 1`,
      [meta.hash, source, statementId],
    );
    if (booked.rows[0])
      throw new DomainError('CONFLICT', booked.rows[0].why === 'file' ? IMPORT_TEXTS.duplicateFile : IMPORT_TEXTS.duplicateStatement);
    const currencies = estimate ? [] : [...new Set([...(had?.currencies ?? []), ...seen.currencies])].sort();
    const rates = estimate ? [] : mergeRates(had?.rates ?? [], seen.reportRates, entered, currencies);
    const tiers = [...new Set([...(had?.tiers ?? []), ...seen.tiers])].sort();
    const models = [...new Set([...(had?.commercial_models ?? []), ...seen.models])].sort();
    // a set's store and period: one only while every file has the same
    const store = had ? (had.store === seen.store ? had.store : null) : seen.store;
    const period = had ? (had.period === seen.period ? had.period : null) : seen.period;
    await client.query(
      `update sales_imports set file_hash = case when file_hash = 'pending' then $2 else file_hash end, source = $3, statement_id = $4, store = $5,
              period = $6, currencies = $7, rates = $8, tiers = $9, commercial_models = $10 where id = $1`,
      [
        importId,
        meta.hash,
        source,
        statementId,
        store,
        period,
        JSON.stringify(currencies),
        JSON.stringify(rates),
        JSON.stringify(tiers),
        JSON.stringify(models),
      ],
    );
    if (dsrFile) await addSetFile(client, importId, dsrFile, set, { name: input.fileName, hash: meta.hash, summaries: meta.summaries });
    // fresh statistics, so that what follows, and booking at confirmation, plan for this many rows;
    // what they need is the row counts, which a sample of 3,000 rows gives as well as one of
    // 30,000 in a tenth of the time (0.04 s against 0.43 s with 2,000,000 rows in the table)
    await client.query('set local default_statistics_target = 10');
    await client.query('analyze sales_import_rows');
    const db = drizzle({ client });
    // lines repeated in the file, and lines an earlier import booked: duplicates, never booked
    if (seen.keyed) await recordStatements(db, importId, seen.keyedStatements);
    if (seen.repeats) await settleRepeats(db, importId);
    const flagged = seen.keyed && (await flagBookedLines(db, importId));
    // a file of a set that waits for more adds its own counts, unless a statement above changed lines' states
    await countRows(db, importId, seen.repeats || flagged ? undefined : seen.states);
    await client.query('commit');
  } catch (e) {
    await client.query('rollback').catch(() => {});
    throw e;
  } finally {
    client.release();
  }
  deps.log.info({ importId }, 'sales report read');
  return getImport(deps, importId);
}
