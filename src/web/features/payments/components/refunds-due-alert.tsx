// Billing's notice of payments that were not applied (their order was priced against a plan that
// had changed by the time it was paid): each with its amount, date and reason, and that it will
// be refunded.
import { CircleAlert } from 'lucide-react';
import { formatDate } from '../../../../domain/dates.ts';
import { formatMoney } from '../../../../domain/money.ts';
import type { PaymentDto } from '../../../../domain/payments-dto.ts';
import { PAYMENT_TEXTS } from '../../../../domain/payments-texts.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';

export function RefundsDueAlert({ payments }: { payments: PaymentDto[] }) {
  const due = payments.filter((p) => p.status === 'refund_due');
  if (due.length === 0) return null;
  return (
    <Alert variant="warning" role="status" data-testid="billing-refunds-due">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>{due.length === 1 ? PAYMENT_TEXTS.notAppliedTitle : `${due.length} payments not applied`}</AlertTitle>
      <AlertDescription>
        <p>{PAYMENT_TEXTS.notAppliedBody}</p>
        <ul className="grid gap-1">
          {due.map((p) => (
            <li key={p.id}>
              <span className="font-medium">
                {formatMoney(p.amount, p.currency, { cents: 'auto' })} paid on {formatDate(p.paidAt, 'short')}
              </span>{' '}
              <span className="whitespace-nowrap">({p.receiptNumber}):</span> {p.refundReason}
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
