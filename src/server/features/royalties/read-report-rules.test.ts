// Reading a report as it streams, at its edges: bytes counted and hashed as sent, gzip told by its
// two magic bytes, text split across chunks anywhere (inside the first line, inside a UTF-8
// character), NUL bytes and ISO-8859-1 refused, the format told from the first line only, CSV
// quoting, blank lines and line numbers, and every DSR record variant: HEAD's period, summaries'
// counts, currencies and territories, releases and resources of each block, usage lines' codes
// and fallbacks, FOOT's counts, and the refusals of the whole file word for word.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ReportFormat } from '../../../domain/earnings-options.ts';
import { DomainError } from '../../../domain/errors.ts';
import { REPORT_TEXTS, type ReadResult } from '../../../domain/report-formats.ts';
import { TUNELANE_COLUMNS } from '../../../domain/report-csv-formats.ts';
import { openReport } from './read-report.ts';
import { GOOD_CSV_LINE } from '../../../domain/report-formats.fixtures.ts';

/** The bytes sent in pieces of `size` (all at once by default). */
function body(bytes: Buffer | string, size = Infinity): Readable {
  const buf = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
  const chunks: Buffer[] = [];
  for (let i = 0; i < buf.length; i += Math.min(size, buf.length)) chunks.push(buf.subarray(i, i + size));
  return Readable.from(chunks);
}

async function read(bytes: Buffer | string, opts: { size?: number; wanted?: ReportFormat } = {}) {
  const report = await openReport(body(bytes, opts.size), opts.wanted);
  const rows: ReadResult[] = [];
  for await (const r of report.rows) rows.push(r);
  return { format: report.format, rows, meta: report.meta() };
}

async function refusal(bytes: Buffer | string, opts: { size?: number; wanted?: ReportFormat } = {}): Promise<string> {
  try {
    await read(bytes, opts);
  } catch (e) {
    if (e instanceof DomainError) return e.message;
    throw e;
  }
  throw new Error('read without a refusal');
}

const summary = (rows: ReadResult[]) => rows.map((r) => (r.ok ? `${r.row.line} ok` : `${r.refused.line}: ${r.refused.reason}`));

// ---- our CSV ----

const LINE = GOOD_CSV_LINE;
const HEADER = TUNELANE_COLUMNS.join(',');
const csvLine = (change: Record<string, string> = {}) => TUNELANE_COLUMNS.map((c) => ({ ...LINE, ...change })[c]).join(',');
const CSV = `${HEADER}\n${csvLine()}\n${csvLine({ quantity: '-2', amount: '-0.1' })}\n`;

describe('bytes as sent', () => {
  it('counts and hashes the bytes as sent, gzip or not, and reads the same rows in pieces of any size', async () => {
    const plain = await read(CSV);
    expect(plain.meta).toEqual({
      format: 'tunelane_csv',
      hash: createHash('sha256').update(CSV).digest('hex'),
      bytes: Buffer.byteLength(CSV),
      statementId: null,
      sender: null,
      summaries: [],
      mapping: null,
    });
    expect(summary(plain.rows)).toEqual(['2 ok', '3 ok']);
    const gz = gzipSync(CSV);
    const packed = await read(gz, { size: 7 });
    expect(packed.rows).toEqual(plain.rows);
    expect(packed.meta).toMatchObject({ format: 'tunelane_csv', hash: createHash('sha256').update(gz).digest('hex'), bytes: gz.length });
    expect((await read(CSV, { size: 3 })).rows).toEqual(plain.rows);
  });

  it('gives the same hash each time it is asked', async () => {
    const report = await openReport(body(CSV));
    for await (const r of report.rows) void r;
    expect(report.meta().hash).toBe(report.meta().hash);
  });

  it('refuses bytes that start like gzip but are not, and reads a file whose first byte alone is gzip’s as text', async () => {
    expect(await refusal(Buffer.concat([Buffer.from([0x1f, 0x8b]), Buffer.from('not really gzip at all')]))).toBe(
      'The file is not valid gzip.',
    );
    expect(await refusal(gzipSync(CSV).subarray(0, 30))).toBe('The file is not valid gzip.');
    // 0x1f then not 0x8b: text whose first column is unknown
    expect(await refusal(`\x1f${CSV}`)).toBe('Wrong columns: missing source.');
  });

  it('refuses an empty body, blank text, NUL bytes and ISO-8859-1 text with their reasons', async () => {
    expect(await refusal('')).toBe('The file is empty.');
    expect(await refusal(' \n\r\n\n')).toBe('The file is empty.');
    expect(await refusal(`${HEADER}\n${csvLine({ track_title: 'a\u0000b' })}\n`)).toBe(
      'The file contains NUL characters: it is not a text report.',
    );
    const latin1 = Buffer.from(`${HEADER}\n${csvLine({ track_title: 'Café' })}\n`, 'latin1');
    expect(await refusal(latin1)).toBe(REPORT_TEXTS.notUtf8);
    // a UTF-8 character cut short at the very end of the file
    expect(await refusal(Buffer.concat([Buffer.from(CSV), Buffer.from([0xc3])]))).toBe(
      'The file is not UTF-8 text (it looks like ISO-8859-1 or another encoding). Save it as UTF-8 and upload it again.',
    );
  });

  it('reads a UTF-8 character split between two pieces, and a byte-order mark before the header', async () => {
    const text = `${HEADER}\n${csvLine({ track_title: 'Café Ünïcødé' })}\n`;
    const { rows } = await read(text, { size: 2 });
    expect(rows).toMatchObject([{ ok: true, row: { title: 'Café Ünïcødé' } }]);
    expect(summary((await read(`\uFEFF${CSV}`)).rows)).toEqual(['2 ok', '3 ok']);
  });
});

describe('the format, told from the first line', () => {
  it('reads a first line arriving in pieces whole', async () => {
    expect((await read(CSV, { size: 4 })).format).toBe('tunelane_csv');
    expect((await read(DSR(GOOD), { size: 3 })).format).toBe('ddex_dsr');
  });

  it('takes HEAD as a whole first cell only, and tabs with ISRC as the TSV, commas as the CSV', async () => {
    // a bare HEAD line is a DSR file (whose HEAD lacks its period)
    expect(await refusal('HEAD\nFOOT\n')).toBe('The DSR HEAD record has no usage period (UsageStartDate, UsageEndDate).');
    expect(await refusal('HEAD\r\nFOOT\r\n')).toBe('The DSR HEAD record has no usage period (UsageStartDate, UsageEndDate).');
    expect(await refusal('HEADER,ISRC\n')).toMatch(/^Wrong columns: missing source, /);
    expect(await refusal('XHEAD\tISRC\n')).toMatch(/^Wrong columns: missing Reporting Date, /);
    // the DistroKid columns are looked for in the first line only
    expect(await refusal('a\tb\nISRC\n')).toBe(REPORT_TEXTS.unknownFormat);
    expect(await refusal('a\tb,c\n')).toMatch(/^Wrong columns: missing source, /);
    expect(await refusal('ISRC,x\n')).toMatch(/^Wrong columns: missing source, /);
    expect(await refusal('just words\n')).toBe(
      'This file is not in a format we read: our CSV, a DistroKid-style TSV, or a DDEX DSR flat file.',
    );
  });

  it('reads the format asked for, whatever the first line says', async () => {
    expect(await refusal(CSV, { wanted: 'distrokid_tsv' })).toMatch(/^Wrong columns: missing Reporting Date, /);
    expect(await refusal(CSV, { wanted: 'ddex_dsr' })).toBe(REPORT_TEXTS.dsrNoHead);
  });
});

describe('our CSV as a file', () => {
  it('reads quoted fields (commas, doubled quotes, line breaks), CRLF lines, a padded header and blank lines, numbering lines as in the file', async () => {
    const text = [
      HEADER.split(',')
        .map((c) => ` ${c} `)
        .join(','),
      csvLine({ track_title: '"Night, ""Drive"""' }),
      '',
      csvLine({ track_title: '"Two\nlines"' }),
      csvLine(),
    ].join('\r\n');
    const { rows } = await read(text);
    expect(rows.map((r) => (r.ok ? [r.row.line, r.row.title] : r.refused))).toEqual([
      [2, 'Night, "Drive"'],
      [5, 'Two\nlines'],
      [6, 'Song'],
    ]);
  });

  it('refuses a line with more or fewer fields than the header by itself, and a header alone gives no rows', async () => {
    const { rows } = await read(`${HEADER}\n${csvLine()},extra\na,b\n${csvLine()}\n`);
    expect(summary(rows)).toEqual([
      '2: This line has 23 fields; the header has 22.',
      '3: This line has 2 fields; the header has 22.',
      '4 ok',
    ]);
    expect((await read(`${HEADER}\n`)).rows).toEqual([]);
  });

  it('refuses a file that is not valid CSV as a whole, saying why', async () => {
    expect(await refusal(`${HEADER}\n${csvLine({ track_title: '"open' })}\n`)).toMatch(/^The file is not valid CSV: Quote Not Closed/);
    // a line of more than 1,000,000 characters is not read to its end
    expect(await refusal(`${HEADER}\n${csvLine({ track_title: 'x'.repeat(1_000_001) })}\n`)).toMatch(
      /^The file is not valid CSV: Max Record Size: .*1000000/,
    );
  });
});

describe('DistroKid-style TSV as a file', () => {
  const DK_HEADER = [
    'Reporting Date',
    'Sale Month',
    'Store',
    'Artist',
    'Title',
    'ISRC',
    'UPC',
    'Quantity',
    'Team Percentage',
    'Song/Album',
    'Country of Sale',
    'Songwriter Royalties Withheld',
    'Earnings (USD)',
  ];
  const dkLine = (title: string) => [
    '2026-11-05',
    '2026-10',
    'Tidal',
    'Ava',
    title,
    'USABC2600001',
    '',
    '1',
    '100',
    'Song',
    'US',
    '0',
    '0.01',
  ];

  it('reads quotes as part of the field, not as quoting', async () => {
    const text = [DK_HEADER, dkLine('"Hello" World'), dkLine('"open')].map((l) => l.join('\t')).join('\n');
    const { format, rows } = await read(text);
    expect(format).toBe('distrokid_tsv');
    expect(rows.map((r) => r.ok && r.row.title)).toEqual(['"Hello" World', '"open']);
  });
});

// ---- DSR ----

const tsv = (records: string[][]) => records.map((r) => r.join('\t')).join('\n') + '\n';
const DSR = tsv;

// MessageId 4, UsageStartDate 8, UsageEndDate 9, SenderName 11
const HEAD = [
  'HEAD',
  'dsrf/1.1.2/6/1.0',
  'BasicAudioProfile',
  '1.3',
  'MSG-1',
  '2026-11-02T10:00:00Z',
  '1',
  '1',
  '2026-10-01',
  '2026-10-31',
  'PADPIDA',
  'StreamCo',
];
// SummaryRecordId 1, UseType 5, Territory 6, ServiceDescription 7, Usages 8, Currency 10, NetRevenue 11
const sy = (
  id: string,
  o: { use?: string; territory?: string; channel?: string; service?: string; usages?: string; currency?: string; revenue?: string } = {},
) => [
  'SY02.03',
  id,
  o.channel ?? 'StreamCo',
  'DPID1',
  'SubscriptionModel',
  o.use ?? 'OnDemandStream',
  o.territory ?? 'US',
  o.service ?? 'StreamCo Premium',
  o.usages ?? '10',
  '5',
  o.currency ?? 'USD',
  o.revenue ?? '1.00',
];
// BlockId 1, ReleaseReference 2, ICPN 6, DisplayArtistName 7, Title 9
const re = (block: string, icpn = '0123456789012', title = 'Night Drive', artist = 'Ava') => [
  'RE01',
  block,
  'R1',
  'dsp-r',
  '',
  'CAT',
  icpn,
  artist,
  '',
  title,
];
// BlockId 1, ResourceReference 2, ISRC 4, Title 5, DisplayArtistName 7
const as = (block: string, ref: string, isrc: string, title = 'Song', artist = 'Bo') => [
  'AS01',
  block,
  ref,
  'dsp',
  isrc,
  title,
  '',
  artist,
];
// BlockId 1, SummaryRecordId 2, TransactedResourceReference 5, NumberOfStreams 7
const su = (block: string, summaryId: string, ref: string, usages: string) => ['SU02', block, summaryId, 'T', 'R1', ref, 'true', usages];
// SU01: usages at 8, after SalesUpgrade
const su01 = (block: string, summaryId: string, usages: string) => ['SU01', block, summaryId, 'T', 'R1', '', 'true', 'false', usages, '0'];
const foot = (lines: number | string, summaries: number | string, blocks: number | string) => [
  'FOOT',
  String(lines),
  '',
  String(summaries),
  String(blocks),
  '',
];

const GOOD = [HEAD, sy('S1'), re('B1'), as('B1', 'A1', 'USABC2600001'), su('B1', 'S1', 'A1', '10'), foot(6, 1, 1)];

describe('DSR HEAD', () => {
  it('gives the period, the statement (MessageId) and the sender (the store when a summary names none)', async () => {
    const { rows, meta } = await read(
      DSR([
        HEAD,
        sy('S1', { channel: '', service: '' }),
        re('B1'),
        as('B1', 'A1', 'USABC2600001'),
        su('B1', 'S1', 'A1', '10'),
        foot(6, 1, 1),
      ]),
    );
    expect(meta).toMatchObject({ format: 'ddex_dsr', statementId: 'MSG-1', sender: 'StreamCo' });
    expect(rows).toMatchObject([
      {
        ok: true,
        row: {
          source: 'StreamCo',
          statementId: 'MSG-1',
          period: '2026-10',
          usageStart: '2026-10-01',
          usageEnd: '2026-10-31',
          store: 'StreamCo',
        },
      },
    ]);
  });

  it('reads a HEAD without MessageId or sender as none, the store then "DSR"', async () => {
    const head = HEAD.map((v, i) => (i === 4 || i === 11 ? ' ' : v));
    const { rows, meta } = await read(
      DSR([
        head,
        sy('S1', { channel: '', service: '' }),
        re('B1'),
        as('B1', 'A1', 'USABC2600001'),
        su('B1', 'S1', 'A1', '10'),
        foot(6, 1, 1),
      ]),
    );
    expect(meta).toMatchObject({ statementId: null, sender: null });
    expect(rows).toMatchObject([{ ok: true, row: { source: null, statementId: null, store: 'DSR' } }]);
  });

  it('refuses a HEAD whose period is not two days', async () => {
    const said = 'The DSR HEAD record has no usage period (UsageStartDate, UsageEndDate).';
    for (const [start, end] of [
      ['2026-10-01x', '2026-10-31'],
      ['x2026-10-01', '2026-10-31'],
      ['2026-10-01', '2026-10-31x'],
      ['2026-10-01', 'x2026-10-31'],
      ['2026-10', '2026-10-31'],
    ])
      expect(await refusal(DSR([HEAD.map((v, i) => (i === 8 ? start! : i === 9 ? end! : v)), ...GOOD.slice(1)])), `${start} ${end}`).toBe(
        said,
      );
  });

  it('refuses a file whose first record is not HEAD (read as DSR when asked), and skips blank lines while counting them', async () => {
    expect(await refusal(DSR(GOOD.slice(1)), { wanted: 'ddex_dsr' })).toBe('The DSR file does not start with a HEAD record.');
    const { rows } = await read(
      `\n${DSR([HEAD, sy('S1'), re('B1'), as('B1', 'A1', 'USABC2600001')])}  \n${DSR([su('B1', 'S1', 'A1', '10'), foot(8, 1, 1)])}`,
      {
        wanted: 'ddex_dsr',
      },
    );
    expect(summary(rows)).toEqual(['7 ok']);
  });
});

describe('DSR summaries', () => {
  const one = (s: string[], usages = '10') =>
    DSR([HEAD, s, re('B1'), as('B1', 'A1', 'USABC2600001'), su('B1', 'S1', 'A1', usages), foot(6, 1, 1)]);

  it('reads the use type, the territory (blank or WORLDWIDE as the world, not a code as the world, an unknown country refused) and lower-case USD', async () => {
    const row = async (o: Parameters<typeof sy>[1]) => {
      const [r] = (await read(one(sy('S1', o)))).rows;
      return r!.ok ? [r!.row.useType, r!.row.country] : r!.refused.reason;
    };
    expect(await row({ use: 'PermanentDownload', territory: 'gb' })).toEqual(['download', 'GB']);
    expect(await row({ territory: '' })).toEqual(['stream', 'ZZ']);
    expect(await row({ territory: 'Worldwide' })).toEqual(['stream', 'ZZ']);
    expect(await row({ territory: 'USA' })).toEqual(['stream', 'ZZ']);
    expect(await row({ territory: 'U1' })).toEqual(['stream', 'ZZ']);
    // two letters that name no country: refused, as in the other formats
    expect(await row({ territory: 'XX' })).toBe(REPORT_TEXTS.country);
    expect(await row({ currency: 'usd' })).toEqual(['stream', 'US']);
  });

  it('refuses a bad usage count or revenue, and another currency, naming the line', async () => {
    const bad = 'Line 2: summary record S1 has a bad usage count or revenue.';
    for (const o of [
      { usages: '10x' },
      { usages: 'x10' },
      { usages: '-10' },
      { usages: '1234567890123456' },
      { usages: '' },
      { revenue: 'abc' },
      { revenue: '' },
    ])
      expect(await refusal(one(sy('S1', o))), JSON.stringify(o)).toBe(bad);
    expect(await refusal(one(sy('S1', { currency: 'euro' })))).toBe(
      'Line 2: Currency EURO is not a three-letter ISO 4217 code like USD or EUR.',
    );
    expect(await refusal(one(sy('S1', { currency: '' })))).toBe(
      'Line 2: Currency (none) is not a three-letter ISO 4217 code like USD or EUR.',
    );
    // another currency is read as it is, booked at the import's rate
    expect((await read(one(sy('S1', { currency: 'eur' })))).rows).toMatchObject([{ ok: true, row: { currency: 'EUR', rate: null } }]);
  });

  it('shares a negative revenue and one of more than 12 places exactly', async () => {
    const text = DSR([
      HEAD,
      sy('S1', { usages: '3', revenue: '-0.0000000000100' }),
      re('B1'),
      as('B1', 'A1', 'USABC2600001'),
      su('B1', 'S1', 'A1', '1'),
      su('B1', 'S1', 'A1', '2'),
      foot(7, 1, 1),
    ]);
    expect((await read(text)).rows.map((r) => r.ok && r.row.amount)).toEqual(['-0.000000000004', '-0.000000000006']);
  });

  it('refuses revenue with no usages to share it over, and takes a summary of no usages and no revenue', async () => {
    expect(await refusal(DSR([HEAD, sy('S1', { usages: '0', revenue: '0.01' }), foot(3, 1, 0)]))).toBe(
      'Summary record S1 has revenue but no usages to share it over.',
    );
    const zero = DSR([
      HEAD,
      sy('S1', { usages: '0', revenue: '0.00' }),
      re('B1'),
      as('B1', 'A1', 'USABC2600001'),
      su('B1', 'S1', 'A1', '0'),
      foot(6, 1, 1),
    ]);
    expect((await read(zero)).rows).toMatchObject([{ ok: true, row: { quantity: 0, amount: '0.000000000000' } }]);
  });

  it('refuses usage lines adding up to more or fewer usages than their summary', async () => {
    expect(await refusal(one(sy('S1'), '11'))).toBe(
      'Line 5: Summary record S1 counts 10 usages; its usage lines add up to more than that.',
    );
    expect(await refusal(one(sy('S1'), '9'))).toBe('Summary record S1 counts 10 usages; its usage lines add up to 9.');
  });

  it('takes record types that only look like summaries or usage lines as other records', async () => {
    const text = DSR([
      HEAD,
      sy('S1'),
      ['XSY04', 'x'],
      ['SY04X', 'x'],
      ['SU1', 'x'],
      re('B1'),
      as('B1', 'A1', 'USABC2600001'),
      su('B1', 'S1', 'A1', '10'),
      foot(9, 1, 1),
    ]);
    expect(summary((await read(text)).rows)).toEqual(['8 ok']);
  });
});

describe('DSR blocks and usage lines', () => {
  it('gives a download of the whole release (SU01) the release’s code, title and artist', async () => {
    const text = DSR([
      HEAD,
      sy('S1', { usages: '4', revenue: '8' }),
      re('B1', '860000000000', 'Album', 'Ava'),
      su01('B1', 'S1', '4'),
      foot(5, 1, 1),
    ]);
    expect((await read(text)).rows).toEqual([
      {
        ok: true,
        row: {
          line: 4,
          source: 'StreamCo',
          statementId: 'MSG-1',
          lineId: 'T',
          period: '2026-10',
          usageStart: '2026-10-01',
          usageEnd: '2026-10-31',
          store: 'StreamCo',
          useType: 'stream',
          country: 'US',
          isrc: null,
          upc: '860000000000',
          title: 'Album',
          artist: 'Ava',
          quantity: 4,
          amount: '8.000000000000',
          currency: 'USD',
          rate: null,
          tier: 'StreamCo Premium',
          commercialModel: 'SubscriptionModel',
        },
      },
    ]);
  });

  it('falls back on the release’s title and artist when the resource has none, and has none when neither does', async () => {
    const text = DSR([
      HEAD,
      sy('S1', { usages: '2' }),
      re('B1', '0123456789012', 'Album', 'Ava'),
      as('B1', 'A1', 'USABC2600001', '', ''),
      su('B1', 'S1', 'A1', '1'),
      re('B2', '', '', ''),
      as('B2', 'A2', 'USABC2600002', '', ''),
      su('B2', 'S1', 'A2', '1'),
      foot(9, 1, 2),
    ]);
    expect((await read(text)).rows.map((r) => r.ok && [r.row.isrc, r.row.upc, r.row.title, r.row.artist])).toEqual([
      ['USABC2600001', '0123456789012', 'Album', 'Ava'],
      ['USABC2600002', null, null, null],
    ]);
  });

  it('forgets the resources of the block before: a usage line naming one takes only its own release’s UPC', async () => {
    const text = DSR([
      HEAD,
      sy('S1', { usages: '2' }),
      re('B1', '0123456789012'),
      as('B1', 'A1', 'USABC2600001'),
      su('B1', 'S1', 'A1', '1'),
      re('B2', '860000000000', 'Second', 'Cy'),
      su('B2', 'S1', 'A1', '1'),
      foot(8, 1, 2),
    ]);
    expect((await read(text)).rows.map((r) => r.ok && [r.row.isrc, r.row.upc, r.row.title])).toEqual([
      ['USABC2600001', '0123456789012', 'Song'],
      [null, '860000000000', 'Second'],
    ]);
  });

  it('gives a usage line of another block than the release’s no UPC, and refuses it when it then has no code', async () => {
    const text = DSR([
      HEAD,
      sy('S1', { usages: '2' }),
      re('B1'),
      as('B1', 'A1', 'USABC2600001'),
      su('B2', 'S1', 'A1', '1'),
      su('B2', 'S1', 'A9', '1'),
      foot(7, 1, 2),
    ]);
    expect((await read(text)).rows).toEqual([
      expect.objectContaining({ ok: true, row: expect.objectContaining({ isrc: 'USABC2600001', upc: null }) }),
      { ok: false, refused: { line: 6, reason: REPORT_TEXTS.noIdentifier, store: 'StreamCo' } },
    ]);
  });

  it('refuses a usage line before any release that has no code', async () => {
    const text = DSR([HEAD, sy('S1', { usages: '1' }), su('B1', 'S1', 'A1', '1'), foot(4, 1, 1)]);
    expect((await read(text)).rows).toEqual([{ ok: false, refused: { line: 3, reason: 'Give an ISRC or a UPC.', store: 'StreamCo' } }]);
  });

  it('refuses a line by the problem of its resource’s ISRC or, with no resource, of its release’s ICPN', async () => {
    const text = DSR([
      HEAD,
      sy('S1', { usages: '4' }),
      re('B1', '8.6e+11'),
      as('B1', 'A1', 'USABC26'),
      as('B1', 'A2', 'USABC2600002'),
      as('B1', 'A3', ''),
      su('B1', 'S1', 'A1', '1'),
      su('B1', 'S1', 'A2', '1'),
      su('B1', 'S1', 'A3', '1'),
      su01('B1', 'S1', '1'),
      foot(11, 1, 1),
    ]);
    expect((await read(text)).rows.map((r) => (r.ok ? [r.row.isrc, r.row.upc] : r.refused))).toEqual([
      { line: 7, reason: REPORT_TEXTS.isrcFormat, store: 'StreamCo' },
      // a resource of its own: the release's bad ICPN is no reason, but gives no UPC either
      ['USABC2600002', null],
      { line: 9, reason: REPORT_TEXTS.noIdentifier, store: 'StreamCo' },
      { line: 10, reason: REPORT_TEXTS.upcScientific('8.6e+11'), store: 'StreamCo' },
    ]);
  });

  it('refuses a usage line whose usages are not a whole count by itself, and one naming a missing summary as a whole', async () => {
    const text = DSR([
      HEAD,
      sy('S1', { usages: '10' }),
      re('B1'),
      as('B1', 'A1', 'USABC2600001'),
      su('B1', 'S1', 'A1', '1.5'),
      su('B1', 'S1', 'A1', 'x10'),
      su('B1', 'S1', 'A1', '10x'),
      su('B1', 'S1', 'A1', '10'),
      foot(9, 1, 1),
    ]);
    expect(summary((await read(text)).rows)).toEqual([
      `5: ${REPORT_TEXTS.quantity}`,
      `6: ${REPORT_TEXTS.quantity}`,
      `7: ${REPORT_TEXTS.quantity}`,
      '8 ok',
    ]);
    expect(await refusal(DSR([HEAD, sy('S1'), re('B1'), su('B1', 'S9', 'A1', '10'), foot(5, 1, 1)]))).toBe(
      'Line 4: Usage line refers to summary record S9, which the file does not have.',
    );
  });
});

describe('DSR FOOT', () => {
  it('refuses a file without FOOT or with records after it; blank lines after it are fine', async () => {
    expect(await refusal(DSR(GOOD.slice(0, -1)))).toBe('The DSR file ends without its FOOT record: it is incomplete.');
    expect(await refusal(DSR([...GOOD, su('B1', 'S1', 'A1', '0')]))).toBe('The DSR file has records after its FOOT record.');
    expect(summary((await read(`${DSR(GOOD)}\n\n`)).rows)).toEqual(['5 ok']);
  });

  it('checks only the counts written as whole numbers', async () => {
    for (const cell of ['x6', '6x', 'n/a', '']) {
      const { rows } = await read(DSR([...GOOD.slice(0, -1), foot(cell, cell === '' ? '' : `9${cell}`, cell)]));
      expect(summary(rows), cell).toEqual(['5 ok']);
    }
    expect(await refusal(DSR([...GOOD.slice(0, -1), foot(' 7 ', 1, 1)]))).toBe('The DSR FOOT record counts 7 lines; the file has 6.');
    expect(await refusal(DSR([...GOOD.slice(0, -1), foot(6, 0, 1)]))).toBe('The DSR FOOT record counts 0 summary records; the file has 1.');
    expect(await refusal(DSR([...GOOD.slice(0, -1), foot(6, 1, 0)]))).toBe('The DSR FOOT record counts 0 blocks; the file has 1.');
  });
});

describe('the stream’s own edges', () => {
  it('reads a second byte of gzip’s magic after another first byte as text', async () => {
    // 'A' then 0x8b: not gzip, so read as text, where 0x8b is no UTF-8
    expect(await refusal(Buffer.from([0x41, 0x8b, 0x0a]))).toBe(REPORT_TEXTS.notUtf8);
  });

  it('passes on an error of the body while gzip is unpacked, as it is, with or without a code of its own', async () => {
    const gz = gzipSync(CSV.repeat(50));
    for (const error of [new Error('connection reset'), Object.assign(new Error('connection reset'), { code: 'ECONNRESET' })]) {
      async function* failing() {
        yield gz.subarray(0, 20);
        throw error;
      }
      await expect(
        (async () => {
          const report = await openReport(failing());
          for await (const r of report.rows) void r;
        })(),
      ).rejects.toBe(error);
    }
  });
});

describe('DSR records at their edges', () => {
  it('skips a line of spaces after FOOT as blank, not as a record', async () => {
    expect(summary((await read(`${DSR(GOOD)}   \n`)).rows)).toEqual(['5 ok']);
  });

  it('reads a resource before any release, with a title or an artist missing as none', async () => {
    const text = DSR([
      HEAD,
      sy('S1', { usages: '2' }),
      as('B1', 'A1', 'USABC2600001', 'Song', ''),
      as('B1', 'A2', 'USABC2600002', '', 'Bo'),
      su('B1', 'S1', 'A1', '1'),
      su('B1', 'S1', 'A2', '1'),
      foot(7, 1, 1),
    ]);
    expect((await read(text)).rows.map((r) => r.ok && [r.row.isrc, r.row.upc, r.row.title, r.row.artist])).toEqual([
      ['USABC2600001', null, 'Song', null],
      ['USABC2600002', null, null, 'Bo'],
    ]);
  });

  it('reads a record cut short as blank where its fields are missing', async () => {
    // an AS01 without its artist column: the release's artist, not a made-up one
    const text = DSR([
      HEAD,
      sy('S1', { usages: '1' }),
      re('B1'),
      as('B1', 'A1', 'USABC2600001').slice(0, 6),
      su('B1', 'S1', 'A1', '1'),
      foot(6, 1, 1),
    ]);
    expect((await read(text)).rows).toMatchObject([{ ok: true, row: { title: 'Song', artist: 'Ava' } }]);
  });

  it('reads more usage lines than one batch, each once and in order', async () => {
    const n = 1_203;
    const usages = Array.from({ length: n }, () => su('B1', 'S1', 'A1', '1'));
    const text = DSR([
      HEAD,
      sy('S1', { usages: String(n), revenue: String(n) }),
      re('B1'),
      as('B1', 'A1', 'USABC2600001'),
      ...usages,
      foot(n + 5, 1, 1),
    ]);
    const report = await openReport(body(text));
    const sizes: number[] = [];
    const lines: number[] = [];
    for await (const batch of report.batches) {
      sizes.push(batch.length);
      for (const r of batch) lines.push(r.ok ? r.row.line : -1);
    }
    expect(sizes).toEqual([500, 500, 203]);
    expect(lines).toEqual(Array.from({ length: n }, (_, i) => i + 5));
  });
});
