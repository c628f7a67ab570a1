// Records as the CSV parser gives them (arrays of fields) read by column position: fields trimmed,
// columns in any order or left out, a repeated column's last field, and the 500-character limit
// named by the first column (in the format's order) that passes it.
import { describe, expect, it } from 'vitest';
import { columnIndex, REPORT_TEXTS } from './report-formats.ts';
import { readTunelaneRecord, TUNELANE_COLUMNS } from './report-csv-formats.ts';

const HEADER = [
  'amount',
  'quantity',
  'currency',
  'usage_end',
  'usage_start',
  'statement_period',
  'store',
  'use_type',
  'country',
  'isrc',
  'track_title',
  'artist_name',
  'source',
  'statement_id',
];
const FIELDS = [
  ' 1.50 ',
  '3',
  'usd',
  '2026-10-02',
  '2026-10-01',
  '2026-10',
  'Spotify',
  'Stream',
  'gb',
  'us-abc-26-00001',
  'Song',
  'Ava',
  'Spotify',
  'S-1',
];

describe('readTunelaneRecord', () => {
  it('reads the fields by column, trimmed, with optional columns left out', () => {
    const r = readTunelaneRecord(7, FIELDS, columnIndex(HEADER));
    expect(r).toEqual({
      ok: true,
      row: {
        line: 7,
        source: 'Spotify',
        statementId: 'S-1',
        lineId: null,
        period: '2026-10',
        usageStart: '2026-10-01',
        usageEnd: '2026-10-02',
        store: 'Spotify',
        useType: 'stream',
        country: 'GB',
        isrc: 'USABC2600001',
        upc: null,
        title: 'Song',
        artist: 'Ava',
        quantity: 3,
        amount: '1.50',
        currency: 'USD',
        rate: null,
        tier: null,
        commercialModel: null,
      },
    });
  });

  it('takes the last field of a repeated column', () => {
    const r = readTunelaneRecord(2, [...FIELDS, '9'], columnIndex([...HEADER, 'quantity']));
    expect(r.ok && r.row.quantity).toBe(9);
  });

  it('refuses a field longer than 500 characters once trimmed, naming the first such column in the format order', () => {
    const long = 'x'.repeat(501);
    const at = columnIndex(HEADER);
    const withLong = (column: string, v: string) => FIELDS.map((f, i) => (HEADER[i] === column ? v : f));
    expect(readTunelaneRecord(2, withLong('artist_name', `  ${'x'.repeat(500)}  `), at).ok).toBe(true);
    const twoLong = withLong('artist_name', long).map((f, i) => (HEADER[i] === 'store' ? long : f));
    const first = TUNELANE_COLUMNS.find((c) => c === 'store' || c === 'artist_name')!;
    expect(readTunelaneRecord(2, twoLong, at)).toMatchObject({ ok: false, refused: { line: 2, reason: REPORT_TEXTS.tooLong(first) } });
  });
});
