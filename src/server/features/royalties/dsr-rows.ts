// The rows of a DDEX DSR flat file, read line by line: its HEAD (the report and this file's place
// in it), its summary records with the money, its release and resource blocks and usage lines,
// and FOOT's counts; what the summaries gave is kept for a report in several files.
import { Readable } from 'node:stream';
import { createInterface } from 'node:readline';
import { invalid } from '../../../domain/errors.ts';
import { IMPORT_TEXTS } from '../../../domain/earnings.ts';
import {
  DSR_FIELDS,
  DSR_FILE_LINES,
  DSR_MAX_FILES,
  DSR_SUMMARY_TYPES,
  DSR_USAGE_TYPES,
  cumulativePart,
  dsrRecordType,
  dsrUseType,
  floorPart,
  splitDsrLine,
  type DsrSummary,
} from '../../../domain/report-dsr-format.ts';
import { REPORT_TEXTS, readAmount, readIdentifiers, type ReadResult } from '../../../domain/report-formats.ts';
import { formatUnits, units } from '../../../domain/earnings-decimal.ts';
import { isCountryCode } from '../../../domain/territories.ts';
import { isCurrencyCode } from '../../../domain/exchange-rates.ts';

/** A DSR summary record and this file's usage lines of it: usages, the parts of its revenue given, and the last line booked from it. */
export type DsrSummaryRead = Omit<DsrSummary, 'usages' | 'revenue'> & {
  usages: string;
  revenue: string;
  seen: string;
  given: string;
  lastLine: number | null;
};

/** A DSR file's place in its report (DSR Part 1: FileNumber of NumberOfFiles, one MessageId). */
export type DsrFile = { messageId: string; sender: string | null; number: number; of: number; usageStart: string; usageEnd: string };

export type DsrExtra = { statementId: string | null; sender: string | null; summaries: DsrSummaryRead[] };

/** The report and place of a DSR file from its HEAD (a HEAD without FileNumber and NumberOfFiles is a report in one file). */
export function readDsrHead(line: string): DsrFile | null {
  const f = splitDsrLine(line);
  if (dsrRecordType(f[0] ?? '') !== 'HEAD') return null; // refused as it is read
  const h = DSR_FIELDS.HEAD;
  const at = (i: number) => (f[i] ?? '').trim();
  const n = at(h.fileNumber) || '1';
  const of = at(h.numberOfFiles) || '1';
  if (!/^\d{1,2}$/.test(n) || !/^\d{1,2}$/.test(of) || Number(n) < 1 || Number(n) > Number(of) || Number(of) > DSR_MAX_FILES)
    throw invalid(REPORT_TEXTS.dsrFileNumber(n, of));
  return {
    messageId: at(h.messageId),
    sender: at(h.senderName) || null,
    number: Number(n),
    of: Number(of),
    usageStart: at(h.usageStart),
    usageEnd: at(h.usageEnd),
  };
}

type Cell = (i: number) => string;
type Summary = DsrSummary & { seen: bigint; given: bigint; lastLine: number | null };
type Head = { start: string; end: string; period: string };
type Release = { blockId: string; releaseRef: string; upc: string | null; title: string; artist: string; upcProblem: string | null };
type Resource = { isrc: string | null; title: string; artist: string; problem: string | null };

/** What the file has said so far, as its lines are read. */
type DsrState = {
  extra: DsrExtra;
  /** A file of a report in several files: its lines are numbered after the file's number. */
  inSet: boolean;
  offset: number;
  head: Head | null;
  summaries: Map<string, Summary>;
  release: Release | null;
  resources: Map<string, Resource>;
  blocks: Set<string>;
};

function readHeadRecord(at: Cell, extra: DsrExtra): Head {
  const h = DSR_FIELDS.HEAD;
  const start = at(h.usageStart);
  const end = at(h.usageEnd);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(end))
    throw invalid('The DSR HEAD record has no usage period (UsageStartDate, UsageEndDate).');
  extra.statementId = at(h.messageId) || null;
  extra.sender = at(h.senderName) || null;
  return { start, end, period: start.slice(0, 7) };
}

function readSummaryRecord(n: number, at: Cell, sender: string | null): Summary {
  const s = DSR_FIELDS.SY;
  const usages = at(s.usages);
  const revenue = readAmount(at(s.netRevenue), 20);
  if (!/^\d{1,15}$/.test(usages) || revenue === null)
    throw invalid(`Line ${n}: summary record ${at(s.summaryId)} has a bad usage count or revenue.`);
  const currency = at(s.currency).toUpperCase();
  if (!isCurrencyCode(currency)) throw invalid(`Line ${n}: ${REPORT_TEXTS.currency(currency)}`);
  return {
    id: at(s.summaryId),
    // the store is the service (DistributionChannel, else the sender); the ServiceDescription is its tier
    service: at(s.distributionChannel) || sender || 'DSR',
    tier: at(s.serviceDescription) || null,
    commercialModel: at(s.commercialModel) || null,
    useType: dsrUseType(at(s.useType)),
    // Stryker disable next-line StringLiteral: a blank territory is no two-letter code, so it ends as ZZ below anyway
    territory: at(s.territory).toUpperCase() || 'ZZ',
    usages: BigInt(usages),
    currency,
    revenue: units(revenue),
    seen: 0n,
    given: 0n,
    lastLine: null,
  };
}

function readReleaseRecord(at: Cell): Release {
  const r = DSR_FIELDS.RE;
  const ids = at(r.icpn) ? readIdentifiers('', at(r.icpn)) : null;
  return {
    blockId: at(r.blockId),
    releaseRef: at(r.releaseRef),
    upc: ids && typeof ids !== 'string' ? ids.upc : null,
    upcProblem: typeof ids === 'string' ? ids : null,
    title: at(r.title),
    artist: at(r.artist),
  };
}

function readResourceRecord(at: Cell): Resource {
  const a = DSR_FIELDS.AS;
  const ids = at(a.isrc) ? readIdentifiers(at(a.isrc), '') : null;
  return {
    isrc: ids && typeof ids !== 'string' ? ids.isrc : null,
    problem: typeof ids === 'string' ? ids : null,
    title: at(a.title),
    artist: at(a.artist),
  };
}

/**
 * A usage line: its exact part of its summary's revenue by usages (cumulativePart; in a file of a
 * set, the part taken from the line alone, floorPart), or its refusal.
 */
function readUsageLine(n: number, type: 'SU01' | 'SU02', at: Cell, st: DsrState, head: Head): ReadResult {
  const u = DSR_FIELDS.SU;
  const line = st.offset + n;
  st.blocks.add(at(u.blockId));
  const summary = st.summaries.get(at(u.summaryId));
  if (!summary) throw invalid(`Line ${n}: ${REPORT_TEXTS.dsrUnknownSummary(at(u.summaryId))}`);
  const usages = at(u.usages[type]);
  if (!/^\d{1,15}$/.test(usages)) return { ok: false, refused: { line, reason: REPORT_TEXTS.quantity } };
  const before = summary.seen;
  summary.seen += BigInt(usages);
  if (summary.seen > summary.usages)
    throw invalid(`Line ${n}: ${REPORT_TEXTS.dsrUsagesMismatch(summary.id, String(summary.usages), `more than that`)}`);
  const amount = st.inSet
    ? floorPart(summary.revenue, BigInt(usages), summary.usages || 1n)
    : cumulativePart(summary.revenue, before, summary.seen, summary.usages || 1n);
  summary.given += amount;
  const { release } = st;
  const res = st.resources.get(at(u.resourceRef));
  const problem = res?.problem ?? (res ? null : release?.upcProblem) ?? null;
  const isrc = res?.isrc ?? null;
  const upc = release && release.blockId === at(u.blockId) ? release.upc : null;
  // A summary over several territories (WORLDWIDE, a list) counts as ZZ; one code must be a country.
  const country = /^[A-Z]{2}$/.test(summary.territory) ? summary.territory : 'ZZ';
  const reason =
    problem ??
    (!isrc && !upc ? REPORT_TEXTS.noIdentifier : null) ??
    (country !== 'ZZ' && !isCountryCode(country) ? REPORT_TEXTS.country : null);
  if (reason) return { ok: false, refused: { line, reason, store: summary.service } };
  summary.lastLine = line;
  return {
    ok: true,
    row: {
      line,
      source: st.extra.sender,
      statementId: st.extra.statementId,
      lineId: at(u.salesTransactionId) || null,
      period: head.period,
      usageStart: head.start,
      usageEnd: head.end,
      store: summary.service,
      useType: summary.useType,
      country,
      isrc,
      upc,
      title: res?.title || release?.title || null,
      artist: res?.artist || release?.artist || null,
      quantity: Number(usages),
      amount: formatUnits(amount),
      currency: summary.currency,
      rate: null,
      tier: summary.tier,
      commercialModel: summary.commercialModel,
    },
  };
}

/** FOOT's counts, where it gives them, must be what the file held. */
function checkFoot(at: Cell, n: number, st: DsrState): void {
  const foot = DSR_FIELDS.FOOT;
  const counts = [
    ['lines', foot.linesInFile, n],
    ['summary records', foot.summaryRecords, st.summaries.size],
    ['blocks', foot.blocksInFile, st.blocks.size],
  ] as const;
  for (const [what, cell, got] of counts) {
    const said = at(cell);
    if (/^\d+$/.test(said) && Number(said) !== got) throw invalid(REPORT_TEXTS.dsrFootCount(what, Number(said), got));
  }
}

/** At the end, every summary's lines must add up to its usages (in a file of a set, checked once the set is in). */
function summariesRead(st: DsrState): DsrSummaryRead[] {
  for (const s of st.summaries.values()) {
    if (s.usages === 0n && s.revenue !== 0n) throw invalid(REPORT_TEXTS.dsrNoUsages(s.id));
    // a file of several: its summaries' usages are checked once the set is in (create-import.ts)
    if (!st.inSet && s.seen !== s.usages) throw invalid(REPORT_TEXTS.dsrUsagesMismatch(s.id, String(s.usages), String(s.seen)));
  }
  return [...st.summaries.values()].map((s) => ({
    ...s,
    usages: String(s.usages),
    revenue: formatUnits(s.revenue),
    seen: String(s.seen),
    given: formatUnits(s.given),
  }));
}

/**
 * The DSR flat file: HEAD, summary records (SY0x) with the money, then blocks of a release
 * (RE01), its sound recordings (AS0x) and usage lines (SU0x), then FOOT. Each usage line gets
 * its exact part of its summary's revenue by usages (cumulativePart); at the end every summary's
 * lines must add up to its usages, and FOOT must be there, or the whole file is refused.
 */
export async function* dsrRows(text: AsyncIterable<string>, extra: DsrExtra, file: DsrFile | null): AsyncGenerator<ReadResult> {
  const lines = createInterface({ input: Readable.from(text), crlfDelay: Infinity });
  // a file of a report in several files: its lines numbered after the file's number, each line's part
  // of its summary's revenue taken from the line alone (floorPart), its summaries' usages checked across the set
  const inSet = !!file && file.of > 1;
  const st: DsrState = {
    extra,
    inSet,
    offset: inSet ? file.number * DSR_FILE_LINES : 0,
    head: null,
    summaries: new Map(),
    release: null,
    resources: new Map(),
    blocks: new Set(),
  };
  let footSeen = false;
  let n = 0;
  for await (const raw of lines) {
    n++;
    if (inSet && n >= DSR_FILE_LINES) throw invalid(REPORT_TEXTS.dsrSetTooLong);
    if (!raw.trim()) continue;
    if (footSeen) throw invalid(REPORT_TEXTS.dsrAfterFoot);
    const f = splitDsrLine(raw);
    const type = dsrRecordType(f[0]!);
    const at = (i: number) => (f[i] ?? '').trim();
    if (!st.head) {
      if (type !== 'HEAD') throw invalid(REPORT_TEXTS.dsrNoHead);
      st.head = readHeadRecord(at, extra);
      continue;
    }
    if (/^(SY|SU)\d\d$/.test(type) && !([...DSR_SUMMARY_TYPES, ...DSR_USAGE_TYPES] as string[]).includes(type))
      throw invalid(`Line ${n}: ${REPORT_TEXTS.dsrRecordType(type)}`);
    if (type === 'SY01' || type === 'SY02') {
      const summary = readSummaryRecord(n, at, extra.sender);
      st.summaries.set(summary.id, summary);
    } else if (type === 'RE01') {
      st.blocks.add(at(DSR_FIELDS.RE.blockId));
      st.release = readReleaseRecord(at);
      st.resources.clear();
    } else if (type === 'AS01' || type === 'AS02') {
      st.resources.set(at(DSR_FIELDS.AS.resourceRef), readResourceRecord(at));
    } else if (type === 'SU01' || type === 'SU02') {
      yield readUsageLine(n, type, at, st, st.head);
    } else if (type === 'FOOT') {
      footSeen = true;
      checkFoot(at, n, st);
    }
    // other record types of the profile (sub-releases RE02, LI, ...) carry nothing we book
  }
  if (!st.head) throw invalid(IMPORT_TEXTS.empty);
  if (!footSeen) throw invalid(REPORT_TEXTS.dsrNoFoot);
  extra.summaries = summariesRead(st);
}
