// The claims waiting for review, oldest first, on the console's Claims & Support section: the
// artist, the amount and the method of each, with a link to review it where claims are reviewed
// (Revenue & Payouts). The section's pending-claims badge counts the same claims.
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { Link } from '../../../lib/links.tsx';
import { PAYMENT_METHOD_LABELS } from '../../../../domain/claim-texts.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { formatDecimal } from '../../../../domain/money.ts';
import { QueryView, SkeletonBlocks } from '../../../components/ui/query-view.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { claimListOptions, DEFAULT_CLAIM_FILTERS } from '../api/admin-revenue-api.ts';

const SHOWN = 5;
const PENDING_OLDEST_FIRST = { ...DEFAULT_CLAIM_FILTERS, status: 'pending', sort: 'requested', dir: 'asc' } as const;

type Props = { reviewHref: (claimId: string) => string; allHref: string };

export function PendingClaimsPanel({ reviewHref, allHref }: Props) {
  const query = useQuery(claimListOptions(PENDING_OLDEST_FIRST, ''));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pending claims</CardTitle>
        <CardDescription>Payout requests waiting for review, oldest first. They are reviewed under Revenue &amp; Payouts.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryView
          query={query}
          errorTitle="Could not load the pending claims"
          loading={<SkeletonBlocks label="Loading pending claims" className="space-y-2" blocks={['h-10 w-full', 'h-10 w-full']} />}
        >
          {(page) =>
            page.items.length === 0 ? (
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <CheckCircle2 className="size-4 text-success" aria-hidden="true" /> No claims are waiting for review.
              </p>
            ) : (
              <div className="space-y-3">
                <ul className="divide-y rounded-md border" aria-label="Pending claims">
                  {page.items.slice(0, SHOWN).map((c) => (
                    <li key={c.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2 text-sm">
                      <span className="min-w-0 flex-1 font-medium break-words">{c.user.name || c.user.email}</span>
                      <span className="font-medium tabular-nums">{formatDecimal(c.amount)}</span>
                      <span className="text-muted-foreground">{PAYMENT_METHOD_LABELS[c.paymentMethod]}</span>
                      <span className="text-muted-foreground">{formatDate(c.requestDate, 'short')}</span>
                      <Button asChild variant="outline" size="sm">
                        <Link to={reviewHref(c.id)} aria-label={`Review the claim of ${c.user.name || c.user.email}`}>
                          Review
                        </Link>
                      </Button>
                    </li>
                  ))}
                </ul>
                {page.total > SHOWN && (
                  <Link to={allHref} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
                    All {page.totalCapped ? `${page.total.toLocaleString('en-US')}+` : page.total.toLocaleString('en-US')} pending claims
                  </Link>
                )}
              </div>
            )
          }
        </QueryView>
      </CardContent>
    </Card>
  );
}
