// The plan part of the billing page: plan, status, renewal date and any plan paid to follow it.
import { Link } from '../../../lib/links.tsx';
import { CalendarClock, Sparkles } from 'lucide-react';
import type { SubscriptionDto } from '../../../../domain/payments-dto.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { paths } from '../../../lib/paths.ts';
import { formatDate } from '../../../../domain/dates.ts';

export function SubscriptionCard({ subscription }: { subscription: SubscriptionDto }) {
  const paid = subscription.planType !== 'free' && subscription.status === 'active';
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Your plan</CardTitle>
        <CardDescription>
          {paid ? 'Your yearly subscription and when it renews.' : 'Upgrade for unlimited releases and a bigger royalty share.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <dl className="grid gap-4 sm:grid-cols-3 sm:gap-x-10">
          <div>
            <dt className="text-sm text-muted-foreground">Plan</dt>
            <dd className="mt-1 text-lg font-semibold" data-testid="billing-plan">
              {subscription.planName}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Status</dt>
            <dd className="mt-1">
              <Badge variant={subscription.status === 'active' ? 'success' : 'secondary'}>
                {subscription.status === 'active' ? 'Active' : 'Inactive'}
              </Badge>
            </dd>
          </div>
          {subscription.expiresAt && (
            <div>
              <dt className="text-sm text-muted-foreground">
                {subscription.status !== 'active' ? 'Expired on' : subscription.scheduled ? 'Ends on' : 'Renewal date'}
              </dt>
              <dd className="mt-1 flex items-center gap-2 font-medium" data-testid="billing-renewal">
                <CalendarClock className="size-4 text-muted-foreground" aria-hidden="true" />
                {formatDate(subscription.expiresAt)}
              </dd>
            </div>
          )}
          {subscription.scheduled && (
            <div className="sm:col-span-3">
              <dt className="text-sm text-muted-foreground">Next plan</dt>
              <dd className="mt-1 font-medium" data-testid="billing-next-plan">
                {subscription.scheduled.planName} from {formatDate(subscription.scheduled.startsAt)} until{' '}
                {formatDate(subscription.scheduled.endsAt)}
              </dd>
            </div>
          )}
        </dl>
        <Button asChild variant={paid ? 'outline' : 'default'}>
          <Link to={paths.dashboardPricing}>
            <Sparkles aria-hidden="true" /> {paid ? 'Renew or change plan' : 'Upgrade'}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
