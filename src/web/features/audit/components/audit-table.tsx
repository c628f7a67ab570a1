// The audit entries: a table on wide screens (when, who, what, on which record, the change) and
// cards below that; who by name and email, what by its label, the record by name with a link.
// Long values wrap inside their column: nothing runs off the right edge.
import { formatDate } from '../../../../domain/dates.ts';
import type { AuditEntryDto } from '../../../../domain/audit-dto.ts';
import { auditActionLabel } from '../../../../domain/audit-actions.ts';
import { TableCell, TableHead } from '../../../components/ui/table.tsx';
import { AdminRows } from '../../../components/admin/admin-rows.tsx';
import { AuditChange } from './audit-change.tsx';
import { AuditTarget } from './audit-target.tsx';

const when = (iso: string) => formatDate(iso, 'timestamp');

/** The admin by name and email; a job by what it is. */
function Who({ e }: { e: AuditEntryDto }) {
  const system = e.actorId === null;
  return (
    <div className="min-w-0">
      <p className="font-medium break-words">{system ? 'Automatic job' : (e.actorName ?? e.actorLabel)}</p>
      <p className="text-xs break-all text-muted-foreground">
        {system ? e.actorLabel.replace(/^system:/, '') : e.actorName ? e.actorLabel : null}
        {e.actorIp && <span className="block">{e.actorIp}</span>}
      </p>
    </div>
  );
}

export function AuditTable({ entries }: { entries: AuditEntryDto[] }) {
  return (
    <AdminRows
      rows={entries}
      label="Audit log"
      from="wide"
      tableClassName="table-fixed"
      rowClassName="align-top"
      cardClassName="min-w-0 space-y-2 text-sm"
      rowData={(e) => ({ 'data-audit-action': e.action })}
      head={
        <>
          <TableHead className="w-36">When</TableHead>
          <TableHead className="w-[22%]">Admin</TableHead>
          <TableHead className="w-[18%]">Action</TableHead>
          <TableHead className="w-[22%]">Record</TableHead>
          <TableHead>Change</TableHead>
        </>
      }
      cells={(e) => (
        <>
          <TableCell className="whitespace-normal text-muted-foreground">{when(e.createdAt)}</TableCell>
          <TableCell className="whitespace-normal">
            <Who e={e} />
          </TableCell>
          <TableCell className="whitespace-normal">{auditActionLabel(e.action)}</TableCell>
          <TableCell className="whitespace-normal">
            <AuditTarget entry={e} />
          </TableCell>
          <TableCell className="whitespace-normal">
            <AuditChange before={e.before} after={e.after} />
          </TableCell>
        </>
      )}
      card={(e) => (
        <>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <p className="font-semibold">{auditActionLabel(e.action)}</p>
            <p className="text-xs text-muted-foreground">{when(e.createdAt)}</p>
          </div>
          <Who e={e} />
          <AuditTarget entry={e} />
          <AuditChange before={e.before} after={e.after} />
        </>
      )}
    />
  );
}
