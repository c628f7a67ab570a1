// /dashboard: the artist's home (dashboard feature) with the releases feature's figures and most
// recent releases, from one call. Features do not import each other; this composes them.
import { useQuery } from '@tanstack/react-query';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page.tsx';
import { recentReleasesOptions } from '../features/releases/api/releases-api.ts';
import { RecentReleases } from '../features/releases/components/recent-releases.tsx';

export function DashboardRoute() {
  const releases = useQuery(recentReleasesOptions());
  return (
    <DashboardPage
      stats={releases.data?.stats}
      statsLoading={releases.isPending}
      statsFailed={releases.isError}
      recentReleases={<RecentReleases items={releases.data?.items} loading={releases.isPending} />}
    />
  );
}
