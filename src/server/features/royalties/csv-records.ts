// The records of a CSV or TSV report, exactly as csv-parse reads them with READ_OPTIONS, each
// with the line csv-parse gives it, at a tenth of its cost. csv-parse reads byte by byte (about
// 7.5 µs a row of our 20 columns, most of a large import's time); a line with no quote character
// and no carriage return or line feed inside is what csv-parse would split on the delimiter, so
// such lines are split directly. Every other record (quoted fields, a stray CR or LF, a very
// long line) is read by csv-parse itself; a record still open after MAX_PENDING characters, or a
// file where most records need csv-parse, hands the rest of the file to csv-parse's stream, so
// memory stays bounded and no file is read slower than by csv-parse alone.
// csv-records.test.ts compares both ways on random texts cut in random pieces.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, Parser, type Options } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';

/** A record: the line csv-parse counts it ending on, and its fields. */
export type CsvRecord = [line: number, fields: string[]];

export type CsvDialect = { delimiter: ',' | '\t' | ';' | '|'; quote: boolean };

/** A record may be at most this long (csv-parse counts the fields' characters). */
export const MAX_RECORD_CHARS = 1_000_000;

/** How csv-parse reads a report: RFC 4180 (quote '"' for CSV, none for TSV), any line ending, blank lines skipped. */
export const readOptions = ({ delimiter, quote }: CsvDialect): Options => ({
  delimiter,
  quote: quote ? '"' : false,
  bom: true,
  relax_column_count: true,
  skip_empty_lines: true,
  max_record_size: MAX_RECORD_CHARS,
});

/** A line split directly is at most this long, so that it cannot reach csv-parse's record size (3 bytes a character at most). */
const MAX_SPLIT_CHARS = MAX_RECORD_CHARS / 4;
/** Characters held for one unfinished record before the rest of the file goes to csv-parse's stream. */
const MAX_PENDING = 2 * MAX_RECORD_CHARS;
/**
 * csv-parse run on one record costs about four times its stream's cost a record: once more than a
 * fifth of the records (past the first few hundred) needed it, as in a file quoting every line,
 * the rest of the file goes to csv-parse's stream.
 */
const mostlyQuoted = (records: number, quoted: number) => quoted >= 200 && quoted * 5 > records;

type LineEnd = '\n' | '\r\n' | '\r';
const LF = 10;
const CR = 13;
const QUOTE = 34;

/**
 * csv-parse giving each record with the line it ends on (what `info: true` gives, read from the
 * parser's own counter as the record is pushed, without an info object per record).
 */
class NumberedParser extends Parser {
  override push(record: unknown, encoding?: BufferEncoding): boolean {
    return super.push(record === null ? null : [this.info.lines, record], encoding);
  }
}

/** The line ending csv-parse settles on: the first CR LF, LF or CR outside quotes; undefined when there is none (yet). */
function findLineEnd(text: string, quoted: boolean, end: boolean): LineEnd | undefined {
  let inQuotes = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (quoted && c === QUOTE) inQuotes = !inQuotes;
    else if (!inQuotes && c === LF) return '\n';
    else if (!inQuotes && c === CR) {
      if (i + 1 < text.length) return text.charCodeAt(i + 1) === LF ? '\r\n' : '\r';
      return end ? '\r' : undefined;
    }
  }
  return undefined;
}

/** Where the record starting at `from` ends (after its line ending), reading quotes; -1 when the text ends first. */
function recordEnd(text: string, from: number, lineEnd: LineEnd, quoted: boolean): number {
  let inQuotes = false;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (quoted && c === QUOTE) inQuotes = !inQuotes;
    else if (!inQuotes && text.startsWith(lineEnd, i)) return i + lineEnd.length;
  }
  return -1;
}

/** CRs and LFs: csv-parse counts a line for each it reads (a CR LF ending a record counts once). */
function breaks(text: string, to: number): number {
  let n = 0;
  for (let i = 0; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === LF || c === CR) n++;
  }
  return n;
}

/** csv-parse's message with the line counted in the whole file, not in the piece it was given. */
function atLine(e: unknown, firstLine: number): unknown {
  const within = e instanceof CsvError ? (e as CsvError & { lines?: unknown }).lines : undefined;
  if (typeof within === 'number')
    (e as CsvError).message = (e as CsvError).message.replace(`at line ${within}`, `at line ${firstLine + within - 1}`);
  return e;
}

/**
 * Reads the records of a text arriving in pieces, a batch per piece (empty batches left out).
 * Throws csv-parse's CsvError for text that is not valid CSV.
 */
export async function* csvRecords(text: AsyncIterable<string>, dialect: CsvDialect): AsyncGenerator<CsvRecord[]> {
  const { delimiter, quote } = dialect;
  const options = readOptions(dialect);
  const it = text[Symbol.asyncIterator]();
  let pending = '';
  let line = 1;
  let lineEnd: LineEnd | null = null;
  let first = true;
  let records = 0;
  let quoted = 0;
  try {
    for (;;) {
      const next = await it.next();
      const end = next.done === true;
      if (!end) pending += next.value;
      if (first && pending) {
        // the byte-order mark (text decoders drop it already; csv-parse would too)
        if (pending.charCodeAt(0) === 0xfeff) pending = pending.slice(1);
        first = false;
      }
      const batch: CsvRecord[] = [];
      let at = 0;
      while (lineEnd !== null || (lineEnd = findLineEnd(pending, quote, end) ?? null) !== null) {
        const e = pending.indexOf(lineEnd, at);
        if (e < 0 && !end) break;
        const stop = e < 0 ? pending.length : e;
        if (stop === at) {
          if (e < 0) break; // the end of the text
          line++; // an empty line
          at = e + lineEnd.length;
          continue;
        }
        const seg = pending.slice(at, stop);
        records++;
        if (isPlain(seg, quote)) {
          batch.push([line, seg.split(delimiter)]);
          at = e < 0 ? stop : e + lineEnd.length;
          if (e >= 0) line++;
          continue;
        }
        // a record for csv-parse: its end read with quotes in mind
        let to = recordEnd(pending, at, lineEnd, quote);
        if (to < 0) {
          if (!end) break;
          to = pending.length;
        }
        quoted++;
        const piece = pending.slice(at, to);
        const ended = piece.endsWith(lineEnd);
        batch.push(...readPiece(piece, line, lineEnd));
        line += breaks(piece, ended ? piece.length - lineEnd.length : piece.length) + (ended ? 1 : 0);
        at = to;
      }
      // no line ending in the whole text: it is one record
      if (lineEnd === null && end && pending) batch.push(...readPiece(pending, line, undefined));
      pending = pending.slice(at);
      if (batch.length) yield batch;
      if (end) return;
      if (pending.length > MAX_PENDING || mostlyQuoted(records, quoted)) {
        yield* streamRest(pending, it, line, lineEnd, options);
        return;
      }
    }
  } finally {
    await it.return?.();
  }

  /** One record (or none) read by csv-parse from a piece of the text starting on `firstLine`. */
  function readPiece(piece: string, firstLine: number, ending: LineEnd | undefined): CsvRecord[] {
    let records: [number, string[]][];
    try {
      records = parseSync(piece, { ...options, bom: false, record_delimiter: ending, info: true }).map((r) => [
        firstLine + (r as unknown as { info: { lines: number } }).info.lines - 1,
        (r as unknown as { record: string[] }).record,
      ]);
    } catch (e) {
      throw atLine(e, firstLine);
    }
    return records;
  }
}

/** The rest of the text read by csv-parse's stream, from line `line` on. */
async function* streamRest(
  pending: string,
  rest: AsyncIterator<string>,
  line: number,
  lineEnd: LineEnd | null,
  options: Options,
): AsyncGenerator<CsvRecord[]> {
  const parser = new NumberedParser({ ...options, bom: false, ...(lineEnd ? { record_delimiter: lineEnd } : {}) });
  // its line counter starts where the file is (csv-parse counts from 1)
  (parser.info as { lines: number }).lines = line;
  async function* all() {
    yield pending;
    for (;;) {
      const n = await rest.next();
      if (n.done) return;
      yield n.value;
    }
  }
  const feeding = pipeline(Readable.from(all()), parser).catch((e: unknown) =>
    parser.destroy(e instanceof Error ? e : new Error(String(e))),
  );
  try {
    for await (const record of parser as AsyncIterable<CsvRecord>) yield [record];
  } finally {
    await feeding;
  }
}

/** A line csv-parse would split on the delimiter alone: no quote (when quoting), no CR or LF, not near the record size. */
function isPlain(seg: string, quote: boolean): boolean {
  return seg.length <= MAX_SPLIT_CHARS && !(quote && seg.includes('"')) && !seg.includes('\r') && !seg.includes('\n');
}
