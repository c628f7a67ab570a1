// The records read directly must be csv-parse's own: the same fields, the same line numbers and
// the same refusals, for any text cut into any pieces (quotes, CR, LF, CR LF, blank lines,
// byte-order marks, tabs, characters of several bytes), and for records too long to split.
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { Parser } from 'csv-parse';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../domain/errors.ts';
import { TUNELANE_COLUMNS } from '../../../domain/report-csv-formats.ts';
import { GOOD_CSV_LINE } from '../../../domain/report-formats.fixtures.ts';
import { csvRecords, MAX_RECORD_CHARS, readOptions, type CsvDialect, type CsvRecord } from './csv-records.ts';
import { openReport } from './read-report.ts';

const CSV: CsvDialect = { delimiter: ',', quote: true };
const TSV: CsvDialect = { delimiter: '\t', quote: false };

type Outcome = { records: CsvRecord[] } | { error: string };

/** csv-parse alone over the pieces, each record with the line of `info`. */
async function reference(pieces: string[], dialect: CsvDialect): Promise<Outcome> {
  const parser = Readable.from(pieces).pipe(new Parser({ ...readOptions(dialect), info: true }));
  const records: CsvRecord[] = [];
  try {
    for await (const r of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) records.push([r.info.lines, r.record]);
  } catch (e) {
    return { error: (e as Error).message };
  }
  return { records };
}

async function direct(pieces: string[], dialect: CsvDialect): Promise<Outcome> {
  const records: CsvRecord[] = [];
  try {
    for await (const batch of csvRecords(Readable.from(pieces), dialect)) records.push(...batch);
  } catch (e) {
    return { error: (e as Error).message };
  }
  return { records };
}

/** The text cut at the given code point positions (a decoder never splits a character). */
function cut(text: string, at: number[]): string[] {
  const chars = Array.from(text);
  const points = [...new Set(at.map((a) => a % (chars.length + 1)))].sort((a, b) => a - b);
  const pieces: string[] = [];
  let from = 0;
  for (const p of [...points, chars.length]) {
    if (p > from) pieces.push(chars.slice(from, p).join(''));
    from = p;
  }
  return pieces;
}

const TOKENS = ['a', 'bc', ',', '\t', '"', '""', '\r', '\n', '\r\n', ' ', 'é', '😀', '\uFEFF', 'x,y,z\n', '"q,\n"'];
const text = fc.array(fc.constantFrom(...TOKENS), { maxLength: 40 }).map((t) => t.join(''));

describe('records read directly, as csv-parse reads them', () => {
  it('gives csv-parse’s records, lines and refusals for any text in any pieces, CSV and TSV', async () => {
    await fc.assert(
      fc.asyncProperty(text, fc.array(fc.nat(60), { maxLength: 6 }), fc.boolean(), async (t, at, tsv) => {
        const dialect = tsv ? TSV : CSV;
        const pieces = cut(t, at);
        expect(await direct(pieces, dialect)).toEqual(await reference(pieces, dialect));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads report-like files: plain lines split, quoted ones by csv-parse, every line ending', async () => {
    const lines = ['h1,h2,h3', 'a,b,c', '"Night, ""Drive""",b,c', '', '"two\nlines",b,c', 'a,,', ' ', '"x"'];
    for (const ending of ['\n', '\r\n', '\r']) {
      const t = lines.join(ending) + ending;
      for (const size of [1, 3, 7, 1000]) {
        const pieces = cut(
          t,
          Array.from({ length: Math.ceil(t.length / size) }, (_, i) => i * size),
        );
        const got = await direct(pieces, CSV);
        expect(got).toEqual(await reference(pieces, CSV));
        expect('records' in got && got.records.map(([line]) => line)).toEqual([1, 2, 3, 6, 7, 8, 9]);
      }
    }
  });

  it('refuses what csv-parse refuses, naming the line in the whole file', async () => {
    const open = ['h1,h2', 'a,b', 'c,d', '"open,e', 'f,g'].join('\n');
    expect(await direct([open], CSV)).toEqual({
      error: 'Quote Not Closed: the parsing is finished with an opening quote at line 5',
    });
    expect(await direct([open], CSV)).toEqual(await reference([open], CSV));
    const stray = ['h1,h2', 'a,b', 'c"c,d', 'e,f'].join('\n');
    const refused = await direct([stray], CSV);
    expect(refused).toEqual(await reference([stray], CSV));
    expect('error' in refused && refused.error).toMatch(/^Invalid Opening Quote: .* at line 3,/);
  });

  it('reads long lines as csv-parse does: split up to its record size, refused past it, whether quoted or not', async () => {
    for (const field of [
      'x'.repeat(300_000),
      'é'.repeat(400_000),
      'x'.repeat(MAX_RECORD_CHARS + 1),
      `"${'y'.repeat(MAX_RECORD_CHARS + 1)}"`,
    ]) {
      const t = `h1,h2\na,b\n${field},c\nd,e\n`;
      const pieces = cut(
        t,
        Array.from({ length: 40 }, (_, i) => i * 65_536),
      );
      expect(await direct(pieces, CSV)).toEqual(await reference(pieces, CSV));
    }
  });

  it('hands the rest of a file quoting most lines to csv-parse’s stream, and still agrees', async () => {
    const lines = Array.from({ length: 3000 }, (_, i) => (i % 4 === 0 ? `plain ${i},b` : `"quoted, ${i}","say ""b"""`));
    const t = `h1,h2\n${lines.join('\n')}\n"last\nline",x\n`;
    const pieces = cut(
      t,
      Array.from({ length: 30 }, (_, i) => i * 4096),
    );
    const got = await direct(pieces, CSV);
    expect(got).toEqual(await reference(pieces, CSV));
    expect('records' in got && got.records.at(-1)).toEqual([3003, ['last\nline', 'x']]);
  });

  it('hands the rest of the file to csv-parse’s stream when one record stays open too long, and still agrees', async () => {
    // a quoted field of 2.5 million characters over many lines: longer than what is held for one record
    const long = `"${'z,\n'.repeat(300_000)}"`;
    const t = `h1,h2\na,b\n${long},c\nd,e\n"f",g\n`;
    const pieces = cut(
      t,
      Array.from({ length: 20 }, (_, i) => i * 65_536),
    );
    const got = await direct(pieces, CSV);
    expect(got).toEqual(await reference(pieces, CSV));
    const commas = `h1\n${','.repeat(2_100_000)}\nlast\n`;
    const cutCommas = cut(
      commas,
      Array.from({ length: 40 }, (_, i) => i * 65_536),
    );
    const many = await direct(cutCommas, CSV);
    expect(many).toEqual(await reference(cutCommas, CSV));
    expect('records' in many && many.records.map(([line, f]) => [line, f.length])).toEqual([
      [1, 1],
      [2, 2_100_001],
      [3, 1],
    ]);
  });
});

describe('a report that is not valid CSV', () => {
  it('is refused as a whole with csv-parse’s reason, a quote inside an unquoted field too', async () => {
    const fields: Record<string, string> = { ...GOOD_CSV_LINE, track_title: 'Night "Drive' };
    const line = TUNELANE_COLUMNS.map((c) => fields[c]).join(',');
    const report = await openReport(Readable.from([Buffer.from(`${TUNELANE_COLUMNS.join(',')}\n${line}\n`)]));
    const refusal = await (async () => {
      for await (const r of report.rows) void r;
    })().catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(DomainError);
    expect((refusal as DomainError).message).toBe(
      `The file is not valid CSV: Invalid Opening Quote: a quote is found on field ${TUNELANE_COLUMNS.indexOf('track_title')} at line 2, value is "Night "`,
    );
  });
});
