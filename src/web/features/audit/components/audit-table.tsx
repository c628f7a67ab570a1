// The audit entries: a table on wide screens (when, who, what, on which record, the change) and
// cards on phones.
import { formatDate } from '../../../../domain/dates.ts';
import { auditActionLabel, type AuditEntryDto } from '../../../../domain/audit-dto.ts';
import { TableCell, TableHead } from '../../../components/ui/table.tsx';
import { AdminRows } from '../../../components/admin/admin-rows.tsx';
import { AuditChange } from './audit-change.tsx';

const when = (iso: string) => formatDate(iso, 'timestamp');

export function AuditTable({ entries }: { entries: AuditEntryDto[] }) {
  return (
    <AdminRows
      rows={entries}
      label="Audit log"
      rowClassName="align-top"
      cardClassName="space-y-1 text-sm"
      head={
        <>
          <TableHead>When</TableHead>
          <TableHead>Admin</TableHead>
          <TableHead>Action</TableHead>
          <TableHead>Record</TableHead>
          <TableHead>Change</TableHead>
        </>
      }
      cells={(e) => (
        <>
          <TableCell className="whitespace-nowrap text-muted-foreground">{when(e.createdAt)}</TableCell>
          <TableCell>
            <p className="max-w-52 truncate">{e.actorLabel}</p>
            {e.actorIp && <p className="text-xs text-muted-foreground">{e.actorIp}</p>}
          </TableCell>
          <TableCell className="whitespace-nowrap">{auditActionLabel(e.action)}</TableCell>
          <TableCell>
            <p className="capitalize">{e.entityType}</p>
            <p className="max-w-40 truncate font-mono text-xs text-muted-foreground" title={e.entityId}>
              {e.entityId}
            </p>
          </TableCell>
          <TableCell className="min-w-56">
            <AuditChange before={e.before} after={e.after} />
          </TableCell>
        </>
      )}
      card={(e) => (
        <>
          <p className="font-medium">{auditActionLabel(e.action)}</p>
          <p className="text-xs text-muted-foreground">
            {when(e.createdAt)} · {e.actorLabel}
            {e.actorIp ? ` · ${e.actorIp}` : ''}
          </p>
          <p className="truncate font-mono text-xs text-muted-foreground">
            {e.entityType} {e.entityId}
          </p>
          <AuditChange before={e.before} after={e.after} />
        </>
      )}
    />
  );
}
