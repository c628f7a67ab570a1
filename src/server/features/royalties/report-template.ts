// The documented CSV template admins download (docs/sales-report-format.md): the header and
// two example lines, a stream and a negative adjustment.
import { TUNELANE_COLUMNS } from '../../../domain/report-csv-formats.ts';

export const TEMPLATE_HEADER = [...TUNELANE_COLUMNS];

export async function* templateRows(): AsyncGenerator<string[][]> {
  yield [
    [
      'Spotify',
      'SPOT-2026-10-US',
      '1',
      '2026-10',
      '2026-10-01',
      '2026-10-31',
      'Spotify',
      'stream',
      'US',
      'US-ABC-26-00001',
      '',
      'Track title',
      'Artist name',
      '1200',
      '4.218000000000',
      'USD',
      '',
      '',
      '',
      'false',
    ],
    [
      'Spotify',
      'SPOT-2026-10-US',
      '2',
      '2026-10',
      '2026-10-01',
      '2026-10-31',
      'Spotify',
      'stream',
      'GB',
      '',
      '0123456789012',
      'Album title',
      'Artist name',
      '0',
      '-0.250000000000',
      'USD',
      '-0.20',
      'GBP',
      '1.25',
      'true',
    ],
  ];
}
