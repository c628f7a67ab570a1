// Analytics (SPEC section 2): the range selector (7d, 30d, 90d, 1y), platform performance and the
// top 10 countries by streams, over the sales data; how far the stores' reports reach, and the
// periods reported as a whole (spread over their days) that the range's figures include; the
// estimated streams of trend reports apart, marked Estimated, never in the totals.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BarChart3 } from 'lucide-react';
import { ANALYTICS_RANGES, ANALYTICS_RANGE_LABELS, type AnalyticsRange } from '../../../../domain/earnings-options.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { formatDecimal } from '../../../../domain/money.ts';
import { formatCount } from '../../../../domain/releases-rules.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { adminAnalyticsOptions } from '../api/admin-analytics-api.ts';
import { DailyChart } from '../components/daily-chart.tsx';
import { EstimatesCard } from '../components/estimated-streams.tsx';
import { ReportedPeriodsNote } from '../components/reported-periods.tsx';
import { ShareBars } from '../components/share-bars.tsx';
import { countryName } from '../components/country-name.ts';
import { SalesFilters } from '../components/sales-filters.tsx';
import type { SalesFilter } from '../../../../domain/sales-filter.ts';

export function AdminAnalyticsPage() {
  const [range, setRange] = useState<AnalyticsRange>('30d');
  const [filter, setFilter] = useState<SalesFilter>({});
  const data = useQuery(adminAnalyticsOptions(range, filter));
  const a = data.data;
  return (
    <div className="space-y-4">
      <PageHeader
        title="Analytics"
        description="Streams and revenue reported by the stores, across every release."
        actions={
          <SegmentedControl
            label="Range"
            value={range}
            segments={ANALYTICS_RANGES.map((r) => ({
              value: r,
              label: r,
              ariaLabel: ANALYTICS_RANGE_LABELS[r],
              title: ANALYTICS_RANGE_LABELS[r],
            }))}
            onChange={setRange}
          />
        }
      />
      <SalesFilters value={filter} options={a?.filterOptions} onChange={setFilter} />
      {data.isPending ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-busy="true" aria-label="Loading analytics">
          <Skeleton className="h-48 w-full rounded-xl lg:col-span-2" />
          <Skeleton className="h-72 w-full rounded-xl" />
          <Skeleton className="h-72 w-full rounded-xl" />
        </div>
      ) : data.isError ? (
        <LoadError title="Error" message={data.error.message} onRetry={() => void data.refetch()} />
      ) : a && a.totals.streams === 0 && a.estimates.streams === 0 ? (
        <EmptyState
          icon={BarChart3}
          title="No sales data in this range"
          description="Figures appear here once store reports for this period are imported."
        />
      ) : (
        a && (
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-busy={data.isPlaceholderData}>
            <Card className="lg:col-span-2">
              <CardHeader>
                <CardTitle>{ANALYTICS_RANGE_LABELS[a.range]}</CardTitle>
                <CardDescription>
                  {formatCount(a.totals.streams)} streams · {formatDecimal(a.totals.revenue)} revenue since {formatDate(a.from, 'short')} ·{' '}
                  {a.reportedThrough ? `reported through ${formatDate(a.reportedThrough, 'short')}` : 'nothing reported yet'}
                  {a.estimates.streams > 0 && ` · + ${formatCount(a.estimates.streams)} estimated*`}
                </CardDescription>
              </CardHeader>
              <CardContent className="space-y-3">
                <DailyChart days={a.daily} reportedThrough={a.reportedThrough} periods={a.reportedPeriods} estimated={a.estimates.daily} />
                <ReportedPeriodsNote periods={a.reportedPeriods} range={{ from: a.from, to: a.daily.at(-1)?.date ?? a.from }} />
              </CardContent>
            </Card>
            <EstimatesCard estimates={a.estimates} admin className="lg:col-span-2" />
            <Card>
              <CardHeader>
                <CardTitle>Platform performance</CardTitle>
                <CardDescription>Streams, revenue and share by store</CardDescription>
              </CardHeader>
              <CardContent>
                <ShareBars rows={a.platforms} total={a.totals.streams} label="Platform performance" />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Top 10 countries</CardTitle>
                <CardDescription>By streams</CardDescription>
              </CardHeader>
              <CardContent>
                <ShareBars rows={a.countries} total={a.totals.streams} label="Top countries by streams" name={countryName} />
              </CardContent>
            </Card>
          </div>
        )
      )}
    </div>
  );
}
