// /dashboard/billing: plan, renewal date, payments made and a receipt for each.
import { Link } from '../../../lib/links.tsx';
import { useQuery } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../lib/paths.ts';
import { billingOptions } from '../api/payments-api.ts';
import { PaymentsTable } from '../components/payments-table.tsx';
import { RefundsDueAlert } from '../components/refunds-due-alert.tsx';
import { SubscriptionCard } from '../components/subscription-card.tsx';

export function BillingPage() {
  const billing = useQuery(billingOptions());
  return (
    <div className="space-y-6">
      <PageHeader title="Billing" description="Your plan, its renewal date and the payments you have made." />
      <QueryView query={billing} loading={<BillingSkeleton />} errorTitle="Could not load billing">
        {(data) => (
          <>
            <SubscriptionCard subscription={data.subscription} />
            <RefundsDueAlert payments={data.payments} />
            <Card>
              <CardHeader>
                <CardTitle as="h2">Payments</CardTitle>
                <CardDescription>A receipt for every payment, also sent to your email.</CardDescription>
              </CardHeader>
              <CardContent>
                {data.payments.length === 0 ? (
                  <EmptyState
                    icon={CreditCard}
                    titleAs="h3"
                    title="No payments yet"
                    description="When you buy a plan, the payment and its receipt appear here."
                    action={
                      <Button asChild>
                        <Link to={paths.dashboardPricing}>See plans</Link>
                      </Button>
                    }
                  />
                ) : (
                  <PaymentsTable payments={data.payments} />
                )}
              </CardContent>
            </Card>
          </>
        )}
      </QueryView>
    </div>
  );
}

function BillingSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Loading billing">
      <Skeleton className="h-40 w-full rounded-xl" />
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}
