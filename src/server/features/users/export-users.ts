// The user table as CSV: every user matching the filters, in the table's order.
import type { UserFilters } from '../../../domain/users-admin.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import type { CsvCell } from '../../http/csv-response.ts';
import { allUsers } from './list-users.ts';

export const USERS_CSV_HEADER = ['Id', 'Name', 'Email', 'Plan', 'Role', 'Status', 'Joined'];

export async function* usersCsv({ db }: Deps, _actor: UserActor, f: UserFilters): AsyncGenerator<CsvCell[][]> {
  for await (const batch of allUsers(db, f)) {
    yield batch.map((u) => [
      u.id,
      u.fullName,
      u.email,
      u.planType,
      u.role,
      u.deletion ? 'deleting' : u.suspendedAt ? 'suspended' : 'active',
      u.createdAt,
    ]);
  }
}
