// Payments made, newest first, each with its receipt (SPEC: billing for the user). A payment that
// was not applied (its order no longer fitted the plan) says so where its period would be.
import { ExternalLink } from 'lucide-react';
import { formatDate } from '../../../../domain/dates.ts';
import { formatMoney } from '../../../../domain/money.ts';
import type { PaymentDto } from '../../../../domain/payments-dto.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { cn } from '../../../lib/utils.ts';
import { receiptUrl } from '../api/payments-api.ts';

function NotApplied({ className = '' }: { className?: string }) {
  return (
    <span className={cn('mt-1 block', className)}>
      <Badge variant="warning">Not applied · to be refunded</Badge>
    </span>
  );
}

/** What a payment bought, beside its plan: an upgrade, a renewal, or a plan starting later. */
function PaymentKind({ payment: p }: { payment: PaymentDto }) {
  if (p.status === 'refund_due') return <NotApplied />;
  const text =
    p.kind === 'upgrade'
      ? `Upgrade from ${p.fromPlanName}`
      : p.kind === 'renewal'
        ? 'Renewal'
        : p.kind === 'downgrade'
          ? `Starts ${formatDate(p.periodStart, 'short')}`
          : null;
  return text ? <span className="block text-xs text-muted-foreground">{text}</span> : null;
}

export function PaymentsTable({ payments }: { payments: PaymentDto[] }) {
  return (
    <Table scrollLabel="Payments">
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead className="hidden sm:table-cell">Plan</TableHead>
          <TableHead>Amount</TableHead>
          <TableHead className="hidden lg:table-cell">Receipt no.</TableHead>
          <TableHead className="hidden md:table-cell">Covers until</TableHead>
          <TableHead className="text-right">Receipt</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {payments.map((p) => (
          <TableRow key={p.id}>
            <TableCell className="whitespace-nowrap">
              {formatDate(p.paidAt, 'short')}
              {/* the plan column is hidden on phones: the refund still shows */}
              {p.status === 'refund_due' && <NotApplied className="sm:hidden" />}
            </TableCell>
            <TableCell className="hidden sm:table-cell">
              {p.planName}
              <PaymentKind payment={p} />
            </TableCell>
            <TableCell className="font-medium whitespace-nowrap tabular-nums">
              {formatMoney(p.amount, p.currency, { cents: 'auto' })}
            </TableCell>
            <TableCell className="hidden font-mono text-xs lg:table-cell">{p.receiptNumber}</TableCell>
            <TableCell className="hidden whitespace-nowrap md:table-cell">
              {p.status === 'applied' ? formatDate(p.periodEnd, 'short') : <span className="text-muted-foreground">Not applied</span>}
            </TableCell>
            <TableCell className="text-right">
              <Button asChild variant="ghost" size="sm">
                <a href={receiptUrl(p.id)} target="_blank" rel="noopener" aria-label={`View receipt ${p.receiptNumber}`}>
                  View <ExternalLink aria-hidden="true" />
                </a>
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
