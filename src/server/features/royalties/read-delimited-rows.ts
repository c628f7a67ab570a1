// The rows of a CSV or TSV report, a batch for each piece of the text: our CSV, the trend CSV and
// the DistroKid-style TSV by their fixed headers, a store's own report through its mapping.
import { CsvError } from 'csv-parse';
import { invalid } from '../../../domain/errors.ts';
import { IMPORT_TEXTS } from '../../../domain/earnings.ts';
import { REPORT_TEXTS, columnIndex, type ColumnIndex, type ReadResult } from '../../../domain/report-formats.ts';
import {
  distrokidHeaderProblem,
  readDistrokidRecord,
  readTrendRecord,
  readTunelaneRecord,
  trendHeaderProblem,
  tunelaneHeaderProblem,
} from '../../../domain/report-csv-formats.ts';
import { mappedIndex, readMappedRecord, type MappedIndex } from '../../../domain/report-mapping-reader.ts';
import { MAPPING_TEXTS, type ReportMapping } from '../../../domain/report-mappings.ts';
import { csvRecords } from './csv-records.ts';
import { dialectOf } from './choose-report-format.ts';

/** CSV and TSV rows, a batch for each piece of the text (the records csvRecords gives for it). */
export async function* delimitedRows(
  text: AsyncIterable<string>,
  format: 'tunelane_csv' | 'distrokid_tsv' | 'trend_csv',
  seen: { header: string[] },
): AsyncGenerator<ReadResult[]> {
  const tsv = format === 'distrokid_tsv';
  let header: string[] | null = null;
  let at: ColumnIndex = {};
  const read = tsv ? readDistrokidRecord : format === 'trend_csv' ? readTrendRecord : readTunelaneRecord;
  const headerCheck = tsv ? distrokidHeaderProblem : format === 'trend_csv' ? trendHeaderProblem : tunelaneHeaderProblem;
  try {
    for await (const records of csvRecords(text, tsv ? { delimiter: '\t', quote: false } : { delimiter: ',', quote: true })) {
      const batch: ReadResult[] = [];
      for (const [line, record] of records) {
        if (!header) {
          header = record.map((h) => h.trim());
          seen.header = header;
          const problem = headerCheck(header);
          if (problem) throw invalid(problem);
          at = columnIndex(header);
        } else if (record.length !== header.length)
          batch.push({ ok: false, refused: { line, reason: REPORT_TEXTS.columnCount(record.length, header.length) } });
        else batch.push(read(line, record, at));
      }
      if (batch.length) yield batch;
    }
  } catch (e) {
    if (e instanceof CsvError) throw invalid(`The file is not valid CSV: ${e.message}`);
    throw e;
  }
  if (!header) throw invalid(IMPORT_TEXTS.empty);
}

/**
 * A store's report through its mapping: the rows it skips at the top, then the header (every
 * column the mapping names must be there), then the lines, the last `skipBottom` records held back
 * as they stream (a few at most) and dropped at the end as the report's totals, save any that
 * reads as a line.
 */
export async function* mappedRows(text: AsyncIterable<string>, m: ReportMapping, seen: { header: string[] }): AsyncGenerator<ReadResult[]> {
  let skipped = 0;
  let header: string[] | null = null;
  let at: MappedIndex = {};
  const held: [number, string[]][] = [];
  const read = (line: number, record: string[]): ReadResult =>
    record.length !== header!.length && !(record.length > header!.length && record.slice(header!.length).every((v) => !v.trim()))
      ? { ok: false, refused: { line, reason: REPORT_TEXTS.columnCount(record.length, header!.length) } }
      : readMappedRecord(line, record, at, m);
  try {
    for await (const records of csvRecords(text, dialectOf(m))) {
      const batch: ReadResult[] = [];
      for (const [line, record] of records) {
        if (skipped < m.skipTop) skipped++;
        else if (!header) {
          header = record.map((h) => h.trim());
          seen.header = header;
          const index = mappedIndex(m, header);
          if (typeof index === 'string') throw invalid(index);
          at = index;
        } else if (m.skipBottom) {
          held.push([line, record]);
          if (held.length > m.skipBottom) batch.push(read(...held.shift()!));
        } else batch.push(read(line, record));
      }
      if (batch.length) yield batch;
    }
  } catch (e) {
    if (e instanceof CsvError) throw invalid(`The file is not valid CSV: ${e.message}`);
    throw e;
  }
  if (!header) throw invalid(skipped ? MAPPING_TEXTS.noHeader(m.skipTop) : IMPORT_TEXTS.empty);
  // the records held back are the report's totals, unless one reads as a line (a report with fewer total lines): a line is never dropped
  const lines = held.map((h) => read(...h)).filter((r) => r.ok);
  if (lines.length) yield lines;
}
