// The console's claims, newest first unless sorted otherwise: a table on wide screens (sortable
// headers, sorted on the server) and cards on phones, each amount with what the artist receives. Payment details show masked; Review opens
// the dialog with them in full.
import { Eye } from 'lucide-react';
import type { AdminClaimDto } from '../../../../domain/claims-dto.ts';
import { PAYMENT_METHOD_LABELS } from '../../../../domain/claim-texts.ts';
import type { CLAIM_SORTS } from '../../../../domain/claims.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { formatDecimal } from '../../../../domain/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TableCell, TableHead } from '../../../components/ui/table.tsx';
import { SortableHead, type Sort } from '../../../components/layout/admin-table-parts.tsx';
import { AdminRows } from '../../../components/admin/admin-rows.tsx';
import { ClaimStatusBadge } from './claim-status-badge.tsx';

type ClaimSort = (typeof CLAIM_SORTS)[number];
type Props = { rows: AdminClaimDto[]; sort: Sort<ClaimSort>; onSort: (s: Sort<ClaimSort>) => void; onView: (id: string) => void };

const who = (c: AdminClaimDto) => c.user.name || c.user.email;

export function AdminClaimsTable({ rows, sort, onSort, onView }: Props) {
  const review = (c: AdminClaimDto) => (
    <Button variant="outline" size="sm" onClick={() => onView(c.id)} aria-label={`Review the claim of ${who(c)}`}>
      <Eye /> Review
    </Button>
  );
  return (
    <AdminRows
      rows={rows}
      label="Payout claims"
      from="wide"
      tableClassName="table-fixed"
      cardClassName="flex flex-col gap-2 p-4 shadow-sm"
      head={
        <>
          <TableHead>Artist</TableHead>
          <SortableHead column="amount" label="Amount" sort={sort} onSort={onSort} className="w-32" />
          <TableHead className="w-64">Payment</TableHead>
          <SortableHead column="status" label="Status" sort={sort} onSort={onSort} className="w-28" />
          <SortableHead column="requested" label="Requested" sort={sort} onSort={onSort} className="w-32" />
          <TableHead className="w-32">Processed</TableHead>
          <TableHead className="w-28">
            <span className="sr-only">Actions</span>
          </TableHead>
        </>
      }
      cells={(c) => (
        <>
          <TableCell className="align-top">
            <p className="font-medium break-words">{who(c)}</p>
            <p className="text-xs break-all text-muted-foreground">{c.user.email}</p>
          </TableCell>
          <TableCell className="align-top tabular-nums">
            <p className="font-medium">{formatDecimal(c.amount)}</p>
            <p className="text-xs text-muted-foreground">Net {formatDecimal(c.net)}</p>
          </TableCell>
          <TableCell className="align-top">
            <p>{PAYMENT_METHOD_LABELS[c.paymentMethod]}</p>
            <p className="truncate text-xs text-muted-foreground">{c.paymentSummary}</p>
          </TableCell>
          <TableCell className="align-top">
            <ClaimStatusBadge status={c.status} />
          </TableCell>
          <TableCell className="align-top text-sm whitespace-nowrap">{formatDate(c.requestDate, 'short')}</TableCell>
          <TableCell className="align-top text-sm whitespace-nowrap">{formatDate(c.processedDate, 'short')}</TableCell>
          <TableCell className="text-right align-top">{review(c)}</TableCell>
        </>
      )}
      card={(c) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-lg font-semibold tabular-nums">{formatDecimal(c.amount)}</p>
              <p className="text-xs text-muted-foreground tabular-nums">
                Fee {formatDecimal(c.fee)} · Net {formatDecimal(c.net)}
              </p>
              <p className="text-sm break-words">{who(c)}</p>
              <p className="text-xs break-all text-muted-foreground">{c.user.email}</p>
            </div>
            <ClaimStatusBadge status={c.status} />
          </div>
          <p className="text-sm break-words text-muted-foreground">
            {PAYMENT_METHOD_LABELS[c.paymentMethod]} · {c.paymentSummary}
          </p>
          <div className="flex items-center justify-between gap-2">
            <p className="text-xs text-muted-foreground">Requested {formatDate(c.requestDate, 'short')}</p>
            {review(c)}
          </div>
        </>
      )}
    />
  );
}
