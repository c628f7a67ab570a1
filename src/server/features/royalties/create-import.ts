// An admin (or the reports-folder job) hands in a sales report: it is read as it streams, its rows
// matched to tracks by ISRC and releases by UPC on the way (match-codes.ts) and COPied straight
// into sales_import_rows, in one transaction with the import itself, then counted. Nothing is booked yet: the admin sees the preview and
// confirms (change-import.ts). A file that cannot be read at all leaves nothing behind. A line
// whose key (source, statement, line id) an earlier line of the file, or a confirmed import, has
// is kept as a duplicate and never booked (line-keys.ts while streaming, flag-duplicate-lines.ts after).
import type pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { DomainError, invalid } from '../../../domain/errors.ts';
import type { ImportPreviewDto, ReportFormat } from '../../../domain/earnings-dto.ts';
import { IMPORT_TEXTS } from '../../../domain/earnings.ts';
import { statementKey, type ReadResult } from '../../../domain/report-formats.ts';
import type { Actor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { flagBookedLines, recordStatements, settleRepeats } from './flag-duplicate-lines.ts';
import { countRows, type SqlRunner } from './count-rows.ts';
import { getImport } from './get-import.ts';
import { LineKeys } from './line-keys.ts';
import { CodeMatcher } from './match-codes.ts';
import { openReport } from './read-report.ts';

export type CreateImportInput = {
  body: AsyncIterable<Uint8Array>;
  fileName: string;
  format?: ReportFormat;
  source?: string;
  /** The declared size, when known: a file over the cap is refused before it is read. */
  contentLength?: number;
};

const DEFAULT_SOURCE: Record<ReportFormat, string> = { tunelane_csv: 'Tunelane CSV', distrokid_tsv: 'DistroKid', ddex_dsr: 'DSR' };

const NEEDS_ESCAPE = /[\\\t\n\r]/;

/** COPY text format: backslash, tab, newline and carriage return escaped; \N is null. */
function copyField(v: string | number | null): string {
  if (v === null) return '\\N';
  const s = String(v);
  return NEEDS_ESCAPE.test(s)
    ? s.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'))
    : s;
}

/**
 * One row of sales_import_rows in COPY text: matched (release, maybe track, artist), unmatched with
 * its reason, or refused; with its line key (`copiedKey`, already COPY text), and a duplicate (the
 * line that had its key first) keeps what it matched and the reason it did not, so that
 * settleRepeats can put it back.
 */
function copyLine(importId: string, r: ReadResult, matcher: CodeMatcher, copiedKey: string | null, firstLine: number | null): string {
  const f = copyField;
  if (!r.ok) {
    const x = r.refused;
    return `${importId}\t${x.line}\trefused\t${f(x.reason)}\t${f(x.isrc ?? null)}\t${f(x.upc ?? null)}\t${f(x.title ?? null)}\t${f(x.artist ?? null)}\t${f(x.store ?? null)}\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\n`;
  }
  const x = r.row;
  const m = matcher.match(x.isrc, x.upc);
  const state = firstLine !== null ? 'duplicate' : m ? 'matched' : 'unmatched';
  const reason = m ? '\\N' : f(x.isrc ? `No track with ISRC ${x.isrc}` : `No release with UPC ${x.upc}`);
  const tail = m ? `${m.releaseId}\t${m.trackId ?? '\\N'}\t${m.userId}` : '\\N\t\\N\t\\N';
  return `${importId}\t${x.line}\t${state}\t${reason}\t${f(x.isrc)}\t${f(x.upc)}\t${f(x.title)}\t${f(x.artist)}\t${f(x.store)}\t${x.useType}\t${x.country}\t${x.usageStart}\t${x.usageEnd}\t${x.quantity}\t${x.amount}\t${f(x.currency)}\t${tail}\t${copiedKey ?? '\\N'}\t${firstLine ?? '\\N'}\n`;
}

/** Values seen, up to two: enough to tell "one" from "several". */
class Distinct {
  private seen = new Set<string>();
  add(v: string | null) {
    if (v !== null && this.seen.size < 2) this.seen.add(v);
  }
  get one(): string | null {
    return this.seen.size === 1 ? [...this.seen][0]! : null;
  }
}

/** Lines matched and written per round at least: their new codes are looked up in one query. */
const BATCH = 2000;

/** Statements of keyed lines kept as the file streams; a file with more has them listed from its rows (recordStatements). */
const STATEMENTS_KEPT = 256;

/**
 * Streams the rows straight into sales_import_rows with COPY, matched on the way, a batch at a
 * time: the report is never held whole, and the COPY's backpressure paces the reading. A line
 * whose key an earlier line had is written as a duplicate of that line (a candidate until settled).
 */
async function copyRows(client: pg.PoolClient, matcher: CodeMatcher, importId: string, batches: AsyncIterable<ReadResult[]>) {
  const stores = new Distinct();
  const periods = new Distinct();
  const statements = new Distinct();
  const sources = new Distinct();
  const keys = new LineKeys();
  let keyedStatements: Set<string> | null = new Set<string>();
  let last = { source: null as string | null, statementId: null as string | null, copied: '' };
  let repeats = 0;
  let count = 0;
  const copy = client.query(
    copyStreams.from(
      `copy sales_import_rows (import_id, line, state, reason, isrc, upc, title, artist, store, use_type, country, usage_start, usage_end,
                               quantity, amount, currency, release_id, track_id, user_id, line_key, duplicate_of_line) from stdin`,
    ),
  );
  const finished = new Promise<void>((resolve, reject) => {
    copy.on('finish', resolve);
    copy.on('error', reject);
  });
  let batch: ReadResult[] = [];
  const flush = async () => {
    await matcher.load(batch.flatMap((r) => (r.ok ? [r.row] : [])));
    let text = '';
    for (const r of batch) {
      let key: string | null = null;
      let first: number | null = null;
      if (r.ok && r.row.lineId && r.row.statementId) {
        const { source, statementId, lineId, line } = r.row;
        // a file's lines are mostly of one statement: its key is made, hashed and escaped once
        if (source !== last.source || statementId !== last.statementId) {
          const statement = statementKey(source, statementId)!;
          last = { source, statementId, copied: copyField(statement) };
          keys.statement(statement);
          keyedStatements?.add(statement);
          if (keyedStatements && keyedStatements.size > STATEMENTS_KEPT) keyedStatements = null;
        }
        // the line's key (domain lineKey: line id, its length first, then the statement's key) as COPY text
        key = `${lineId.length}:${copyField(lineId)}${last.copied}`;
        first = keys.see(lineId, line);
        if (first !== null) repeats++;
      }
      text += copyLine(importId, r, matcher, key, first);
    }
    batch = [];
    if (!copy.write(text)) await new Promise((r) => copy.once('drain', r));
  };
  try {
    for await (const read of batches) {
      count += read.length;
      for (const r of read) {
        if (r.ok) {
          stores.add(r.row.store);
          periods.add(r.row.period);
          statements.add(r.row.statementId);
          sources.add(r.row.source);
        }
        batch.push(r);
      }
      if (batch.length >= BATCH) await flush();
    }
    if (batch.length) await flush();
    copy.end();
  } catch (e) {
    copy.destroy();
    await finished.catch(() => {});
    throw e;
  }
  await finished;
  return {
    count,
    store: stores.one,
    period: periods.one,
    statementId: statements.one,
    source: sources.one,
    keyed: keys.count > 0,
    repeats,
    keyedStatements: keyedStatements && [...keyedStatements],
  };
}

/** The pool, a transaction, or a drizzle over the connection holding the import's transaction. */

/** Matches the import's unmatched rows: tracks by ISRC first, then releases by UPC (a UPC-A matches its EAN-13). */
export async function matchRows(db: SqlRunner, importId: string): Promise<void> {
  await db.execute(sql`
    update sales_import_rows r set state = 'matched', reason = null, track_id = t.id, release_id = t.release_id, user_id = m.user_id
      from release_tracks t join music_releases m on m.id = t.release_id
     where r.import_id = ${importId} and r.state = 'unmatched' and r.isrc is not null and t.isrc = r.isrc`);
  await db.execute(sql`
    update sales_import_rows r set state = 'matched', reason = null, release_id = m.id, user_id = m.user_id
      from music_releases m
     where r.import_id = ${importId} and r.state = 'unmatched' and r.upc is not null and m.upc is not null
       and (case when length(m.upc) = 12 then '0' || m.upc else m.upc end) = (case when length(r.upc) = 12 then '0' || r.upc else r.upc end)`);
}

/** Row counts and per store and currency totals of the matched rows, written on the import. */
export async function createImport(deps: Deps, actor: Actor, input: CreateImportInput): Promise<ImportPreviewDto> {
  if (input.contentLength !== undefined && input.contentLength > 2 * 1024 ** 3)
    throw new DomainError('PAYLOAD_TOO_LARGE', IMPORT_TEXTS.tooLarge('2 GB'));
  const report = await openReport(input.body, input.format);
  const client = await deps.pool.connect();
  let importId: string;
  try {
    await client.query('begin');
    const created = await client.query<{ id: string }>(
      `insert into sales_imports (format, file_name, file_hash, source, created_by) values ($1, $2, 'pending', $3, $4) returning id`,
      [report.format, input.fileName, input.source ?? DEFAULT_SOURCE[report.format], actor.kind === 'user' ? actor.userId : null],
    );
    importId = created.rows[0]!.id;
    const seen = await copyRows(client, new CodeMatcher(deps.pool), importId, report.batches);
    if (!seen.count) throw invalid(IMPORT_TEXTS.empty);
    const meta = report.meta();
    const source = input.source ?? meta.sender ?? seen.source ?? DEFAULT_SOURCE[report.format];
    const statementId = meta.statementId ?? seen.statementId;
    const booked = await client.query<{ why: string }>(
      `select case when file_hash = $1 then 'file' else 'statement' end why from sales_imports
        where status in ('confirmed','replaced') and (file_hash = $1 or (source = $2 and statement_id = $3)) limit 1`,
      [meta.hash, source, statementId],
    );
    if (booked.rows[0])
      throw new DomainError('CONFLICT', booked.rows[0].why === 'file' ? IMPORT_TEXTS.duplicateFile : IMPORT_TEXTS.duplicateStatement);
    await client.query(`update sales_imports set file_hash = $2, source = $3, statement_id = $4, store = $5, period = $6 where id = $1`, [
      importId,
      meta.hash,
      source,
      statementId,
      seen.store,
      seen.period,
    ]);
    // fresh statistics, so that what follows, and booking at confirmation, plan for this many rows
    await client.query('analyze sales_import_rows');
    const db = drizzle({ client });
    // lines repeated in the file, and lines an earlier import booked: duplicates, never booked
    if (seen.keyed) await recordStatements(db, importId, seen.keyedStatements);
    if (seen.repeats) await settleRepeats(db, importId);
    if (seen.keyed) await flagBookedLines(db, importId);
    await countRows(db, importId);
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
