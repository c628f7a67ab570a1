// /dashboard/claim-request (SPEC sections 2, 5, 8 and 9): the available balance (net earnings less
// every claim not rejected, from the server, as the revenue page shows it, with what a claim may
// ask for when that is a cent less) and the payout request form. A claimable amount under the
// payout minimum disables the request and says why.
import { useEffect } from 'react';
import { Link } from '../../../lib/links.tsx';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Info, Wallet } from 'lucide-react';
import { CLAIM_TEXTS } from '../../../../domain/claim-texts.ts';
import { canClaim, claimableNote } from '../../../../domain/earnings-totals.ts';
import { formatDecimal } from '../../../../domain/money.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { paths } from '../../../lib/paths.ts';
import { balanceOptions } from '../api/payouts-api.ts';
import { ClaimForm } from '../components/claim-form.tsx';

export function ClaimRequestPage() {
  const query = useQuery(balanceOptions());
  const b = query.data;
  useEffect(() => {
    if (query.isError) toast.error(CLAIM_TEXTS.balanceFailed, { description: CLAIM_TEXTS.tryLater });
  }, [query.isError]);
  const belowMinimum = b && !canClaim(b.available, b.payoutMinimum);
  const note = b && claimableNote(b.balance, b.available);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title="Request Payout"
        description="Withdraw your earnings by bank transfer, PayPal or USDC."
        actions={
          <Button variant="outline" asChild>
            <Link to={paths.revenue}>
              <ArrowLeft /> Back to Revenue
            </Link>
          </Button>
        }
      />
      {query.isError ? (
        <LoadError title={CLAIM_TEXTS.balanceFailed} message={CLAIM_TEXTS.tryLater} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Card className="py-5">
            <CardContent className="flex items-center gap-4">
              <div className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Wallet className="size-6" aria-hidden="true" />
              </div>
              <div className="min-w-0">
                <p className="text-sm text-muted-foreground">Available Balance</p>
                {b ? (
                  <p className="text-2xl font-semibold tabular-nums sm:text-3xl">{formatDecimal(b.balance)}</p>
                ) : (
                  <Skeleton className="mt-1 h-8 w-28" />
                )}
                {b && (
                  <p className="text-xs text-muted-foreground">
                    Minimum payout amount {formatDecimal(b.payoutMinimum)}
                    {b.onHold !== '0.00' && <> · {formatDecimal(b.onHold)} on hold, not claimable until released</>}
                    {note && <> · {note}</>}
                  </p>
                )}
              </div>
            </CardContent>
          </Card>
          {belowMinimum && (
            <Alert>
              <Info aria-hidden="true" />
              <AlertTitle>Not enough to request a payout yet</AlertTitle>
              <AlertDescription>
                {CLAIM_TEXTS.minimum(b.payoutMinimum)}. Your balance grows as the stores report the streams and sales of your releases.
              </AlertDescription>
            </Alert>
          )}
          <Card>
            <CardHeader>
              <CardTitle>Payout Request</CardTitle>
              <CardDescription>We&apos;ll review your request and process it within 3-5 business days.</CardDescription>
            </CardHeader>
            <CardContent>
              {b ? (
                <ClaimForm balance={b} />
              ) : (
                <div className="grid gap-4" aria-busy="true" aria-label="Loading your balance">
                  <div className="grid gap-4 sm:grid-cols-2">
                    <Skeleton className="h-16 w-full" />
                    <Skeleton className="h-16 w-full" />
                  </div>
                  <Skeleton className="ml-auto h-9 w-40" />
                </div>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
