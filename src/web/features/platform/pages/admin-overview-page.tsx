// Overview (SPEC section 2; DESIGN section 6): Platform Growth and System Health, every figure
// computed on the server from the data and the running service.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, DollarSign, ListTodo, TrendingUp, UserCheck, XCircle, type LucideIcon } from 'lucide-react';
import { formatDate } from '../../../../domain/dates.ts';
import { formatDecimal } from '../../../../domain/money.ts';
import { growthLabel } from '../../../../domain/platform.ts';
import type { OverviewDto } from '../../../../domain/platform-dto.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryView, SkeletonBlocks } from '../../../components/ui/query-view.tsx';
import { overviewOptions } from '../api/platform-api.ts';

const n = (v: number) => v.toLocaleString('en-US');

function Figure({ icon: Icon, label, value, hint }: { icon: LucideIcon; label: string; value: string; hint: string }) {
  return (
    <div className="min-w-0 rounded-lg border p-3">
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
        {label}
      </p>
      <p className="mt-1 text-2xl font-semibold tabular-nums" data-figure={label}>
        {value}
      </p>
      <p className="mt-0.5 text-xs text-muted-foreground">{hint}</p>
    </div>
  );
}

function Growth({ o }: { o: OverviewDto }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Platform Growth</CardTitle>
        <CardDescription>
          New sign-ups over the last {o.growth.periodDays} days against the {o.growth.periodDays} days before.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <Figure
          icon={TrendingUp}
          label="Growth rate"
          value={growthLabel(o.growth.percent, o.growth.current)}
          hint={`${n(o.growth.current)} new users, ${n(o.growth.previous)} the period before`}
        />
        <Figure
          icon={DollarSign}
          label="Average revenue per release"
          value={o.averageRevenuePerRelease === null ? '—' : formatDecimal(o.averageRevenuePerRelease)}
          hint={`${formatDecimal(o.counters.revenue)} over ${n(o.counters.releases)} releases`}
        />
      </CardContent>
    </Card>
  );
}

function Health({ o }: { o: OverviewDto }) {
  const ok = o.health.status === 'Operational';
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="space-y-1.5">
          <CardTitle>System Health</CardTitle>
          <CardDescription>Checked {formatDate(o.health.checkedAt, 'time')}</CardDescription>
        </div>
        <Badge variant={ok ? 'success' : 'warning'}>{o.health.status}</Badge>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="divide-y rounded-lg border" aria-label="Health checks">
          {o.health.checks.map((c) => (
            <li key={c.name} className="flex items-center gap-3 px-3 py-2 text-sm">
              {c.ok ? (
                <CheckCircle2 className="size-4 shrink-0 text-success" aria-label="OK" />
              ) : (
                <XCircle className="size-4 shrink-0 text-destructive" aria-label="Failing" />
              )}
              <span className="flex-1 font-medium">{c.name}</span>
              <span className="text-right text-muted-foreground">{c.detail}</span>
            </li>
          ))}
        </ul>
        <div className="grid gap-3 sm:grid-cols-3">
          <Figure icon={UserCheck} label="Active users (24h)" value={n(o.activeUsers24h)} hint="Signed in or active in the last 24 hours" />
          <Figure icon={Clock} label="Releases today" value={n(o.releasesToday)} hint="Created since midnight UTC" />
          <Figure
            icon={ListTodo}
            label="Processing queue"
            value={n(o.processingQueue)}
            hint={`${n(o.counters.pendingClaims)} claims, ${n(o.counters.openTickets)} tickets, ${n(o.counters.pendingReleases)} releases to review`}
          />
        </div>
      </CardContent>
    </Card>
  );
}

/** `deliveries`: the Deliveries card (composed in app/, from the deliveries feature). */
export function AdminOverviewPage({ deliveries }: { deliveries?: ReactNode } = {}) {
  const overview = useQuery(overviewOptions());
  return (
    <div className="space-y-6">
      <PageHeader title="Overview" description="How the platform is growing and how the service is running." />
      <QueryView
        query={overview}
        loading={
          <SkeletonBlocks
            label="Loading the overview"
            className="grid gap-6 lg:grid-cols-5"
            blocks={['h-64 w-full rounded-xl lg:col-span-2', 'h-64 w-full rounded-xl lg:col-span-3']}
          />
        }
      >
        {(o) => (
          <div className="grid items-start gap-6 lg:grid-cols-5">
            <div className="lg:col-span-2">
              <Growth o={o} />
            </div>
            <div className="lg:col-span-3">
              <Health o={o} />
            </div>
          </div>
        )}
      </QueryView>
      {deliveries}
    </div>
  );
}
