// The rows of a report COPied straight into sales_import_rows as they stream, matched on the way
// (match-codes.ts) and keyed (line-keys.ts), with what the import learns of them as they pass.
import { finished as streamFinished } from 'node:stream/promises';
import type pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { statementKey, type ReadResult } from '../../../domain/report-formats.ts';
import { units } from '../../../domain/earnings-decimal.ts';
import { RATE_TEXTS } from '../../../domain/exchange-rates.ts';
import type { ExchangeRateDto } from '../../../domain/royalty-imports-dto.ts';
import { LineKeys } from './line-keys.ts';
import type { CodeMatcher } from './match-codes.ts';

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
 * settleRepeats can put it back. Counted in `tally` by its state.
 */
function copyLine(
  importId: string,
  r: ReadResult,
  matcher: CodeMatcher,
  copiedKey: string | null,
  firstLine: number | null,
  tally: RowStates,
): string {
  const f = copyField;
  if (!r.ok) {
    tally.refused++;
    const x = r.refused;
    return `${importId}\t${x.line}\trefused\t${f(x.reason)}\t${f(x.isrc ?? null)}\t${f(x.upc ?? null)}\t${f(x.title ?? null)}\t${f(x.artist ?? null)}\t${f(x.store ?? null)}\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\n`;
  }
  const x = r.row;
  const m = matcher.match(x.isrc, x.upc);
  const state = firstLine !== null ? 'duplicate' : m ? 'matched' : 'unmatched';
  tally[state]++;
  const reason = m ? '\\N' : f(x.isrc ? `No track with ISRC ${x.isrc}` : `No release with UPC ${x.upc}`);
  const tail = m ? `${m.releaseId}\t${m.trackId ?? '\\N'}\t${m.userId}` : '\\N\t\\N\t\\N';
  return `${importId}\t${x.line}\t${state}\t${reason}\t${f(x.isrc)}\t${f(x.upc)}\t${f(x.title)}\t${f(x.artist)}\t${f(x.store)}\t${x.useType}\t${x.country}\t${x.usageStart}\t${x.usageEnd}\t${x.quantity}\t${x.amount}\t${f(x.currency)}\t${f(x.tier)}\t${f(x.commercialModel)}\t${tail}\t${copiedKey ?? '\\N'}\t${firstLine ?? '\\N'}\n`;
}

/** How many lines were written in each state. */
export type RowStates = { matched: number; unmatched: number; refused: number; duplicate: number };

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
export async function copyRows(client: pg.PoolClient, matcher: CodeMatcher, importId: string, batches: AsyncIterable<ReadResult[]>) {
  const stores = new Distinct();
  const periods = new Distinct();
  const statements = new Distinct();
  const sources = new Distinct();
  const currencies = new Set<string>();
  const tiers = new Set<string>();
  const models = new Set<string>();
  // the rate to USD the report gives each currency (our CSV's exchange_rate), with the line that gave it first
  const reportRates = new Map<string, { rate: string; line: number }>();
  const keys = new LineKeys();
  let keyedStatements: Set<string> | null = new Set<string>();
  let last = { source: null as string | null, statementId: null as string | null, copied: '' };
  let repeats = 0;
  let count = 0;
  const states: RowStates = { matched: 0, unmatched: 0, refused: 0, duplicate: 0 };
  const copy = client.query(
    copyStreams.from(
      `copy sales_import_rows (import_id, line, state, reason, isrc, upc, title, artist, store, use_type, country, usage_start, usage_end,
                               quantity, amount, currency, tier, commercial_model, release_id, track_id, user_id, line_key, duplicate_of_line) from stdin`,
    ),
  );
  const finished = streamFinished(copy);
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
      text += copyLine(importId, r, matcher, key, first, states);
    }
    batch = [];
    if (!copy.write(text)) await new Promise((r) => copy.once('drain', r));
  };
  try {
    for await (const read of batches) {
      count += read.length;
      for (let r of read) {
        if (r.ok && r.row.rate !== null) {
          const first = reportRates.get(r.row.currency);
          if (!first) reportRates.set(r.row.currency, { rate: r.row.rate, line: r.row.line });
          else if (units(first.rate) !== units(r.row.rate)) {
            const { line, isrc, upc, title, store } = r.row;
            r = {
              ok: false,
              refused: { line, isrc, upc, title, store, reason: RATE_TEXTS.reportRateDiffers(r.row.currency, first.rate, first.line) },
            };
          }
        }
        if (r.ok) {
          currencies.add(r.row.currency);
          // a report names a few tiers and models (the analytics' filter options); a runaway file adds no more than 100
          if (r.row.tier !== null && tiers.size < 100) tiers.add(r.row.tier);
          if (r.row.commercialModel !== null && models.size < 100) models.add(r.row.commercialModel);
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
    states,
    currencies: [...currencies].sort(),
    tiers: [...tiers],
    models: [...models],
    reportRates: [...reportRates].map(([currency, r]): ExchangeRateDto => ({ currency, rate: r.rate, source: 'report' })),
    keyedStatements: keyedStatements && [...keyedStatements],
  };
}
