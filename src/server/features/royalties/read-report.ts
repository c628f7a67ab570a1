// Reads a sales report as it streams in, never holding it whole: bytes counted against the cap
// and hashed, gunzipped when they start with gzip's magic, decoded as strict UTF-8, the format
// told from the first lines, then each record mapped by domain/report-formats.ts to a row or a
// refusal. CSV and TSV records are csv-parse's (RFC 4180; csv-records.ts); the DSR flat file is
// read line by line. A store's own report is read through a report mapping (chosen, or detected
// from its header: domain/report-mapping-reader.ts), its last rows held back as they stream so
// the totals at its end are skipped.
import { createHash } from 'node:crypto';
import { invalid } from '../../../domain/errors.ts';
import type { ReportFormat } from '../../../domain/earnings-options.ts';
import { IMPORT_TEXTS } from '../../../domain/earnings.ts';
import type { ReadResult } from '../../../domain/report-formats.ts';
import type { ReportMappingDto } from '../../../domain/report-mappings-dto.ts';
import { MAX_RECORD_CHARS } from './csv-records.ts';
import { metered, unpacked, utf8Text } from './report-text.ts';
import { chooseReportFormat, HEAD_LINES, type ReadChoice } from './choose-report-format.ts';
import { delimitedRows, mappedRows } from './read-delimited-rows.ts';
import { dsrRows, readDsrHead, type DsrExtra, type DsrFile, type DsrSummaryRead } from './dsr-rows.ts';

export type ReportMeta = {
  format: ReportFormat;
  /** SHA-256 of the bytes as sent; known once the rows are all read. */
  hash: string;
  bytes: number;
  /** DSR: the HEAD's MessageId and sender. */
  statementId: string | null;
  sender: string | null;
  /** DSR: the summary records as read, with what this file's usage lines took of each (for a report in several files). */
  summaries: DsrSummaryRead[];
  /** A store's own report: the mapping it is read with. */
  mapping: { id: string; name: string } | null;
};

export type OpenedReport = {
  format: ReportFormat;
  /** The rows one at a time, or `batches` of them as they are read (a piece of the file each): one or the other. */
  rows: AsyncGenerator<ReadResult>;
  batches: AsyncGenerator<ReadResult[]>;
  meta: () => ReportMeta;
  /** A DSR file: its report and place in it, read from its HEAD before any row. */
  dsrFile: DsrFile | null;
  /** The mapping it is read with: chosen, or detected from the header (format mapped), or a shipped format's own. */
  mapping: ReportMappingDto | null;
  /** The header as read (none for a DSR). */
  header: () => string[];
};

/** Opens a report: the format is known once its first lines have arrived; the rows stream after them. */
export async function openReport(body: AsyncIterable<Uint8Array>, wanted: ReportFormat | ReadChoice = {}): Promise<OpenedReport> {
  const choice: ReadChoice = typeof wanted === 'string' ? { format: wanted } : wanted;
  const state = { bytes: 0, hash: createHash('sha256') };
  const text = utf8Text(unpacked(metered(body, state)));
  // the first lines (or the whole text, if shorter) decide the format: a mapping's header may follow rows it skips
  const wantLines =
    choice.format || choice.mapping ? 1 : Math.min(HEAD_LINES, Math.max(0, ...(choice.mappings ?? []).map((m) => m.skipTop)) + 2);
  let head = '';
  let ended = false;
  for (;;) {
    const n = await text.next();
    if (n.done) {
      ended = true;
      break;
    }
    head += n.value;
    if (head.split('\n').length > wantLines || head.length > MAX_RECORD_CHARS) break;
  }
  if (!head.trim()) throw invalid(IMPORT_TEXTS.empty);
  const lines = head.split(/\r?\n/);
  // the last line of the head is whole only if the text ended there
  if (!ended) lines.pop();
  if (!lines.length) lines.push(head);
  const { format, mapping } = chooseReportFormat(lines, choice);
  async function* whole() {
    yield head;
    yield* text;
  }
  const dsrFile = format === 'ddex_dsr' ? readDsrHead(lines[0]!) : null;
  const extra: DsrExtra = { statementId: null, sender: null, summaries: [] };
  const seen: { header: string[] } = { header: [] };
  const batches =
    format === 'ddex_dsr'
      ? inBatches(dsrRows(whole(), extra, dsrFile))
      : format === 'mapped'
        ? mappedRows(whole(), mapping!, seen)
        : delimitedRows(whole(), format, seen);
  let digest: string | null = null;
  const used = format === 'mapped' && mapping ? { id: mapping.id, name: mapping.name } : null;
  return {
    format,
    rows: oneByOne(batches),
    batches,
    meta: () => ({ format, hash: (digest ??= state.hash.digest('hex')), bytes: state.bytes, ...extra, mapping: used }),
    dsrFile,
    mapping,
    header: () => seen.header,
  };
}

async function* oneByOne(batches: AsyncIterable<ReadResult[]>): AsyncGenerator<ReadResult> {
  for await (const batch of batches) yield* batch;
}

/** DSR rows (read line by line) gathered in batches as the delimited formats give them. */
async function* inBatches(rows: AsyncIterable<ReadResult>, size = 500): AsyncGenerator<ReadResult[]> {
  let batch: ReadResult[] = [];
  for await (const r of rows) {
    batch.push(r);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}
