// Each report format against hand-made files, the bad ones included: rows read the same way
// whatever the format, refusals with their line and reason, and whole-file refusals.
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../domain/errors.ts';
import { REPORT_TEXTS, type ReadResult } from '../../../domain/report-formats.ts';
import { openReport } from './read-report.ts';
import { MISSING_BESIDE_STORE_AND_ISRC } from '../../test/royalties.ts';

const fixture = (name: string) => createReadStream(path.join(import.meta.dirname, 'fixtures', name));

async function readAll(name: string) {
  const report = await openReport(fixture(name));
  const rows: ReadResult[] = [];
  for await (const r of report.rows) rows.push(r);
  return { format: report.format, rows, meta: report.meta() };
}

async function refusal(name: string): Promise<DomainError> {
  try {
    await readAll(name);
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
  throw new Error(`${name} was read without a refusal`);
}

describe('our CSV', () => {
  it('reads every column, quoted commas, signed quantities and amounts of up to 12 places as written', async () => {
    const { format, rows, meta } = await readAll('tunelane-good.csv');
    expect(format).toBe('tunelane_csv');
    expect(meta.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows.map((r) => r.ok)).toEqual([true, true, true]);
    const [a, b, c] = rows.map((r) => (r.ok ? r.row : null));
    expect(a).toMatchObject({
      line: 2,
      isrc: 'USABC2600001',
      upc: null,
      title: 'Night Drive, Part 1',
      quantity: 1200,
      amount: '4.200000000001',
      period: '2026-10',
      country: 'US',
      store: 'Spotify',
      useType: 'stream',
    });
    expect(b).toMatchObject({ upc: '0123456789012', quantity: 0, amount: '0.5' });
    expect(c).toMatchObject({ quantity: -10, amount: '-0.03' });
  });

  it('reads the same rows from a gzip of the file', async () => {
    const plain = await readAll('tunelane-good.csv');
    const gz = await readAll('tunelane-good.csv.gz');
    expect(gz.rows).toEqual(plain.rows);
    expect(gz.meta.hash).not.toBe(plain.meta.hash);
  });

  it('refuses bad rows one by one with their line and reason', async () => {
    const { rows } = await readAll('tunelane-bad-rows.csv');
    const reasons = rows.map((r) => (r.ok ? 'ok' : `${r.refused.line}: ${r.refused.reason}`));
    expect(reasons).toEqual([
      `2: ${REPORT_TEXTS.upcScientific('8.6e+11')}`,
      `3: ${REPORT_TEXTS.quantity}`,
      `4: ${REPORT_TEXTS.amount}`,
      `5: ${REPORT_TEXTS.date('usage_start')}`,
      `6: ${REPORT_TEXTS.currency('EU')}`,
      `7: ${REPORT_TEXTS.noIdentifier}`,
      `8: ${REPORT_TEXTS.columnCount(16, 20)}`,
      `9: ${REPORT_TEXTS.amount}`,
    ]);
  });

  it('refuses wrong columns, an empty file and ISO-8859-1 text as a whole', async () => {
    // its header: store, isrc, amount
    expect((await refusal('tunelane-wrong-columns.csv')).message).toBe(
      REPORT_TEXTS.missingColumns(MISSING_BESIDE_STORE_AND_ISRC.filter((c) => c !== 'amount')),
    );
    expect((await refusal('empty.csv')).message).toBe('The file is empty.');
    expect((await refusal('latin1.csv')).message).toBe(REPORT_TEXTS.notUtf8);
  });
});

describe('DistroKid-style TSV', () => {
  it('maps the sale month to the usage period and rounds earnings to 12 places', async () => {
    const { format, rows } = await readAll('distrokid.tsv');
    expect(format).toBe('distrokid_tsv');
    const [a, b, c] = rows;
    expect(a!.ok && a!.row).toMatchObject({
      source: 'DistroKid',
      period: '2026-10',
      usageStart: '2026-10-01',
      usageEnd: '2026-10-31',
      isrc: 'USABC2600001',
      upc: '0123456789012',
      quantity: 300,
      amount: '0.001234567890',
      useType: 'stream',
    });
    expect(b!.ok && b!.row).toMatchObject({
      isrc: null,
      upc: '860000000000',
      useType: 'download',
      amount: '7.00',
      country: 'GB',
    });
    expect(!c!.ok && c!.refused.reason).toBe(REPORT_TEXTS.upcScientific('8.6E+11'));
  });
});

describe('DDEX DSR flat file', () => {
  it('prorates each summary over its usage lines exactly, with DSR escaping and block identifiers', async () => {
    const { format, rows, meta } = await readAll('dsr-good.tsv');
    expect(format).toBe('ddex_dsr');
    expect(meta.statementId).toBe('MSG-2026-10-001');
    const ok = rows.map((r) => (r.ok ? r.row : null));
    expect(ok.map((r) => r?.amount)).toEqual(['0.300000000000', '0.300000000000', '0.400000000000', '0.100000000000']);
    expect(ok[0]).toMatchObject({
      isrc: 'USABC2600001',
      upc: '0123456789012',
      title: 'Night\tDrive',
      store: 'StreamCo',
      tier: 'StreamCo Premium',
      country: 'US',
      quantity: 3,
    });
    expect(ok[3]).toMatchObject({ isrc: 'USABC2600002', country: 'GB', store: 'StreamCo', tier: 'StreamCo Free' });
  });

  it('refuses a file without FOOT and one whose usage lines do not add up to the summary', async () => {
    expect((await refusal('dsr-no-foot.tsv')).message).toBe(REPORT_TEXTS.dsrNoFoot);
    expect((await refusal('dsr-bad-usages.tsv')).message).toBe(REPORT_TEXTS.dsrUsagesMismatch('S1', '10', '8'));
  });
});
