// The admin's ticket rows: a table on wide screens (sortable headers, sorted on the server) and
// cards on phones. The message shows as its 100-character preview.
import { Eye } from 'lucide-react';
import type { AdminTicketRowDto } from '../../../../domain/support-dto.ts';
import { ticketCategoryLabel, type TicketSort } from '../../../../domain/support-options.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { SortableHead, type Sort } from '../../../components/layout/admin-table-parts.tsx';
import { formatDate } from '../../../../domain/dates.ts';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-badges.tsx';

type Props = { rows: AdminTicketRowDto[]; sort: Sort<TicketSort>; onSort: (sort: Sort<TicketSort>) => void; onView: (id: string) => void };

export function AdminTicketTable({ rows, sort, onSort, onView }: Props) {
  // The table needs the room of a wide screen beside the console's sidebar; cards below that.
  const wide = useMediaQuery('(min-width: 1180px)');
  if (!wide) {
    return (
      <ul className="space-y-3" aria-label="Support tickets">
        {rows.map((t) => (
          <li key={t.id}>
            <Card className="gap-2 p-4">
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
                <Button variant="outline" size="sm" onClick={() => onView(t.id)} aria-label={`View ${t.subject}`}>
                  <Eye /> View
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="rounded-xl border bg-card">
      <Table scrollLabel="Support tickets" className="table-fixed">
        <TableHeader>
          <TableRow>
            <SortableHead column="subject" label="Ticket" sort={sort} onSort={onSort} />
            <TableHead className="w-48">Artist</TableHead>
            <SortableHead column="priority" label="Priority" sort={sort} onSort={onSort} className="w-28" />
            <SortableHead column="status" label="Status" sort={sort} onSort={onSort} className="w-32" />
            <SortableHead column="created" label="Created" sort={sort} onSort={onSort} className="w-32" />
            <TableHead className="w-28">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((t) => (
            <TableRow key={t.id}>
              <TableCell className="align-top">
                <p className="font-medium break-words">{t.subject}</p>
                <p className="mt-0.5 text-xs break-words text-muted-foreground">{t.preview}</p>
                <p className="mt-1 text-xs text-muted-foreground">
                  {ticketCategoryLabel(t.category)} · #{t.reference}
                  {t.replyCount > 0 && ` · ${t.replyCount === 1 ? '1 reply' : `${t.replyCount} replies`}`}
                </p>
              </TableCell>
              <TableCell className="align-top">
                <p className="truncate">{t.owner.name}</p>
                <p className="truncate text-xs text-muted-foreground" title={t.owner.email}>
                  {t.owner.email}
                </p>
              </TableCell>
              <TableCell className="align-top">
                <TicketPriorityBadge priority={t.priority} />
              </TableCell>
              <TableCell className="align-top">
                <TicketStatusBadge status={t.status} />
              </TableCell>
              <TableCell className="align-top text-sm whitespace-nowrap">{formatDate(t.createdAt, 'short')}</TableCell>
              <TableCell className="text-right align-top">
                <Button variant="outline" size="sm" onClick={() => onView(t.id)} aria-label={`View ${t.subject}`}>
                  <Eye /> View
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
