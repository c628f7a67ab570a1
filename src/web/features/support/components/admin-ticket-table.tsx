// The admin's ticket rows: a table on wide screens (sortable headers, sorted on the server) and
// cards on phones. The message shows as its 100-character preview.
import { Eye } from 'lucide-react';
import type { AdminTicketRowDto } from '../../../../domain/support-dto.ts';
import { ticketCategoryLabel, type TicketSort } from '../../../../domain/support-options.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TableCell, TableHead } from '../../../components/ui/table.tsx';
import { SortableHead, type Sort } from '../../../components/layout/admin-table-parts.tsx';
import { AdminRows } from '../../../components/admin/admin-rows.tsx';
import { formatDate } from '../../../../domain/dates.ts';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-badges.tsx';

type Props = { rows: AdminTicketRowDto[]; sort: Sort<TicketSort>; onSort: (sort: Sort<TicketSort>) => void; onView: (id: string) => void };

export function AdminTicketTable({ rows, sort, onSort, onView }: Props) {
  const view = (t: AdminTicketRowDto) => (
    <Button variant="outline" size="sm" onClick={() => onView(t.id)} aria-label={`View ${t.subject}`}>
      <Eye /> View
    </Button>
  );
  // The table needs the room of a wide screen beside the console's sidebar; cards below that.
  return (
    <AdminRows
      rows={rows}
      label="Support tickets"
      from="wide"
      tableClassName="table-fixed"
      cardClassName="flex flex-col gap-2 p-4 shadow-sm"
      head={
        <>
          <SortableHead column="subject" label="Ticket" sort={sort} onSort={onSort} />
          <TableHead className="w-48">Artist</TableHead>
          <SortableHead column="priority" label="Priority" sort={sort} onSort={onSort} className="w-28" />
          <SortableHead column="status" label="Status" sort={sort} onSort={onSort} className="w-32" />
          <SortableHead column="created" label="Created" sort={sort} onSort={onSort} className="w-32" />
          <TableHead className="w-28">
            <span className="sr-only">Actions</span>
          </TableHead>
        </>
      }
      cells={(t) => (
        <>
          <TableCell className="align-top">
            <p className="font-medium break-words">{t.subject}</p>
            <p className="mt-0.5 text-xs break-words text-muted-foreground">{t.preview}</p>
            <p className="mt-1 text-xs text-muted-foreground">
              {ticketCategoryLabel(t.category)} · #{t.reference}
              {t.replyCount > 0 && ` · ${t.replyCount === 1 ? '1 reply' : `${t.replyCount} replies`}`}
            </p>
          </TableCell>
          <TableCell className="align-top">
            <p className="break-words">{t.owner.name}</p>
            <p className="text-xs break-all text-muted-foreground">{t.owner.email}</p>
          </TableCell>
          <TableCell className="align-top">
            <TicketPriorityBadge priority={t.priority} />
          </TableCell>
          <TableCell className="align-top">
            <TicketStatusBadge status={t.status} />
          </TableCell>
          <TableCell className="align-top text-sm whitespace-nowrap">{formatDate(t.createdAt, 'short')}</TableCell>
          <TableCell className="text-right align-top">{view(t)}</TableCell>
        </>
      )}
      card={(t) => (
        <>
          <div className="flex flex-wrap gap-2">
            <TicketStatusBadge status={t.status} />
            <TicketPriorityBadge priority={t.priority} />
          </div>
          <h3 className="font-semibold break-words">{t.subject}</h3>
          <p className="text-sm break-words text-muted-foreground">{t.preview}</p>
          <p className="text-xs break-all text-muted-foreground">
            {t.owner.name} · {t.owner.email}
          </p>
          <div className="flex items-center justify-between gap-2">
            <p className="text-xs text-muted-foreground">
              {ticketCategoryLabel(t.category)} · {formatDate(t.createdAt, 'short')}
            </p>
            {view(t)}
          </div>
        </>
      )}
    />
  );
}
