// The field rules of the sales report formats at their edges: the exact refusal texts, the codes
// (UPC in scientific notation, UPC-A as EAN-13, ISRC written loosely), amounts and quantities with
// their sign and places, each check of our CSV and of the DistroKid-style TSV alone on a line, the
// DSR cell escaping, record types and use types, and the proration of negative totals.
import { describe, expect, it } from 'vitest';
import {
  columnIndex,
  headerProblem,
  lineKey,
  readAmount,
  readIdentifiers,
  REPORT_TEXTS,
  statementKey,
  upcAsEan13,
} from './report-formats.ts';
import { cumulativePart, dsrRecordType, dsrUseType, splitDsrLine } from './report-dsr-format.ts';
import {
  DISTROKID_COLUMNS,
  distrokidHeaderProblem,
  readDistrokidRecord,
  readTunelaneRecord,
  TUNELANE_COLUMNS,
  tunelaneHeaderProblem,
} from './report-csv-formats.ts';
import { GOOD_CSV_LINE } from './report-formats.fixtures.ts';

describe('refusal texts', () => {
  it('reads word for word', () => {
    expect(REPORT_TEXTS.repeatedLine(2)).toBe('Same source, statement and line id as line 2: not booked.');
    expect(REPORT_TEXTS.bookedLine('october.csv', 7)).toBe('Already booked by october.csv, line 7: not booked again.');
    expect(REPORT_TEXTS.upcScientific('8.6e+11')).toBe(
      'UPC written as a number in scientific notation (8.6e+11): export the column as text.',
    );
    expect(REPORT_TEXTS.missingColumns(['store', 'amount'])).toBe('Wrong columns: missing store, amount.');
    expect(REPORT_TEXTS.unknownColumns(['extra'])).toBe('Wrong columns: unknown extra.');
    expect(REPORT_TEXTS.columnCount(3, 20)).toBe('This line has 3 fields; the header has 20.');
    expect(REPORT_TEXTS.currency('')).toBe('Currency (none) is not a three-letter ISO 4217 code like USD or EUR.');
    expect(REPORT_TEXTS.currency('EURO')).toBe('Currency EURO is not a three-letter ISO 4217 code like USD or EUR.');
    expect(REPORT_TEXTS.date('usage_end')).toBe('usage_end must be a date like 2026-01-31.');
    expect(REPORT_TEXTS.tooLong('store')).toBe('store is longer than 500 characters.');
    expect(REPORT_TEXTS.dsrFootCount('blocks', 2, 1)).toBe('The DSR FOOT record counts 2 blocks; the file has 1.');
    expect(REPORT_TEXTS.dsrUsagesMismatch('S1', '10', '8')).toBe('Summary record S1 counts 10 usages; its usage lines add up to 8.');
  });
});

describe('readIdentifiers', () => {
  it('refuses a UPC in scientific notation, trimmed, whatever its sign, case or fraction', () => {
    expect(readIdentifiers('', ' 8.6e+11 ')).toBe(REPORT_TEXTS.upcScientific('8.6e+11'));
    expect(readIdentifiers('USABC2600001', '8.6E+11')).toBe(REPORT_TEXTS.upcScientific('8.6E+11'));
    expect(readIdentifiers('', '86e10')).toBe(REPORT_TEXTS.upcScientific('86e10'));
    expect(readIdentifiers('', '-8.6e-11')).toBe(REPORT_TEXTS.upcScientific('-8.6e-11'));
    // not the whole field: not a number at all, so not 12 or 13 digits
    expect(readIdentifiers('', 'x8.6e+11')).toBe(REPORT_TEXTS.upcDigits);
    expect(readIdentifiers('', '8.6e+11x')).toBe(REPORT_TEXTS.upcDigits);
  });

  it('takes a UPC of 12 or 13 digits with spaces and hyphens dropped, nothing shorter, longer or with other characters', () => {
    expect(readIdentifiers('', ' 0 12345-678901 2 ')).toEqual({ isrc: null, upc: '0123456789012' });
    expect(readIdentifiers('', '860000000000')).toEqual({ isrc: null, upc: '860000000000' });
    for (const bad of ['86000000000', '01234567890123', 'a860000000000', '860000000000a', '86000000000.0'])
      expect(readIdentifiers('', bad), bad).toBe(REPORT_TEXTS.upcDigits);
  });

  it('takes an ISRC written with hyphens, spaces or lower case, and refuses one of another shape even beside a good UPC', () => {
    expect(readIdentifiers(' us-abc-26 00001 ', '')).toEqual({ isrc: 'USABC2600001', upc: null });
    expect(readIdentifiers('USABC2600001', '0123456789012')).toEqual({ isrc: 'USABC2600001', upc: '0123456789012' });
    for (const bad of ['USABC260000', 'USABC26000011', '1SABC2600001', 'USABC26A0001', 'US-ABC-26-0000X'])
      expect(readIdentifiers(bad, '0123456789012'), bad).toBe(REPORT_TEXTS.isrcFormat);
  });

  it('asks for one of the two codes when both are blank', () => {
    expect(readIdentifiers('', '')).toBe(REPORT_TEXTS.noIdentifier);
    expect(readIdentifiers('  ', ' - ')).toBe(REPORT_TEXTS.noIdentifier);
    expect(REPORT_TEXTS.noIdentifier).toBe('Give an ISRC or a UPC.');
  });
});

describe('upcAsEan13', () => {
  it('puts a 0 before a UPC-A and leaves an EAN-13 as it is', () => {
    expect(upcAsEan13('860000000001')).toBe('0860000000001');
    expect(upcAsEan13('0123456789012')).toBe('0123456789012');
    expect(upcAsEan13('1234567890123')).toBe('1234567890123');
  });
});

describe('readAmount', () => {
  it('keeps an amount of up to 12 places as written, without a plus sign or surrounding spaces', () => {
    expect(readAmount(' +1.5 ')).toBe('1.5');
    expect(readAmount('-0.03')).toBe('-0.03');
    expect(readAmount('7')).toBe('7');
    expect(readAmount('01.000000000000')).toBe('01.000000000000');
    expect(readAmount('-0.000000000001')).toBe('-0.000000000001');
    expect(readAmount('999999999999999.5')).toBe('999999999999999.5');
  });

  it('rounds half away from zero to 12 places when more are allowed, refusing beyond the places allowed', () => {
    expect(readAmount('0.0000000000005', 20)).toBe('0.000000000001');
    expect(readAmount('-0.0000000000005', 20)).toBe('-0.000000000001');
    expect(readAmount('0.0000000000004999', 20)).toBe('0.000000000000');
    expect(readAmount('1.234567890123456789012', 20)).toBeNull();
    expect(readAmount('1.23456789012345678901', 20)).toBe('1.234567890123');
    expect(readAmount('0.0000000000005')).toBeNull();
  });

  it('refuses text that is not a whole decimal number', () => {
    for (const bad of ['', 'x1.5', '1.5x', '1.', '.5', '1,5', '--1', '-+1', '+-1', '++1', '1.5+', '1e3', '1234567890123456', '- 1'])
      expect(readAmount(bad), bad).toBeNull();
  });
});

describe('headers', () => {
  const required = TUNELANE_COLUMNS.filter(
    (c) => !['line_id', 'original_amount', 'original_currency', 'exchange_rate', 'is_adjustment', 'isrc', 'upc'].includes(c),
  );

  it('accepts our columns in any order, with spaces around them, the optional ones left out', () => {
    expect(tunelaneHeaderProblem([...required].reverse().map((c) => ` ${c} `))).toBeNull();
    expect(tunelaneHeaderProblem(TUNELANE_COLUMNS)).toBeNull();
    expect(distrokidHeaderProblem(DISTROKID_COLUMNS)).toBeNull();
  });

  it('names the missing columns in the format order, then the unknown ones', () => {
    expect(tunelaneHeaderProblem(required.filter((c) => c !== 'store' && c !== 'amount'))).toBe('Wrong columns: missing store, amount.');
    expect(tunelaneHeaderProblem([...required, 'extra', 'Amount'])).toBe('Wrong columns: unknown extra, Amount.');
    // a DistroKid header has no optional column
    expect(distrokidHeaderProblem(DISTROKID_COLUMNS.filter((c) => c !== 'UPC'))).toBe('Wrong columns: missing UPC.');
    expect(headerProblem(['a'], ['a', 'b'])).toBe('Wrong columns: missing b.');
    expect(headerProblem(['a'], ['a', 'b'], new Set(['b']))).toBeNull();
  });
});

// ---- what identifies a line ----

describe('line keys', () => {
  it('key a line by its line id and statement (source and id), the lengths keeping the parts apart', () => {
    expect(statementKey('Spotify', 'S-1')).toBe('7:SpotifyS-1');
    expect(statementKey(null, 'S-1')).toBe('0:S-1');
    expect(lineKey({ source: 'Spotify', statementId: 'S-1', lineId: '12' })).toBe('2:127:SpotifyS-1');
    const keys = [
      lineKey({ source: 'ab', statementId: 'c', lineId: '1' }),
      lineKey({ source: 'a', statementId: 'bc', lineId: '1' }),
      lineKey({ source: 'ab', statementId: 'c', lineId: '12' }),
      lineKey({ source: 'ab', statementId: '2c', lineId: '1' }),
      lineKey({ source: null, statementId: 'abc', lineId: '1' }),
      lineKey({ source: '', statementId: '2:abc', lineId: '1' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('give no key to a line without a line id or statement id', () => {
    expect(statementKey('Spotify', null)).toBeNull();
    expect(statementKey('Spotify', '')).toBeNull();
    expect(lineKey({ source: 'Spotify', statementId: 'S-1', lineId: null })).toBeNull();
    expect(lineKey({ source: 'Spotify', statementId: 'S-1', lineId: '' })).toBeNull();
    expect(lineKey({ source: 'Spotify', statementId: null, lineId: '1' })).toBeNull();
  });
});

// ---- our CSV, one check at a time ----

const GOOD = GOOD_CSV_LINE;
const AT = columnIndex(TUNELANE_COLUMNS);
const csv = (change: Record<string, string> = {}, line = 2) =>
  readTunelaneRecord(
    line,
    TUNELANE_COLUMNS.map((c) => ({ ...GOOD, ...change })[c]!),
    AT,
  );
const reason = (r: ReturnType<typeof csv>) => (r.ok ? 'ok' : r.refused.reason);

describe('readTunelaneRecord', () => {
  it('reads a good line, blanks as null', () => {
    expect(csv({ source: '', statement_id: '', track_title: '', artist_name: '', upc: '860000000000' })).toEqual({
      ok: true,
      row: {
        line: 2,
        source: null,
        statementId: null,
        lineId: '1',
        period: '2026-10',
        usageStart: '2026-10-01',
        usageEnd: '2026-10-31',
        store: 'Spotify',
        useType: 'stream',
        country: 'US',
        isrc: 'USABC2600001',
        upc: '860000000000',
        title: null,
        artist: null,
        quantity: 10,
        amount: '0.5',
        currency: 'USD',
        rate: null,
        tier: null,
        commercialModel: null,
      },
    });
  });

  it('reads the source, statement and artist as written', () => {
    expect(csv()).toMatchObject({ ok: true, row: { source: 'Spotify', statementId: 'S-1', title: 'Song', artist: 'Ava' } });
  });

  it('reads the line id trimmed, a blank one as none', () => {
    expect(csv({ line_id: ' L-7 ' })).toMatchObject({ ok: true, row: { lineId: 'L-7' } });
    expect(csv({ line_id: ' ' })).toMatchObject({ ok: true, row: { lineId: null } });
  });

  it('reads a column the header leaves out, or a field the line lacks, as blank', () => {
    const optional = ['line_id', 'isrc', 'original_amount', 'original_currency', 'exchange_rate', 'is_adjustment'];
    const header = TUNELANE_COLUMNS.filter((c) => !optional.includes(c));
    const fields = header.map((c) => (c === 'upc' ? '0123456789012' : GOOD[c]!));
    expect(readTunelaneRecord(3, fields, columnIndex(header))).toMatchObject({ ok: true, row: { isrc: null, upc: '0123456789012' } });
    // a line cut short after the currency: is_adjustment and the columns before it are blank
    expect(
      readTunelaneRecord(
        3,
        TUNELANE_COLUMNS.slice(0, 16).map((c) => GOOD[c]!),
        AT,
      ),
    ).toMatchObject({ ok: true, row: { line: 3 } });
  });

  it('gives a refused line its codes, title and store as written, blanks as null (store left out)', () => {
    expect(csv({ isrc: 'us-abc', upc: '8.6e+11', track_title: 'Song', store: 'Deezer' }, 9)).toEqual({
      ok: false,
      refused: { line: 9, reason: REPORT_TEXTS.upcScientific('8.6e+11'), isrc: 'us-abc', upc: '8.6e+11', title: 'Song', store: 'Deezer' },
    });
    expect(csv({ isrc: '', upc: '', track_title: '', store: '' })).toEqual({
      ok: false,
      refused: { line: 2, reason: REPORT_TEXTS.noIdentifier, isrc: null, upc: null, title: null, store: undefined },
    });
  });

  it('refuses a field over 500 characters, not one of 500', () => {
    expect(csv({ artist_name: 'x'.repeat(500) }).ok).toBe(true);
    expect(reason(csv({ artist_name: 'x'.repeat(501) }))).toBe('artist_name is longer than 500 characters.');
    expect(reason(csv({ exchange_rate: 'x'.repeat(501) }))).toBe('exchange_rate is longer than 500 characters.');
  });

  it('checks the statement period as a month', () => {
    for (const ok of ['2026-01', '2026-12']) expect(reason(csv({ statement_period: ok })), ok).toBe('ok');
    for (const bad of ['2026-00', '2026-13', '2026-1', '2026-10-01', 'x2026-10', ''])
      expect(reason(csv({ statement_period: bad })), bad).toBe('statement_period must be a month like 2026-01.');
  });

  it('checks each usage day, and their order (one day alone is fine)', () => {
    expect(reason(csv({ usage_start: '2026-02-30' }))).toBe('usage_start must be a date like 2026-01-31.');
    expect(reason(csv({ usage_end: '2026-11-31' }))).toBe('usage_end must be a date like 2026-01-31.');
    expect(reason(csv({ usage_start: '2026-10-02', usage_end: '2026-10-01' }))).toBe('usage_end is before usage_start.');
    expect(csv({ usage_start: '2026-10-05', usage_end: '2026-10-05' })).toMatchObject({
      ok: true,
      row: { usageStart: '2026-10-05', usageEnd: '2026-10-05' },
    });
  });

  it('requires a store and a known use type in any case', () => {
    expect(reason(csv({ store: ' ' }))).toBe('store is required.');
    expect(csv({ use_type: 'DownLoad' })).toMatchObject({ ok: true, row: { useType: 'download' } });
    for (const bad of ['streams', 'sync', ''])
      expect(reason(csv({ use_type: bad })), bad).toBe('use_type must be stream, download, ugc or other.');
  });

  it('takes a country code in any case, ZZ for the world, nothing else', () => {
    expect(csv({ country: 'gb' })).toMatchObject({ ok: true, row: { country: 'GB' } });
    expect(csv({ country: 'zz' })).toMatchObject({ ok: true, row: { country: 'ZZ' } });
    for (const bad of ['XX', 'USA', 'U', ''])
      expect(reason(csv({ country: bad })), bad).toBe('Country must be an ISO 3166 alpha-2 code or ZZ.');
  });

  it('takes signed whole quantities of up to 12 digits', () => {
    expect(csv({ quantity: '+7' })).toMatchObject({ ok: true, row: { quantity: 7 } });
    expect(csv({ quantity: '-7' })).toMatchObject({ ok: true, row: { quantity: -7 } });
    expect(csv({ quantity: '999999999999' })).toMatchObject({ ok: true, row: { quantity: 999999999999 } });
    for (const bad of ['1.5', '1000000000000', '', 'x1', '1x', '1e3'])
      expect(reason(csv({ quantity: bad })), bad).toBe('Quantity must be a whole number.');
  });

  it('takes signed amounts of up to 12 places as written', () => {
    expect(csv({ amount: '+0.123456789012' })).toMatchObject({ ok: true, row: { amount: '0.123456789012' } });
    expect(csv({ amount: '-3' })).toMatchObject({ ok: true, row: { amount: '-3' } });
    for (const bad of ['0.1234567890123', '1.', '', 'x1', '1x', '1,5', '1234567890123'])
      expect(reason(csv({ amount: bad })), bad).toBe('Amount must be a decimal number with at most 12 decimal places.');
  });

  it('takes any ISO 4217 code in any case, with its rate to USD when the line gives one', () => {
    expect(csv({ currency: 'usd' })).toMatchObject({ ok: true, row: { currency: 'USD', rate: null } });
    expect(csv({ currency: 'eur' })).toMatchObject({ ok: true, row: { currency: 'EUR', rate: null } });
    expect(csv({ currency: 'GBP', exchange_rate: '1.27' })).toMatchObject({ ok: true, row: { currency: 'GBP', rate: '1.27' } });
    // a USD line's exchange_rate is the one it was converted at before: for the record only
    expect(csv({ currency: 'USD', exchange_rate: '0.92' })).toMatchObject({ ok: true, row: { rate: null } });
    for (const bad of ['0', '-1.1', '1.0000000000001', 'x'])
      expect(reason(csv({ currency: 'EUR', exchange_rate: bad })), bad).toBe(REPORT_TEXTS.rate);
    expect(reason(csv({ currency: 'EURO' }))).toBe('Currency EURO is not a three-letter ISO 4217 code like USD or EUR.');
    expect(reason(csv({ currency: '' }))).toBe('Currency (none) is not a three-letter ISO 4217 code like USD or EUR.');
  });

  it('keeps the tier and commercial model when the file has them', () => {
    expect(csv({ tier: 'Family', commercial_model: 'SubscriptionModel' })).toMatchObject({
      ok: true,
      row: { tier: 'Family', commercialModel: 'SubscriptionModel' },
    });
  });

  it('takes is_adjustment as true/false, 1/0, yes/no in any case, or blank', () => {
    for (const ok of ['', 'TRUE', 'false', '1', '0', 'Yes', 'no']) expect(reason(csv({ is_adjustment: ok })), ok).toBe('ok');
    for (const bad of ['maybe', 'truex', 'xfalse', '2', 'y'])
      expect(reason(csv({ is_adjustment: bad })), bad).toBe('is_adjustment must be true or false.');
  });
});

// ---- DistroKid-style TSV ----

const DK: Record<(typeof DISTROKID_COLUMNS)[number], string> = {
  'Reporting Date': '2026-11-05',
  'Sale Month': '2026-02',
  Store: 'Apple Music',
  Artist: 'Ava',
  Title: 'Song',
  ISRC: 'USABC2600001',
  UPC: '',
  Quantity: '3',
  'Team Percentage': '100',
  'Song/Album': 'Song',
  'Country of Sale': 'FR',
  'Songwriter Royalties Withheld': '0',
  'Earnings (USD)': '0.003',
};
const DK_AT = columnIndex(DISTROKID_COLUMNS);
const dk = (change: Partial<typeof DK> = {}, line = 2) =>
  readDistrokidRecord(
    line,
    DISTROKID_COLUMNS.map((c) => ({ ...DK, ...change })[c]),
    DK_AT,
  );
const dkReason = (r: ReturnType<typeof dk>) => (r.ok ? 'ok' : r.refused.reason);

describe('readDistrokidRecord', () => {
  it('reads the sale month as the usage period to the month’s last day, blanks as null', () => {
    expect(dk({ Title: '', Artist: '', 'Sale Month': '2028-02' })).toEqual({
      ok: true,
      row: {
        line: 2,
        source: 'DistroKid',
        statementId: null,
        lineId: null,
        period: '2028-02',
        usageStart: '2028-02-01',
        usageEnd: '2028-02-29',
        store: 'Apple Music',
        useType: 'stream',
        country: 'FR',
        isrc: 'USABC2600001',
        upc: null,
        title: null,
        artist: null,
        quantity: 3,
        amount: '0.003',
        currency: 'USD',
        rate: null,
        tier: null,
        commercialModel: null,
      },
    });
    expect(dk()).toMatchObject({ ok: true, row: { title: 'Song', artist: 'Ava' } });
    expect(dk({ 'Sale Month': '2026-12-15' })).toMatchObject({
      ok: true,
      row: { period: '2026-12', usageStart: '2026-12-01', usageEnd: '2026-12-31' },
    });
  });

  it('refuses a sale month that is not a month or a real day', () => {
    for (const bad of ['2026-13', '2026-00', '2026-02-30', '2026-02-1', 'x2026-02', '2026-0', ''])
      expect(dkReason(dk({ 'Sale Month': bad })), bad).toBe('statement_period must be a month like 2026-01.');
  });

  it('gives a refused line its codes, title and store as written, blanks as null (store left out)', () => {
    expect(dk({ ISRC: 'x', UPC: '8.6E+11', Title: 'T', Store: 'S' }, 5)).toEqual({
      ok: false,
      refused: { line: 5, reason: REPORT_TEXTS.upcScientific('8.6E+11'), isrc: 'x', upc: '8.6E+11', title: 'T', store: 'S' },
    });
    expect(dk({ ISRC: '', UPC: '', Title: '', Store: '' })).toEqual({
      ok: false,
      refused: { line: 2, reason: REPORT_TEXTS.noIdentifier, isrc: null, upc: null, title: null, store: undefined },
    });
    expect(dkReason(dk({ Artist: 'x'.repeat(501) }))).toBe('Artist is longer than 500 characters.');
    expect(dkReason(dk({ ISRC: 'USABC26' }))).toBe(REPORT_TEXTS.isrcFormat);
  });

  it('requires a store, a known country (blank is the world) and a whole quantity', () => {
    expect(dkReason(dk({ Store: '' }))).toBe('store is required.');
    expect(dk({ 'Country of Sale': '' })).toMatchObject({ ok: true, row: { country: 'ZZ' } });
    expect(dk({ 'Country of Sale': 'gb' })).toMatchObject({ ok: true, row: { country: 'GB' } });
    expect(dk({ 'Country of Sale': 'zz' })).toMatchObject({ ok: true, row: { country: 'ZZ' } });
    expect(dkReason(dk({ 'Country of Sale': 'XX' }))).toBe(REPORT_TEXTS.country);
    expect(dk({ Quantity: '-2' })).toMatchObject({ ok: true, row: { quantity: -2 } });
    expect(dkReason(dk({ Quantity: '2.5' }))).toBe(REPORT_TEXTS.quantity);
  });

  it('rounds earnings to 12 places, refusing more than 20 or text', () => {
    expect(dk({ 'Earnings (USD)': '-0.00000000000050' })).toMatchObject({ ok: true, row: { amount: '-0.000000000001' } });
    expect(dkReason(dk({ 'Earnings (USD)': '0.000000000000000000001' }))).toBe(REPORT_TEXTS.amount);
    expect(dkReason(dk({ 'Earnings (USD)': '$1.00' }))).toBe(REPORT_TEXTS.amount);
  });

  it('counts an album as a download and anything else as a stream', () => {
    expect(dk({ 'Song/Album': 'Album' })).toMatchObject({ row: { useType: 'download' } });
    expect(dk({ 'Song/Album': 'ALBUM' })).toMatchObject({ row: { useType: 'download' } });
    expect(dk({ 'Song/Album': '' })).toMatchObject({ row: { useType: 'stream' } });
  });
});

// ---- DSR ----

describe('splitDsrLine', () => {
  it('splits on tabs and unescapes tab, newline, pipe and backslash; a last lone backslash stays', () => {
    expect(splitDsrLine('a\tb\\tc\t\td')).toEqual(['a', 'b\tc', '', 'd']);
    expect(splitDsrLine('x\\ny\\|z\\\\')).toEqual(['x\ny|z\\']);
    expect(splitDsrLine('end\\')).toEqual(['end\\']);
    expect(splitDsrLine('')).toEqual(['']);
    expect(splitDsrLine('\t')).toEqual(['', '']);
  });
});

describe('dsrRecordType', () => {
  it('drops the version after the type and the spaces around it', () => {
    expect(dsrRecordType(' SU02.03 ')).toBe('SU02');
    expect(dsrRecordType('SY01')).toBe('SY01');
    expect(dsrRecordType('SU02.x')).toBe('SU02.x');
    // a version is the last part only
    expect(dsrRecordType('SU02.03x')).toBe('SU02.03x');
  });
});

describe('dsrUseType', () => {
  it('maps the DSR use types, capitalised or not, and anything else to other', () => {
    expect(dsrUseType('OnDemandStream')).toBe('stream');
    expect(dsrUseType('nonInteractiveStream')).toBe('stream');
    expect(dsrUseType('Stream')).toBe('stream');
    expect(dsrUseType('PermanentDownload')).toBe('download');
    expect(dsrUseType('download')).toBe('download');
    expect(dsrUseType('UserMakeAvailableUserProvided')).toBe('ugc');
    expect(dsrUseType('UGC')).toBe('other');
    expect(dsrUseType('ONDEMANDSTREAM')).toBe('other');
    expect(dsrUseType('Webcast')).toBe('other');
    expect(dsrUseType('')).toBe('other');
  });
});

describe('cumulativePart', () => {
  const parts = (total: bigint, usages: bigint[]) => {
    const whole = usages.reduce((a, b) => a + b, 0n);
    let cum = 0n;
    return usages.map((u) => cumulativePart(total, cum, (cum += u), whole));
  };

  it('shares a total exactly, each part within one unit of its share', () => {
    expect(parts(10n, [1n, 1n, 1n])).toEqual([3n, 3n, 4n]);
    expect(parts(9n, [1n, 1n, 1n])).toEqual([3n, 3n, 3n]);
  });

  it('rounds a negative total toward minus infinity, so the parts still add up to it', () => {
    expect(parts(-10n, [1n, 1n, 1n])).toEqual([-4n, -3n, -3n]);
    expect(parts(-9n, [1n, 2n])).toEqual([-3n, -6n]);
    expect(parts(-1n, [1n, 1n])).toEqual([-1n, 0n]);
  });

  it('floors by the sign of the quotient whatever the operands’ signs', () => {
    expect(cumulativePart(10n, 0n, 1n, -3n)).toBe(-4n);
    expect(cumulativePart(-10n, 0n, 1n, -3n)).toBe(3n);
    expect(cumulativePart(0n, 0n, 1n, 3n)).toBe(0n);
  });
});
