// The console's holds, newest first: a table on wide screens and cards on phones, each with the
// artist, the amount held, why, the months, the date to answer by, whether the artist answered,
// and Open (the hold's dialog, where it is released).
import { Eye, MessageSquare } from 'lucide-react';
import { formatDate } from '../../../../domain/dates.ts';
import { monthLabel } from '../../../../domain/holds.ts';
import type { AdminHoldDto } from '../../../../domain/holds-dto.ts';
import { formatDecimal } from '../../../../domain/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TableCell, TableHead } from '../../../components/ui/table.tsx';
import { AdminRows } from '../../../components/admin/admin-rows.tsx';
import { HoldStatusBadge } from './hold-status-badge.tsx';

const who = (h: AdminHoldDto) => h.user.name || h.user.email;
const months = (h: AdminHoldDto) => h.months.map(monthLabel).join(', ');

function Answered({ h }: { h: AdminHoldDto }) {
  if (!h.answeredAt) return <span className="text-xs text-muted-foreground">No answer yet</span>;
  return (
    <span className="inline-flex items-center gap-1 text-xs font-medium">
      <MessageSquare className="size-3.5" aria-hidden="true" /> Answered {formatDate(h.answeredAt, 'short')}
    </span>
  );
}

export function AdminHoldsTable({ rows, onView }: { rows: AdminHoldDto[]; onView: (id: string) => void }) {
  const open = (h: AdminHoldDto) => (
    <Button variant="outline" size="sm" onClick={() => onView(h.id)} aria-label={`Open the hold on ${who(h)}’s earnings`}>
      <Eye /> Open
    </Button>
  );
  return (
    <AdminRows
      rows={rows}
      label="Holds"
      from="wide"
      tableClassName="table-fixed"
      cardClassName="flex flex-col gap-2 p-4 shadow-sm"
      head={
        <>
          <TableHead>Artist</TableHead>
          <TableHead className="w-28">Held</TableHead>
          <TableHead className="w-56">Reason and months</TableHead>
          <TableHead className="w-32">Answer by</TableHead>
          <TableHead className="w-28">Status</TableHead>
          <TableHead className="w-24">
            <span className="sr-only">Actions</span>
          </TableHead>
        </>
      }
      cells={(h) => (
        <>
          <TableCell className="align-top">
            <p className="font-medium break-words">{who(h)}</p>
            <p className="text-xs break-all text-muted-foreground">{h.user.email}</p>
          </TableCell>
          <TableCell className="align-top font-medium tabular-nums">{formatDecimal(h.amountShown)}</TableCell>
          <TableCell className="align-top">
            <p className="break-words">{h.reasonLabel}</p>
            <p className="text-xs break-words text-muted-foreground">{months(h)}</p>
          </TableCell>
          <TableCell className="align-top text-sm">
            <p className="whitespace-nowrap">{formatDate(h.answerBy, 'short')}</p>
            <Answered h={h} />
          </TableCell>
          <TableCell className="align-top">
            <HoldStatusBadge status={h.status} />
          </TableCell>
          <TableCell className="text-right align-top">{open(h)}</TableCell>
        </>
      )}
      card={(h) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-lg font-semibold tabular-nums">{formatDecimal(h.amountShown)}</p>
              <p className="text-sm break-words">{who(h)}</p>
              <p className="text-xs break-all text-muted-foreground">{h.user.email}</p>
            </div>
            <HoldStatusBadge status={h.status} />
          </div>
          <p className="text-sm break-words text-muted-foreground">
            {h.reasonLabel} · {months(h)}
          </p>
          <div className="flex items-center justify-between gap-2">
            <div className="flex flex-col text-xs text-muted-foreground">
              <span>Answer by {formatDate(h.answerBy, 'short')}</span>
              <Answered h={h} />
            </div>
            {open(h)}
          </div>
        </>
      )}
    />
  );
}
