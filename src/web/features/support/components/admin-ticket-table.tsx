// The admin's ticket rows: a table on wide screens (sortable headers, sorted on the server) and
// cards on phones. The message shows as its 100-character preview.
import { ArrowDown, ArrowUp, ArrowUpDown, Eye } from 'lucide-react';
import type { AdminTicketRowDto } from '../../../../domain/support-dto.ts';
import { ticketCategoryLabel, type TicketSort } from '../../../../domain/support-options.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import type { AdminTicketFilter } from '../api/support-api.ts';
import { formatDay } from './format-date.ts';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-badges.tsx';

type Props = { rows: AdminTicketRowDto[]; filter: AdminTicketFilter; onSort: (sort: TicketSort) => void; onView: (id: string) => void };

function SortHeader({ label, sort, filter, onSort, className }: { label: string; sort: TicketSort; filter: AdminTicketFilter; onSort: (s: TicketSort) => void; className?: string }) {
  const active = filter.sort === sort;
  const Icon = !active ? ArrowUpDown : filter.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <TableHead className={className} aria-sort={active ? (filter.dir === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button type="button" onClick={() => onSort(sort)} className="-ml-1 inline-flex items-center gap-1 rounded-sm px-1 py-0.5 hover:text-foreground">
        {label}
        <Icon className={active ? 'size-3.5 text-foreground' : 'size-3.5 opacity-50'} aria-hidden="true" />
      </button>
    </TableHead>
  );
}

export function AdminTicketTable({ rows, filter, onSort, onView }: Props) {
  const wide = useMediaQuery('(min-width: 1024px)');
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
                  {ticketCategoryLabel(t.category)} · {formatDay(t.createdAt)}
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
    <Table scrollLabel="Support tickets" className="table-fixed">
      <TableHeader>
        <TableRow>
          <SortHeader label="Ticket" sort="subject" filter={filter} onSort={onSort} />
          <TableHead className="w-52">Artist</TableHead>
          <TableHead className="w-40">Category</TableHead>
          <SortHeader label="Priority" sort="priority" filter={filter} onSort={onSort} className="w-28" />
          <SortHeader label="Status" sort="status" filter={filter} onSort={onSort} className="w-32" />
          <SortHeader label="Created" sort="created" filter={filter} onSort={onSort} className="w-32" />
          <TableHead className="w-24 text-right">
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
            </TableCell>
            <TableCell className="align-top">
              <p className="truncate">{t.owner.name}</p>
              <p className="truncate text-xs text-muted-foreground">{t.owner.email}</p>
            </TableCell>
            <TableCell className="align-top text-sm">{ticketCategoryLabel(t.category)}</TableCell>
            <TableCell className="align-top">
              <TicketPriorityBadge priority={t.priority} />
            </TableCell>
            <TableCell className="align-top">
              <TicketStatusBadge status={t.status} />
            </TableCell>
            <TableCell className="align-top text-sm whitespace-nowrap">{formatDay(t.createdAt)}</TableCell>
            <TableCell className="text-right align-top">
              <Button variant="outline" size="sm" onClick={() => onView(t.id)} aria-label={`View ${t.subject}`}>
                <Eye /> View
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
