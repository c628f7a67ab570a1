// Every audit entry matching the filters, as CSV rows, a batch at a time.
import type { AuditListQuery } from '../../../domain/audit.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import type { CsvCell } from '../../http/csv-response.ts';
import { auditRows } from './list-audit.ts';

export const AUDIT_CSV_HEADER = ['When', 'Actor', 'Address', 'Action', 'Record type', 'Record', 'Before', 'After'];

export async function* auditCsv({ db }: Deps, _actor: UserActor, q: AuditListQuery): AsyncGenerator<CsvCell[][]> {
  for await (const batch of auditRows(db, q)) {
    yield batch.map((e) => [
      e.createdAt,
      e.actorLabel,
      e.actorIp,
      e.action,
      e.entityType,
      e.entityId,
      e.before && JSON.stringify(e.before),
      e.after && JSON.stringify(e.after),
    ]);
  }
}
