// The artist's home: welcome with the plan, subscription, plan features, four figures, quick
// links and the most recent releases (SPEC section 2). The release figures and the recent releases
// come from the releases feature and the total earnings (all time, from the earnings ledger, as
// the revenue page's balance) from the royalties feature, composed in by app/dashboard-route.tsx. Admins see their role
// and the way to the console instead of the plan badge and the Upgrade buttons. Until the first
// release is sent for review the artist is new here: welcomed as such (not "back"), with the first
// release's steps above the figures.
import type { ReactNode } from 'react';
import { Link } from '../../../lib/links.tsx';
import { CalendarClock, Crown, DollarSign, Disc3, PlayCircle, ShieldCheck, Sparkles } from 'lucide-react';
import { planByType, type PlanType } from '../../../../domain/plans.ts';
import { planBadge } from '../../../../domain/plan-badge.ts';
import type { ReleaseStatsDto } from '../../../../domain/releases-dto.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { formatDecimal } from '../../../../domain/money.ts';
import { formatCount } from '../../../../domain/releases-rules.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { paths } from '../../../lib/paths.ts';
import { FirstReleaseChecklist, type FirstReleaseStep } from '../components/first-release-checklist.tsx';
import { PlanFeatures } from '../components/plan-features.tsx';
import { QuickLinks } from '../components/quick-links.tsx';

function UpgradeButton() {
  return (
    <Button asChild>
      <Link to={paths.dashboardPricing}>
        <Sparkles /> Upgrade
      </Link>
    </Button>
  );
}

function AdminConsoleButton() {
  return (
    <Button asChild>
      <Link to={paths.admin}>
        <ShieldCheck /> Admin console
      </Link>
    </Button>
  );
}

type Props = {
  /** The artist's release figures; undefined while they load or when they failed. */
  stats: ReleaseStatsDto | undefined;
  statsLoading: boolean;
  statsFailed: boolean;
  /** Net earnings of all time, to the cent; undefined while they load or when they failed. */
  earnings: string | undefined;
  earningsLoading: boolean;
  /** The most recent releases, drawn by the releases feature. */
  recentReleases: ReactNode;
  /** The first release's steps while none has been sent for review; null once one has (or while unknown). */
  firstSteps: FirstReleaseStep[] | null;
};

export function DashboardPage({ stats, statsLoading, statsFailed, earnings, earningsLoading, recentReleases, firstSteps }: Props) {
  const { user, profile, isAdmin, roleLoading } = useAuth();
  const planType: PlanType = profile?.planType ?? 'free';
  const plan = planByType(planType);
  const free = planType === 'free';
  // No plan is sold to staff; until the role is known, no Upgrade is shown.
  const upsell = free && !isAdmin && !roleLoading;
  const active = profile?.subscriptionStatus === 'active';
  const name = profile?.fullName || user?.name || 'Artist';

  return (
    <div className="space-y-6">
      <section className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-2">
          {roleLoading || statsLoading ? (
            <Skeleton className="h-9 w-64" />
          ) : (
            <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
              {!isAdmin && stats?.submitted === 0 ? `Welcome, ${name}!` : `Welcome back, ${name}!`}
            </h1>
          )}
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {roleLoading ? (
              <Skeleton className="h-5 w-20" />
            ) : isAdmin ? (
              <Badge>ADMIN</Badge>
            ) : (
              <Badge variant={free ? 'secondary' : 'default'}>{planBadge(profile?.planType)}</Badge>
            )}
            {active && profile?.subscriptionExpiresAt && (
              <span className="inline-flex items-center gap-1">
                <CalendarClock className="size-4" aria-hidden="true" /> Expires on {formatDate(profile.subscriptionExpiresAt)}
              </span>
            )}
          </div>
        </div>
        {isAdmin ? <AdminConsoleButton /> : upsell && <UpgradeButton />}
      </section>

      {!free && profile && (
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Crown className="size-5 text-primary" aria-hidden="true" /> Subscription
            </CardTitle>
            <CardDescription>Your {plan?.name ?? planBadge(planType)} plan</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3 text-sm sm:grid-cols-3">
            <div>
              <p className="text-muted-foreground">Plan</p>
              <p className="font-medium">{plan?.name ?? planBadge(planType)}</p>
            </div>
            <div>
              <p className="text-muted-foreground">Status</p>
              <Badge variant={active ? 'success' : 'secondary'}>{active ? 'Active' : 'Inactive'}</Badge>
            </div>
            <div>
              <p className="text-muted-foreground">{active ? 'Expires' : 'Expired'}</p>
              <p className="font-medium">{profile.subscriptionExpiresAt ? formatDate(profile.subscriptionExpiresAt) : '—'}</p>
            </div>
          </CardContent>
        </Card>
      )}

      {firstSteps && !isAdmin && <FirstReleaseChecklist steps={firstSteps} />}

      <section aria-label="Your figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard label="Total Releases" value={formatCount(stats?.total ?? 0)} icon={Disc3} loading={statsLoading} />
        <StatCard label="Total Earnings" value={formatDecimal(earnings)} icon={DollarSign} loading={earningsLoading} hint="All time" />
        <StatCard label="Total Streams" value={formatCount(stats?.totalStreams ?? 0)} icon={PlayCircle} loading={statsLoading} />
        <StatCard label="Plan" value={plan?.name ?? planBadge(planType)} icon={Crown} loading={roleLoading} />
      </section>

      <section aria-labelledby="quick-links-title" className="space-y-3">
        <h2 id="quick-links-title" className="text-lg font-semibold">
          Quick Links
        </h2>
        <QuickLinks />
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {recentReleases}
        <Card>
          <CardHeader className="flex flex-row items-center justify-between gap-2">
            <div className="space-y-1.5">
              <CardTitle>Plan Features</CardTitle>
              <CardDescription>What your {plan?.name ?? 'current'} plan includes</CardDescription>
            </div>
            {upsell && <UpgradeButton />}
          </CardHeader>
          <CardContent>
            <PlanFeatures plan={planType} />
          </CardContent>
        </Card>
      </div>
      {statsFailed && <p className="sr-only">Your figures could not be loaded.</p>}
    </div>
  );
}
