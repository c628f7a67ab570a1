// The DSR Basic Audio Profile read at the cells DSR Part 8 gives each record: the release's
// title and artist (RE01), usages of downloads (SU01) and of streams (SU02), the usage line's
// resource after its release reference, record types written with their version, sub-release
// records inside a block, and the FOOT's counts of lines, summary records and blocks.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../domain/errors.ts';
import { REPORT_TEXTS, type ReadResult } from '../../../domain/report-formats.ts';
import { openReport } from './read-report.ts';

const tsv = (records: string[][]) => records.map((r) => r.join('\t')).join('\n') + '\n';

const HEAD = [
  'HEAD',
  'dsrf/1.1.2/6/1.0',
  'BasicAudioProfile',
  '1.3',
  'MSG-9',
  '2026-11-02T10:00:00Z',
  '1',
  '1',
  '2026-10-01',
  '2026-10-31',
  'PADPIDA0000000001',
  'StreamCo',
];
// SummaryRecordId, DistributionChannel, DPID, CommercialModel, UseType, Territory, ServiceDescription, Usages, Users/Subscribers, Currency, NetRevenue
const SY01 = ['SY01.03', 'S1', 'StreamCo', 'DPID1', 'PayAsYouGoModel', 'PermanentDownload', 'DE', 'StreamCo Store', '4', '', 'USD', '8.00'];
const SY02 = [
  'SY02.03',
  'S2',
  'StreamCo',
  'DPID1',
  'SubscriptionModel',
  'OnDemandStream',
  'US',
  'StreamCo Premium',
  '10',
  '5',
  'USD',
  '1.00',
];
// BlockId, ReleaseReference, DspReleaseId, ProprietaryReleaseId, CatalogNumber, ICPN, DisplayArtistName, DisplayArtistPartyId, Title, SubTitle
const RE01 = ['RE01.03', 'B1', 'R1', 'dsp-r1', '', 'CAT1', '0123456789012', 'Ava', 'ISNI::0000000123456789', 'Night Drive', 'Deluxe'];
// BlockId, ReleaseReference, DspSubReleaseId, ProprietarySubReleaseId, UsedResources
const RE02 = ['RE02', 'B1', 'R2', 'dsp-sub', '', 'A1|A2'];
// BlockId, ResourceReference, DspResourceId, ISRC, Title, SubTitle, DisplayArtistName
const AS01 = ['AS01.02', 'B1', 'A1', 'dsp-a1', 'US-ABC-26-00001', 'First Song', '', 'Ava feat. Bo'];
const AS02 = ['AS02.03', 'B1', 'A2', 'dsp-a2', 'USABC2600002', 'Second Song', '', 'Ava'];
// BlockId, SummaryRecordId, SalesTransactionId, TransactedReleaseReference, TransactedResourceReference, IsRoyaltyBearing, then
// SU01: SalesUpgrade, Usages, Returns; SU02: NumberOfStreams
const SU01 = ['SU01.03', 'B1', 'S1', 'T1', 'R1', '', 'true', 'false', '4', '0'];
const SU02a = ['SU02.03', 'B1', 'S2', 'T2', '', 'A1', 'true', '6'];
const SU02b = ['SU02.03', 'B1', 'S2', 'T3', '', 'A2', 'true', '4'];
// NumberOfLinesInFile, NumberOfLinesInReport, NumberOfSummaryRecords, NumberOfBlocksInFile, NumberOfBlocksInReport
const FOOT = ['FOOT', '11', '11', '2', '1', '1'];
const GOOD = [HEAD, SY01, SY02, RE01, RE02, AS01, AS02, SU01, SU02a, SU02b, FOOT];

async function read(records: string[][]) {
  const report = await openReport(Readable.from([Buffer.from(tsv(records))]));
  const rows: ReadResult[] = [];
  for await (const r of report.rows) rows.push(r);
  return rows;
}

async function refusal(records: string[][]): Promise<string> {
  try {
    await read(records);
  } catch (e) {
    if (e instanceof DomainError) return e.message;
    throw e;
  }
  throw new Error('read without a refusal');
}

describe('DSR Basic Audio Profile cells', () => {
  it('takes the store from the DistributionChannel, the sender when the summary names none', async () => {
    const noChannel = GOOD.map((r) => (r === SY02 ? SY02.map((v, i) => (i === 2 ? '' : v)) : r));
    const rows = (await read(noChannel)).flatMap((r) => (r.ok ? [r.row] : []));
    expect(rows.map((r) => [r.store, r.tier])).toEqual([
      ['StreamCo', 'StreamCo Store'],
      ['StreamCo', 'StreamCo Premium'],
      ['StreamCo', 'StreamCo Premium'],
    ]);
    const other = GOOD.map((r) => (r === SY02 ? SY02.map((v, i) => (i === 2 ? 'StreamCo Family' : i === 11 ? '1.00' : v)) : r));
    expect((await read(other)).flatMap((r) => (r.ok ? [r.row.store] : []))).toEqual(['StreamCo', 'StreamCo Family', 'StreamCo Family']);
  });

  it('reads each record at its standard cells, versioned record types and a sub-release inside the block included', async () => {
    const rows = (await read(GOOD)).map((r) => (r.ok ? r.row : r.refused));
    expect(rows).toEqual([
      // a download of the whole release (SU01: release reference, usages after SalesUpgrade): the release's ICPN, title and artist
      expect.objectContaining({
        line: 8,
        lineId: 'T1', // SalesTransactionId: the line's id in the statement
        isrc: null,
        upc: '0123456789012',
        title: 'Night Drive',
        artist: 'Ava',
        quantity: 4,
        amount: '8.000000000000',
        // the store is the service (DistributionChannel); its ServiceDescription is the tier, kept with the commercial model
        store: 'StreamCo',
        tier: 'StreamCo Store',
        commercialModel: 'PayAsYouGoModel',
        useType: 'download',
        country: 'DE',
      }),
      // streams of each resource (SU02: resource reference after the release reference)
      expect.objectContaining({
        line: 9,
        lineId: 'T2',
        isrc: 'USABC2600001',
        title: 'First Song',
        artist: 'Ava feat. Bo',
        quantity: 6,
        amount: '0.600000000000',
        store: 'StreamCo',
        tier: 'StreamCo Premium',
        commercialModel: 'SubscriptionModel',
      }),
      expect.objectContaining({
        line: 10,
        lineId: 'T3',
        isrc: 'USABC2600002',
        title: 'Second Song',
        artist: 'Ava',
        quantity: 4,
        amount: '0.400000000000',
      }),
    ]);
  });

  it('checks the FOOT against the lines, summary records and blocks of the file', async () => {
    const foot = (cell: number, value: string) => [...GOOD.slice(0, -1), FOOT.map((v, i) => (i === cell ? value : v))];
    expect(await refusal(foot(1, '12'))).toBe(REPORT_TEXTS.dsrFootCount('lines', 12, 11));
    expect(await refusal(foot(3, '3'))).toBe(REPORT_TEXTS.dsrFootCount('summary records', 3, 2));
    expect(await refusal(foot(4, '2'))).toBe(REPORT_TEXTS.dsrFootCount('blocks', 2, 1));
    // NumberOfLinesInReport may differ in a file of several; the counts of a file without them are not checked
    expect(await read(foot(2, '40'))).toHaveLength(3);
    expect(await read([...GOOD.slice(0, -1), ['FOOT']])).toHaveLength(3);
  });

  it('refuses summary and usage record types laid out otherwise than SY01, SY02, SU01 and SU02', async () => {
    const sy04 = ['SY04.03', 'S3', 'StreamCo', 'DPID1', 'SubscriptionModel', 'OnDemandStream', 'US', 'StreamCo Premium', 'Student', '100'];
    expect(await refusal([HEAD, sy04, ...GOOD.slice(1)])).toBe(`Line 2: ${REPORT_TEXTS.dsrRecordType('SY04')}`);
    const su03 = ['SU03.02', 'B1', 'T9', 'S2', 'dsp-a1', '6', '0.6'];
    expect(await refusal([...GOOD.slice(0, 9), su03, ...GOOD.slice(9)])).toBe(`Line 10: ${REPORT_TEXTS.dsrRecordType('SU03')}`);
  });
});
