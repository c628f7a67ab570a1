// The DDEX DSR Basic Audio Profile flat file: its lines split, its records' fields, a report in
// several files, and the exact parts of a summary's revenue its usage lines get.
import type { UseType } from './use-types.ts';

/** Splits a DSR line on tabs; a backslash escapes the character after it (tab, pipe, newline, backslash). */
export function splitDsrLine(text: string): string[] {
  const out: string[] = [];
  let cur = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\\' && i + 1 < text.length) {
      const next = text[++i]!;
      cur += next === 'n' ? '\n' : next === 't' ? '\t' : next;
    } else if (ch === '\t') {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

/**
 * Field positions we read (0 is the record type), as DSR Part 8 (record type definitions) lays
 * the records of the Basic Audio Profile out; docs/sales-report-format.md lists them. Summary
 * records SY01 and SY02 share their first twelve cells (SY01 calls its usages TotalUsages and
 * its currency CurrencyOfReporting); usage records SU01 (downloads) and SU02 (streams) share
 * theirs up to the usages, which SU01 gives after SalesUpgrade.
 */
export const DSR_FIELDS = {
  HEAD: { messageId: 4, fileNumber: 6, numberOfFiles: 7, usageStart: 8, usageEnd: 9, senderName: 11 },
  SY: {
    summaryId: 1,
    distributionChannel: 2,
    commercialModel: 4,
    useType: 5,
    territory: 6,
    serviceDescription: 7,
    usages: 8,
    currency: 10,
    netRevenue: 11,
  },
  RE: { blockId: 1, releaseRef: 2, icpn: 6, artist: 7, title: 9 },
  AS: { blockId: 1, resourceRef: 2, isrc: 4, title: 5, artist: 7 },
  SU: { blockId: 1, summaryId: 2, salesTransactionId: 3, resourceRef: 5, usages: { SU01: 8, SU02: 7 } },
  FOOT: { linesInFile: 1, summaryRecords: 3, blocksInFile: 4 },
} as const;

/**
 * A report may come in several files (DSR Part 1, multi-file messages): the same MessageId, each
 * file's HEAD giving its FileNumber of NumberOfFiles and repeating the whole report's summary
 * records. The files form one import; the lines of file k are numbered k·DSR_FILE_LINES + their
 * line in the file, so the set's lines stay apart (and in order) under one import.
 */
export const DSR_FILE_LINES = 100_000_000;
export const DSR_MAX_FILES = 20;

/** A stored line number as its file (null: a report in one file) and its line in that file. */
export function fileLine(stored: number): { file: number | null; line: number } {
  return stored >= DSR_FILE_LINES
    ? { file: Math.floor(stored / DSR_FILE_LINES), line: stored % DSR_FILE_LINES }
    : { file: null, line: stored };
}

/**
 * A usage line's part of its summary's revenue in a report of several files, which may arrive in
 * any order: floor(total·usages/whole) (toward minus infinity), known from the line alone. The
 * few units a summary's parts fall short of its total are added to its last line once every file
 * is in, so the parts still add up to the total exactly.
 */
export function floorPart(total: bigint, usages: bigint, whole: bigint): bigint {
  const n = total * usages;
  const q = n / whole;
  return n % whole !== 0n && n < 0n !== whole < 0n ? q - 1n : q;
}

/** The record types we read; other types of the profile (sub-releases RE02, LI, ...) carry nothing we book. */
export const DSR_SUMMARY_TYPES = ['SY01', 'SY02'] as const;
export const DSR_USAGE_TYPES = ['SU01', 'SU02'] as const;

/** A record's type without the version DSR 1.x writes after it ("SU02.03" is an SU02). */
export function dsrRecordType(cell: string): string {
  return cell.trim().replace(/\.\d+$/, '');
}

export type DsrSummary = {
  id: string;
  /** The store: the DistributionChannel (the sender when it has none). */
  service: string;
  /** The ServiceDescription: the tier or offer ("Premium", "Free", "Family"). */
  tier: string | null;
  commercialModel: string | null;
  useType: UseType;
  territory: string;
  usages: bigint;
  currency: string;
  revenue: bigint;
};

const DSR_USE_TYPES: Record<string, UseType> = {
  onDemandStream: 'stream',
  stream: 'stream',
  nonInteractiveStream: 'stream',
  permanentDownload: 'download',
  download: 'download',
  userMakeAvailableUserProvided: 'ugc',
  ugc: 'ugc',
};

export function dsrUseType(v: string): UseType {
  return DSR_USE_TYPES[v] ?? DSR_USE_TYPES[v.charAt(0).toLowerCase() + v.slice(1)] ?? 'other';
}

/**
 * Exact streaming proration: the part of `total` for a line whose usages end at `cumAfter` of
 * `whole`, given the lines before ended at `cumBefore`. Each part is floor(total·cum/whole)
 * minus the previous one, so the parts of a summary add up to its total to the last place
 * however many lines share it, and each is within one unit of its exact share.
 */
export function cumulativePart(total: bigint, cumBefore: bigint, cumAfter: bigint, whole: bigint): bigint {
  const floorDiv = (n: bigint, d: bigint) => {
    const q = n / d;
    return n % d !== 0n && n < 0n !== d < 0n ? q - 1n : q;
  };
  return floorDiv(total * cumAfter, whole) - floorDiv(total * cumBefore, whole);
}
