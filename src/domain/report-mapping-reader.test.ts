// Reading through a mapping: numbers and dates as sources write them, exactly; which mapping a
// header is; each record as a row or the reason it is refused.
import { describe, expect, it } from 'vitest';
import { detectMapping, mappedIndex, mappedUseType, readLocaleNumber, readMappedDate, readMappedRecord } from './report-mapping-reader.ts';
import { APPLE_FINANCIAL, BUILT_IN_MAPPINGS, SPOTIFY_CSV } from './built-in-report-mappings.ts';
import { mappingProblem } from './report-mappings.ts';
import { reportMappingSchema } from './report-mapping-schema.ts';

describe('numbers as the source writes them', () => {
  it('reads a decimal point with thousands grouped by commas, spaces or apostrophes', () => {
    expect(readLocaleNumber('1,234,567.891234567890123', '.')).toBe('1234567.891234567890123');
    expect(readLocaleNumber('1 234.5', '.')).toBe('1234.5');
    expect(readLocaleNumber("12'345", '.')).toBe('12345');
    expect(readLocaleNumber('-0.000000000001', '.')).toBe('-0.000000000001');
    expect(readLocaleNumber('(12.50)', '.')).toBe('-12.50');
    expect(readLocaleNumber('1234', '.')).toBe('1234');
  });
  it('reads a decimal comma with thousands grouped by points', () => {
    expect(readLocaleNumber('1.234,56', ',')).toBe('1234.56');
    expect(readLocaleNumber('0,1', ',')).toBe('0.1');
    expect(readLocaleNumber('-12.345.678,9', ',')).toBe('-12345678.9');
    expect(readLocaleNumber('1\u00a0234,5', ',')).toBe('1234.5');
  });
  it('refuses what is not a number in that form, rather than guess', () => {
    expect(readLocaleNumber('1.5', ',')).toBeNull(); // a point that groups no three digits
    expect(readLocaleNumber('1,5', '.')).toBeNull();
    expect(readLocaleNumber('1,23,456.0', '.')).toBeNull();
    expect(readLocaleNumber('1,234 567.0', '.')).toBeNull(); // two kinds of grouping
    expect(readLocaleNumber('1e5', '.')).toBeNull();
    expect(readLocaleNumber('', '.')).toBeNull();
    expect(readLocaleNumber('12.5.', '.')).toBeNull();
  });
});

describe('dates as the source writes them', () => {
  it('reads each format as an ISO day; a month alone is its first day', () => {
    expect(readMappedDate('10/05/2026', 'MM/DD/YYYY')).toBe('2026-10-05');
    expect(readMappedDate('1/5/2026', 'MM/DD/YYYY')).toBe('2026-01-05');
    expect(readMappedDate('10/05/2026', 'DD/MM/YYYY')).toBe('2026-05-10');
    expect(readMappedDate('31.12.2026', 'DD.MM.YYYY')).toBe('2026-12-31');
    expect(readMappedDate('20261231', 'YYYYMMDD')).toBe('2026-12-31');
    expect(readMappedDate('2026-10-01', 'YYYY-MM-DD')).toBe('2026-10-01');
    expect(readMappedDate('2026-10-01T00:00:00Z', 'YYYY-MM-DD')).toBe('2026-10-01');
    expect(readMappedDate('2026-10', 'YYYY-MM')).toBe('2026-10-01');
    expect(readMappedDate('10/2026', 'MM/YYYY')).toBe('2026-10-01');
  });
  it('refuses days that do not exist and other formats', () => {
    expect(readMappedDate('02/30/2026', 'MM/DD/YYYY')).toBeNull();
    expect(readMappedDate('13/01/2026', 'MM/DD/YYYY')).toBeNull();
    expect(readMappedDate('2026-10-01', 'MM/DD/YYYY')).toBeNull();
    expect(readMappedDate('2026-13', 'YYYY-MM')).toBeNull();
  });
});

describe('use types', () => {
  it('reads the words sources use, else the mapping’s own', () => {
    expect(mappedUseType('Stream', 'other')).toBe('stream');
    expect(mappedUseType('On-demand streaming', 'other')).toBe('stream');
    expect(mappedUseType('Album', 'stream')).toBe('download');
    expect(mappedUseType('Premium', 'stream')).toBe('stream');
    expect(mappedUseType('Premium', 'download')).toBe('download');
  });
});

const APPLE_HEADER = [
  'Start Date',
  'End Date',
  'UPC',
  'ISRC/ISBN',
  'Vendor Identifier',
  'Quantity',
  'Partner Share',
  'Extended Partner Share',
  'Partner Share Currency',
  'Sales or Return',
  'Apple Identifier',
  'Artist/Show/Developer/Author',
  'Title',
  'Country Of Sale',
];

describe('detection', () => {
  const declared = BUILT_IN_MAPPINGS.filter((m) => !m.reader);
  it('finds the mapping whose columns the header has', () => {
    expect(detectMapping(declared, () => APPLE_HEADER)?.id).toBe('apple-financial');
    const spotify = [
      'Reporting Period',
      'Country',
      'ISRC',
      'UPC',
      'Streams',
      'Net Revenue',
      'Currency',
      'Product Type',
      'Track Name',
      'Artist Name',
    ];
    expect(detectMapping(declared, () => spotify)?.id).toBe('spotify-csv');
    // headers are compared without case or surrounding spaces
    expect(detectMapping(declared, () => spotify.map((h) => ` ${h.toUpperCase()} `))?.id).toBe('spotify-csv');
  });
  it('finds none when a column is missing, and prefers the mapping naming more columns', () => {
    expect(detectMapping(declared, () => APPLE_HEADER.filter((h) => h !== 'Extended Partner Share'))).toBeNull();
    const narrow = {
      ...APPLE_FINANCIAL,
      name: 'narrow',
      columns: { isrc: 'ISRC/ISBN', quantity: 'Quantity', amount: 'Partner Share', periodStart: 'Start Date' },
    };
    expect(detectMapping([narrow, APPLE_FINANCIAL], () => APPLE_HEADER)).toBe(APPLE_FINANCIAL);
  });
});

describe('a record through a mapping', () => {
  const at = mappedIndex(APPLE_FINANCIAL, APPLE_HEADER);
  if (typeof at === 'string') throw new Error(at);
  const rec = (o: Partial<Record<string, string>>) =>
    APPLE_HEADER.map(
      (h) =>
        ({
          'Start Date': '10/01/2026',
          'End Date': '10/31/2026',
          'ISRC/ISBN': 'USABC2600001',
          Quantity: '1,200',
          'Extended Partner Share': '4.218000000000001',
          'Partner Share Currency': 'EUR',
          'Country Of Sale': 'de',
          Title: 'Night Drive',
          ...o,
        })[h] ?? '',
    );
  it('reads the period, codes, quantity and amount exactly', () => {
    const r = readMappedRecord(7, rec({}), at, APPLE_FINANCIAL);
    expect(r).toEqual({
      ok: true,
      row: expect.objectContaining({
        line: 7,
        source: 'Apple',
        period: '2026-10',
        usageStart: '2026-10-01',
        usageEnd: '2026-10-31',
        store: 'Apple Music',
        useType: 'stream',
        country: 'DE',
        isrc: 'USABC2600001',
        upc: null,
        quantity: 1200,
        amount: '4.218000000000',
        currency: 'EUR',
        title: 'Night Drive',
      }),
    });
  });
  it('refuses a line with the reason, naming the source’s column', () => {
    const reason = (o: Partial<Record<string, string>>) => {
      const r = readMappedRecord(3, rec(o), at, APPLE_FINANCIAL);
      return r.ok ? null : r.refused.reason;
    };
    expect(reason({ 'Start Date': '2026-10-01' })).toBe('Start Date must be a date written MM/DD/YYYY.');
    expect(reason({ 'End Date': '09/30/2026' })).toBe('End Date is before Start Date.');
    expect(reason({ 'Extended Partner Share': '4,2' })).toBe('Extended Partner Share must be a number written with a decimal point.');
    expect(reason({ Quantity: '1.5' })).toBe('Quantity must be a whole number.');
    expect(reason({ 'Partner Share Currency': '' })).toMatch(/^Currency \(none\)/);
    expect(reason({ 'ISRC/ISBN': '' })).toBe('Give an ISRC or a UPC.');
    expect(reason({ 'Country Of Sale': 'XX' })).toBe('Country must be an ISO 3166 alpha-2 code or ZZ.');
  });
  it('takes the whole month when a month format has no end column', () => {
    const h = ['Reporting Period', 'ISRC', 'Streams', 'Net Revenue', 'Currency'];
    const m = {
      ...SPOTIFY_CSV,
      columns: { periodStart: 'Reporting Period', isrc: 'ISRC', quantity: 'Streams', amount: 'Net Revenue', currency: 'Currency' },
    };
    const idx = mappedIndex(m, h);
    if (typeof idx === 'string') throw new Error(idx);
    const r = readMappedRecord(2, ['2026-02', 'USABC2600001', '10', '0.5', 'USD'], idx, m);
    expect(r.ok && [r.row.usageStart, r.row.usageEnd]).toEqual(['2026-02-01', '2026-02-28']);
  });
});

describe('a mapping as an admin writes it', () => {
  const base = {
    name: 'Label CSV',
    source: 'Label',
    delimiter: ';',
    skipTop: 0,
    skipBottom: 0,
    dateFormat: 'DD.MM.YYYY',
    decimal: ',',
    columns: { isrc: 'Code', quantity: 'Menge', amount: 'Betrag', periodStart: 'Von' },
    store: 'Label Store',
    currency: 'eur',
  };
  it('is taken with its fixed store and currency', () => {
    const m = reportMappingSchema.parse(base);
    expect(m.currency).toBe('EUR');
    expect(m.useType).toBe('stream');
    expect(mappingProblem(m)).toBeNull();
  });
  it('is refused with what is missing', () => {
    const msg = (o: object) => reportMappingSchema.safeParse({ ...base, ...o }).error?.issues[0]?.message;
    expect(msg({ columns: { quantity: 'Menge', amount: 'Betrag', periodStart: 'Von' } })).toBe(
      'Name the column of the ISRC or the UPC: lines are matched by them.',
    );
    expect(msg({ columns: { isrc: 'Code', periodStart: 'Von' } })).toBe('Name the column of the quantity.');
    expect(msg({ store: null })).toBe('Name the store column, or give the store of every line.');
    expect(msg({ currency: '' })).toBe('Name the currency column, or give the currency of every line.');
    expect(msg({ currency: 'EURO' })).toBe('Currency must be a three-letter code like USD or EUR');
    expect(msg({ skipTop: 51 })).toBe('Rows to skip must be a whole number from 0 to 50');
    expect(msg({ delimiter: ':' })).toBe('Delimiter must be a comma, tab, semicolon or pipe');
    expect(msg({ name: ' ' })).toBe('Please give the mapping a name (at most 100 characters)');
  });
});
