// /dashboard: the artist's home (dashboard feature) with the releases feature's figures and most
// recent releases, from one call, and the total earnings of the royalties feature's revenue figures
// (the revenue page's default period: its query is then already loaded). Features do not import
// each other; this composes them.
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_EARNINGS_PERIOD } from '../../domain/earnings-dto.ts';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page.tsx';
import { revenueOptions } from '../features/royalties/api/earnings-api.ts';
import { recentReleasesOptions } from '../features/releases/api/releases-api.ts';
import { RecentReleases } from '../features/releases/components/recent-releases.tsx';

export function DashboardRoute() {
  const releases = useQuery(recentReleasesOptions());
  const revenue = useQuery(revenueOptions(DEFAULT_EARNINGS_PERIOD));
  return (
    <DashboardPage
      stats={releases.data?.stats}
      statsLoading={releases.isPending}
      statsFailed={releases.isError || revenue.isError}
      earnings={revenue.data?.stats.earnedAllTime}
      earningsLoading={revenue.isPending}
      recentReleases={<RecentReleases items={releases.data?.items} loading={releases.isPending} />}
    />
  );
}
