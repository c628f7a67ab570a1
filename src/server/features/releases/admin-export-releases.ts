// The release table as CSV: every release matching the filters, in the table's order.
import type { AdminReleaseFilters } from '../../../domain/releases-admin.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import type { CsvCell } from '../../http/csv-response.ts';
import { allReleases } from './admin-list-releases.ts';

export const RELEASES_CSV_HEADER = [
  'Id',
  'Title',
  'Artist',
  'Owner email',
  'Status',
  'Type',
  'Genre',
  'Streams',
  'Revenue (USD)',
  'Created',
];

export async function* releasesCsv({ db }: Deps, _actor: UserActor, f: AdminReleaseFilters): AsyncGenerator<CsvCell[][]> {
  for await (const batch of allReleases(db, f)) {
    yield batch.map((r) => [
      r.id,
      r.title,
      r.artistName,
      r.ownerEmail,
      r.status,
      r.releaseType,
      r.genre,
      r.streamsCount,
      r.revenueEarned,
      r.createdAt,
    ]);
  }
}
