// The artist's home: welcome with the plan, subscription, plan features, four figures, quick
// links and the most recent releases (SPEC section 2). The release figures and the recent releases
// come from the releases feature and the total earnings (all time, from the earnings ledger, as
// the revenue page's balance) from the royalties feature, composed in by app/dashboard-route.tsx. Admins see their role
// and the way to the console instead of the plan badge and the Upgrade buttons. Until the first
// release is sent for review the artist is new here: welcomed as such (not "back"), with the first
// release's steps above the figures. A team member in a label's account sees the account and their
// role instead of their own plan, and only the figures and links their role may open (no earnings
// for a manager: the server refuses them the revenue).
import type { ReactNode } from 'react';
import { Link } from '../../../lib/links.tsx';
import { CalendarClock, Crown, DollarSign, Disc3, PlayCircle, ShieldCheck, Sparkles } from 'lucide-react';
import { planByType, type PlanType } from '../../../../domain/plans.ts';
import { planBadge } from '../../../../domain/plan-badge.ts';
import type { ReleaseStatsDto } from '../../../../domain/releases-dto.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { ACCOUNT_ROLE_LABELS } from '../../../../domain/teams.ts';
import { formatDecimal } from '../../../../domain/money.ts';
import { formatCount } from '../../../../domain/releases-rules.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { roleSeesMoney, useActingAccount } from '../../../lib/my-accounts.ts';
import { cn } from '../../../lib/utils.ts';
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

/** The figures' columns on wide screens, by how many the person sees. */
const FIGURE_COLUMNS: Record<number, string> = { 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' };

type WelcomeProps = Pick<Props, 'stats' | 'statsLoading'> & { upsell: boolean };

/** The greeting with the plan (admins their role), or in a label's account the account and the person's role there. */
function Welcome({ stats, statsLoading, upsell }: WelcomeProps) {
  const { user, profile, isAdmin, roleLoading } = useAuth();
  const { account, role } = useActingAccount();
  const free = (profile?.planType ?? 'free') === 'free';
  const active = profile?.subscriptionStatus === 'active';
  const name = profile?.fullName || user?.name || 'Artist';
  const own = role === 'owner';
  return (
    <section className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="space-y-2">
        {roleLoading || statsLoading ? (
          <Skeleton className="h-9 w-64" />
        ) : (
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
            {!isAdmin && own && stats?.submitted === 0 ? `Welcome, ${name}!` : `Welcome back, ${name}!`}
          </h1>
        )}
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {roleLoading || !role ? (
            <Skeleton className="h-5 w-20" />
          ) : !own ? (
            <>
              <Badge>{ACCOUNT_ROLE_LABELS[role].toUpperCase()}</Badge>
              {account && <span className="break-words">Working in {account.name}’s account</span>}
            </>
          ) : isAdmin ? (
            <Badge>ADMIN</Badge>
          ) : (
            <Badge variant={free ? 'secondary' : 'default'}>{planBadge(profile?.planType)}</Badge>
          )}
          {own && active && profile?.subscriptionExpiresAt && (
            <span className="inline-flex items-center gap-1">
              <CalendarClock className="size-4" aria-hidden="true" /> Expires on {formatDate(profile.subscriptionExpiresAt)}
            </span>
          )}
        </div>
      </div>
      {own && isAdmin ? <AdminConsoleButton /> : upsell && <UpgradeButton />}
    </section>
  );
}

export function DashboardPage({ stats, statsLoading, statsFailed, earnings, earningsLoading, recentReleases, firstSteps }: Props) {
  const { profile, isAdmin, roleLoading } = useAuth();
  const { role } = useActingAccount();
  const planType: PlanType = profile?.planType ?? 'free';
  const plan = planByType(planType);
  const free = planType === 'free';
  // The person's own plan, shown in their own account only: in a label's account it is not theirs.
  const own = role === 'owner';
  // No plan is sold to staff; until the role is known, no Upgrade is shown.
  const upsell = own && free && !isAdmin && !roleLoading;
  const active = profile?.subscriptionStatus === 'active';
  const figures = 2 + Number(roleSeesMoney(role)) + Number(own);

  return (
    <div className="space-y-6">
      <Welcome stats={stats} statsLoading={statsLoading} upsell={upsell} />

      {own && !free && profile && (
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

      {own && firstSteps && !isAdmin && <FirstReleaseChecklist steps={firstSteps} />}

      <section aria-label="Your figures" className={cn('grid grid-cols-2 gap-3 sm:gap-4', FIGURE_COLUMNS[figures])}>
        <StatCard label="Total Releases" value={formatCount(stats?.total ?? 0)} icon={Disc3} loading={statsLoading} />
        {roleSeesMoney(role) && (
          <StatCard label="Total Earnings" value={formatDecimal(earnings)} icon={DollarSign} loading={earningsLoading} hint="All time" />
        )}
        <StatCard label="Total Streams" value={formatCount(stats?.totalStreams ?? 0)} icon={PlayCircle} loading={statsLoading} />
        {own && <StatCard label="Plan" value={plan?.name ?? planBadge(planType)} icon={Crown} loading={roleLoading} />}
      </section>

      <section aria-labelledby="quick-links-title" className="space-y-3">
        <h2 id="quick-links-title" className="text-lg font-semibold">
          Quick Links
        </h2>
        <QuickLinks role={role} />
      </section>

      <div className={own ? 'grid grid-cols-1 gap-6 lg:grid-cols-2' : 'grid grid-cols-1 gap-6'}>
        {recentReleases}
        {own && (
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
        )}
      </div>
      {statsFailed && <p className="sr-only">Your figures could not be loaded.</p>}
    </div>
  );
}
