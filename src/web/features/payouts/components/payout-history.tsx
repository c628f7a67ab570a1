// The artist's latest payout requests (the revenue page's Payout History): amount, the method's fee
// and what arrives (net), method with the details masked, status, when requested and when settled, and the team's note if any. With
// none yet, the way to ask for one, when there is something to claim.
import { Link } from '../../../lib/links.tsx';
import { HandCoins } from 'lucide-react';
import type { ClaimDto } from '../../../../domain/claims-dto.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_REFERENCE_LABELS } from '../../../../domain/claim-texts.ts';
import { rejectionText } from '../../../../domain/claim-review.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { formatDecimal } from '../../../../domain/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { ClaimStatusBadge } from './claim-status-badge.tsx';

export function PayoutHistory({ payouts, claimable }: { payouts: ClaimDto[]; claimable: boolean }) {
  if (!payouts.length) {
    return (
      <div className="flex flex-col items-start gap-3 text-sm text-muted-foreground">
        <p>No payout requests yet.</p>
        {claimable && (
          <Button variant="outline" size="sm" asChild>
            <Link to={paths.claimRequest}>
              <HandCoins /> Request Payout
            </Link>
          </Button>
        )}
      </div>
    );
  }
  return (
    <ul className="divide-y" aria-label="Payout history">
      {payouts.map((c) => (
        <li key={c.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
          <div className="min-w-0">
            <p className="font-medium tabular-nums">{formatDecimal(c.amount)}</p>
            <p className="text-sm text-muted-foreground tabular-nums">
              Fee {formatDecimal(c.fee)} · Net {formatDecimal(c.net)}
            </p>
            <p className="text-sm break-words text-muted-foreground">
              {PAYMENT_METHOD_LABELS[c.paymentMethod]} · {c.paymentSummary}
            </p>
            <p className="text-xs text-muted-foreground">
              Requested {formatDate(c.requestDate, 'short')}
              {c.processedDate && ` · settled ${formatDate(c.processedDate, 'short')}`}
            </p>
            {c.rejectionReason && (
              <p className="mt-1 text-sm break-words">
                <span className="font-medium">Why it was rejected:</span> {rejectionText(c.rejectionReason, c.rejectionNote)}
              </p>
            )}
            {c.paymentReference && (
              <p className="mt-1 text-sm break-words">
                <span className="font-medium">{PAYMENT_REFERENCE_LABELS[c.paymentMethod]}:</span>{' '}
                <span className="font-mono break-all">{c.paymentReference}</span>
              </p>
            )}
            {c.adminNotes && <p className="mt-1 text-xs break-words text-muted-foreground">Note: {c.adminNotes}</p>}
          </div>
          <ClaimStatusBadge status={c.status} />
        </li>
      ))}
    </ul>
  );
}
