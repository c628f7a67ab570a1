// /dashboard/analytics (SPEC section 2, DESIGN section 6): the period selector (7, 30, 90, 365
// days, default 30) filters everything below; four stat cards; streams and revenue day by day;
// platform performance, top countries and the top 5 releases by streams; the CSV of all of it.
// The filters by tier, commercial model and use type are the plan's "Analytics Dashboard".
// Days after the last one the stores' reports reach show as not reported yet, not as days of 0; a
// usage period a store reported as a whole is spread over its days and named, not a one-day spike.
// Figures come from imported store reports; money to the cent, revenue per stream to 4 places.
// Estimated streams from trend reports show apart, marked Estimated, never in a total or with money.
import { useState } from 'react';
import { Link } from '../../../lib/links.tsx';
import { useQuery } from '@tanstack/react-query';
import { BarChart3, DollarSign, Disc3, Download, Gauge, PlayCircle } from 'lucide-react';
import {
  DEFAULT_EARNINGS_PERIOD,
  EARNINGS_PERIODS,
  EARNINGS_PERIOD_LABELS,
  type EarningsPeriod,
} from '../../../../domain/earnings-options.ts';
import type { AnalyticsPageDto } from '../../../../domain/earnings-dto.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { decimalToMinor, formatDecimal, formatRate } from '../../../../domain/money.ts';
import { formatCount } from '../../../../domain/releases-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { paths } from '../../../lib/paths.ts';
import { analyticsCsvHref, analyticsOptions } from '../api/earnings-api.ts';
import { countryName } from '../components/country-name.ts';
import { DailyChart } from '../components/daily-chart.tsx';
import { EstimatesCard } from '../components/estimated-streams.tsx';
import { PeriodSelector } from '../components/period-selector.tsx';
import { SalesFilters } from '../components/sales-filters.tsx';
import type { SalesFilter } from '../../../../domain/sales-filter.ts';
import { ReportedPeriodsNote } from '../components/reported-periods.tsx';
import { ShareBars } from '../components/share-bars.tsx';
import { TopReleases } from '../components/top-releases.tsx';

export function AnalyticsPage() {
  const [period, setPeriod] = useState<EarningsPeriod>(DEFAULT_EARNINGS_PERIOD);
  const [filter, setFilter] = useState<SalesFilter>({});
  const query = useQuery(analyticsOptions(period, filter));
  const a = query.data;
  const loading = query.isPending;
  const empty = a && a.stats.totalStreams === 0 && decimalToMinor(a.stats.totalRevenue) === 0 && a.estimates.streams === 0;
  const estimated = a?.estimates.streams ?? 0;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Analytics"
        description="Streams and earnings reported by the stores for your releases."
        actions={
          <>
            <PeriodSelector value={period} periods={EARNINGS_PERIODS} onChange={setPeriod} />
            <Button variant="outline" asChild>
              <a href={analyticsCsvHref(period, filter)} download>
                <Download /> Export CSV
              </a>
            </Button>
          </>
        }
      />
      <SalesFilters value={filter} options={a?.filterOptions} onChange={setFilter} locked={a?.filtersLocked} />
      {query.isError ? (
        <LoadError title="Error loading analytics" message="Please try again later." onRetry={() => void query.refetch()} />
      ) : (
        <>
          <section aria-label="Statistics" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            <StatCard
              label="Total Streams"
              value={formatCount(a?.stats.totalStreams ?? 0)}
              icon={PlayCircle}
              loading={loading}
              hint={estimated ? `Reported · + ${formatCount(estimated)} estimated*` : undefined}
            />
            <StatCard label="Total Revenue" value={formatDecimal(a?.stats.totalRevenue)} icon={DollarSign} loading={loading} />
            <StatCard
              label="Avg. Revenue per Stream"
              value={formatRate(a?.stats.averagePerStream ?? '0', 4)}
              icon={Gauge}
              loading={loading}
            />
            <StatCard label="Active Releases" value={formatCount(a?.stats.activeReleases ?? 0)} icon={Disc3} loading={loading} />
          </section>
          {a && <ReportedPeriodsNote periods={a.reportedPeriods} range={a} />}
          {loading ? (
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-busy="true" aria-label="Loading analytics">
              <Skeleton className="h-72 w-full rounded-xl lg:col-span-2" />
              <Skeleton className="h-64 w-full rounded-xl" />
              <Skeleton className="h-64 w-full rounded-xl" />
              <Skeleton className="h-64 w-full rounded-xl lg:col-span-2" />
            </div>
          ) : empty ? (
            <EmptyState
              icon={BarChart3}
              title="No streams or sales in this period"
              description="Figures appear here once the stores report plays and sales of your distributed releases, usually a month or two after release."
              action={
                <Button variant="outline" asChild>
                  <Link to={paths.myReleases}>View My Releases</Link>
                </Button>
              }
            />
          ) : (
            a && <Figures a={a} stale={query.isPlaceholderData} />
          )}
        </>
      )}
    </div>
  );
}

function Figures({ a, stale }: { a: AnalyticsPageDto; stale: boolean }) {
  const range = `${formatDate(a.from, 'short')} – ${formatDate(a.to, 'short')}`;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-busy={stale}>
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Streams and revenue</CardTitle>
          <CardDescription>
            {EARNINGS_PERIOD_LABELS[a.period]} · {range}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <DailyChart days={a.daily} reportedThrough={a.reportedThrough} periods={a.reportedPeriods} estimated={a.estimates.daily} />
        </CardContent>
      </Card>
      <EstimatesCard estimates={a.estimates} className="lg:col-span-2" />
      <Card>
        <CardHeader>
          <CardTitle>Platform Performance</CardTitle>
          <CardDescription>Top 5 stores by streams: streams, revenue and share</CardDescription>
        </CardHeader>
        <CardContent>
          <Ranked rows={a.platforms} label="Platform performance" />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Top Countries</CardTitle>
          <CardDescription>Top 5 countries by streams</CardDescription>
        </CardHeader>
        <CardContent>
          <Ranked rows={a.countries} label="Top countries" name={countryName} />
        </CardContent>
      </Card>
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Top 5 Releases</CardTitle>
          <CardDescription>By streams in this period</CardDescription>
        </CardHeader>
        <CardContent>
          {a.topReleases.length ? (
            <TopReleases releases={a.topReleases} label="Top 5 releases by streams" />
          ) : (
            <p className="text-sm text-muted-foreground">No release was streamed in this period.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function Ranked({ rows, label, name }: { rows: AnalyticsPageDto['platforms']; label: string; name?: (raw: string) => string }) {
  if (!rows.length) return <p className="text-sm text-muted-foreground">No streams in this period.</p>;
  return <ShareBars rows={rows} label={label} name={name} />;
}
