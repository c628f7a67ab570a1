// /dashboard: the artist's home (dashboard feature) with the releases feature's figures and most
// recent releases, from one call, and the total earnings of the royalties feature's revenue figures
// (the revenue page's default period: its query is then already loaded). Until a release has been
// sent for review, the first release's steps are worked out here from the profile, the release
// figures and the latest release's own list of what it lacks. Features do not import each other;
// this composes them.
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_EARNINGS_PERIOD } from '../../domain/earnings-options.ts';
import type { ReleaseListDto } from '../../domain/releases-dto.ts';
import { missingMedia } from '../../domain/releases-rules.ts';
import type { FirstReleaseStep } from '../features/dashboard/components/first-release-checklist.tsx';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page.tsx';
import { revenueOptions } from '../features/royalties/api/earnings-api.ts';
import { recentReleasesOptions, releaseOptions } from '../features/releases/api/releases-api.ts';
import { RecentReleases } from '../features/releases/components/recent-releases.tsx';
import { useAuth } from '../lib/auth.ts';
import { roleSeesMoney, useActingAccount } from '../lib/my-accounts.ts';
import { paths } from '../lib/paths.ts';

function useFirstSteps(list: ReleaseListDto | undefined): FirstReleaseStep[] | null {
  const { profile } = useAuth();
  const latest = list?.stats?.submitted === 0 ? list.items[0] : undefined;
  const release = useQuery({ ...releaseOptions(latest?.id ?? ''), enabled: !!latest });
  if (!list?.stats || list.stats.submitted > 0 || !profile) return null;
  const at = latest && `${paths.dashboard}/releases/${latest.id}`;
  return [
    {
      title: 'Complete your profile',
      text: 'Your name, and the artist name new releases start with.',
      to: paths.settings,
      done: !!profile.fullName && !!profile.defaultArtistName,
    },
    { title: 'Create your first release', text: 'Title, genre and release date.', to: at ?? paths.createRelease, done: !!latest },
    {
      title: 'Add tracks and cover art',
      text: 'Each track with its audio, and a square cover image.',
      to: at ? `${at}/edit` : paths.createRelease,
      done: !!release.data && missingMedia(release.data.missing).length === 0,
    },
    { title: 'Submit for review', text: 'Our team checks it, then it goes to the stores.', to: at ?? paths.createRelease, done: false },
  ];
}

export function DashboardRoute() {
  const { role } = useActingAccount();
  const releases = useQuery(recentReleasesOptions());
  const revenue = useQuery({ ...revenueOptions(DEFAULT_EARNINGS_PERIOD), enabled: roleSeesMoney(role) });
  const firstSteps = useFirstSteps(role === 'owner' ? releases.data : undefined);
  return (
    <DashboardPage
      stats={releases.data?.stats ?? undefined}
      statsLoading={releases.isPending}
      statsFailed={releases.isError || revenue.isError}
      earnings={revenue.data?.stats.earnedAllTime}
      earningsLoading={revenue.isPending}
      recentReleases={<RecentReleases items={releases.data?.items} loading={releases.isPending} />}
      firstSteps={firstSteps}
    />
  );
}
