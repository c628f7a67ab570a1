// Each signed-in screen names itself in the browser's tab and history ("My Releases · Tunelane").
// The public pages carry theirs in the pre-rendered HTML (app/public-layout.tsx).
import { useEffect } from 'react';
import { paths } from './paths.ts';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Tunelane`;
  }, [title]);
}

const DASHBOARD_TITLES: Record<string, string> = {
  [paths.dashboard]: 'Dashboard',
  [paths.createRelease]: 'Create Release',
  [paths.myReleases]: 'My Releases',
  [paths.artists]: 'Artists',
  [paths.catalogueImport]: 'Catalogue import',
  [paths.analytics]: 'Analytics',
  [paths.revenue]: 'Revenue',
  [paths.claimRequest]: 'Claim Request',
  [paths.support]: 'Support',
  [paths.team]: 'Team',
  [paths.dashboardPricing]: 'Upgrade Your Plan',
  [paths.billing]: 'Billing',
  [paths.settings]: 'Account settings',
};

/** The title of the dashboard's screen at `pathname` ("Page not found" where there is none). */
export function dashboardTitle(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const known = DASHBOARD_TITLES[path];
  if (known) return known;
  if (/^\/dashboard\/releases\/[^/]+\/edit$/.test(path)) return 'Edit Release';
  if (/^\/dashboard\/releases\/[^/]+$/.test(path)) return 'Release';
  return 'Page not found';
}
