// Tells a report's format, and the mapping it is read with, from its first lines: a format or
// mapping chosen, else our CSV, the trend CSV, the DistroKid-style TSV, a DSR by its HEAD, or a
// store's own report whose header a mapping detects (domain/report-mapping-reader.ts).
import { parse as parseSync } from 'csv-parse/sync';
import { invalid } from '../../../domain/errors.ts';
import type { ReportFormat } from '../../../domain/earnings-options.ts';
import { distrokidHeaderProblem, trendHeaderProblem, tunelaneHeaderProblem } from '../../../domain/report-csv-formats.ts';
import { REPORT_TEXTS } from '../../../domain/report-formats.ts';
import { detectMapping } from '../../../domain/report-mapping-reader.ts';
import { delimiterQuotes, MAPPING_TEXTS, type ReportMapping } from '../../../domain/report-mappings.ts';
import type { ReportMappingDto } from '../../../domain/report-mappings-dto.ts';
import { readOptions, type CsvDialect } from './csv-records.ts';

/** How a report is to be read: a format or a mapping chosen, and the mappings a header may be detected as. */
export type ReadChoice = { format?: ReportFormat; mapping?: ReportMappingDto; mappings?: readonly ReportMappingDto[] };

/** How many lines the head holds at most: enough for the header of a mapping that skips rows at the top. */
export const HEAD_LINES = 52;

function detect(firstLine: string): ReportFormat {
  if (/^HEAD(\t|$)/.test(firstLine)) return 'ddex_dsr';
  if (firstLine.includes('\t') && firstLine.includes('ISRC')) return 'distrokid_tsv';
  if (firstLine.includes(',')) return 'tunelane_csv';
  throw invalid(REPORT_TEXTS.unknownFormat);
}

/** The record at `index` (blank lines not counted) of the head's complete lines, as a mapping's dialect splits it; null when the head is shorter. */
function headRecord(lines: string[], index: number, m: ReportMapping): string[] | null {
  const line = lines.filter((l) => l.trim())[index];
  if (line === undefined) return null;
  try {
    const [record] = parseSync(line, { ...readOptions(dialectOf(m)), bom: false }) as string[][];
    return record?.map((h) => h.trim()) ?? null;
  } catch {
    return null;
  }
}

export const dialectOf = (m: ReportMapping): CsvDialect => ({ delimiter: m.delimiter, quote: delimiterQuotes(m.delimiter) });

/** The format, and mapping, of a report told from its first lines. */
export function chooseReportFormat(lines: string[], choice: ReadChoice): { format: ReportFormat; mapping: ReportMappingDto | null } {
  if (choice.mapping) return { format: choice.mapping.reader ?? 'mapped', mapping: choice.mapping };
  const mappings = choice.mappings ?? [];
  const declared = mappings.filter((m) => !m.reader);
  const first = lines[0] ?? '';
  if (choice.format && choice.format !== 'mapped') return { format: choice.format, mapping: readerMapping(mappings, choice.format) };
  if (!choice.format) {
    if (/^HEAD(\t|$)/.test(first)) return { format: 'ddex_dsr', mapping: null };
    // our CSV and the DistroKid-style TSV by their exact headers, before any mapping
    const comma = first.split(',').map((h) => h.trim());
    if (!tunelaneHeaderProblem(comma)) return { format: 'tunelane_csv', mapping: readerMapping(mappings, 'tunelane_csv') };
    // our columns without any of money: a trend report, read as estimates
    if (!trendHeaderProblem(comma)) return { format: 'trend_csv', mapping: null };
    const tab = first.split('\t').map((h) => h.trim());
    if (!distrokidHeaderProblem(tab)) return { format: 'distrokid_tsv', mapping: readerMapping(mappings, 'distrokid_tsv') };
  }
  const detected = detectMapping(declared, (m) => headRecord(lines, m.skipTop, m));
  if (detected) return { format: 'mapped', mapping: detected };
  if (choice.format === 'mapped') throw invalid(MAPPING_TEXTS.notDetected);
  const format = detect(first);
  return { format, mapping: readerMapping(mappings, format) };
}

const readerMapping = (mappings: readonly ReportMappingDto[], format: ReportFormat) => mappings.find((m) => m.reader === format) ?? null;
