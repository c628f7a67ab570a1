// The accounts the signed-in person can act in (their own first, then the labels whose team they
// are in) and the one they act in now, by the account cookie, with their role there. The dashboard's
// frame shows the switcher and the screens a role may open; the overview leaves out what the role
// may not read. While the list loads, or when the cookie names an account the person is no longer
// in, the role is unknown: only what every role may open is offered (and the next call that the
// server refuses with NOT_A_MEMBER brings the person back to their own account: api-client.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyAccountsDto } from '../../domain/teams-dto.ts';
import type { AccountRole, MemberRole } from '../../domain/teams.ts';
import { getAccountCookie } from './account-cookie.ts';
import { api } from './api-client.ts';
import { useAuth } from './auth.ts';
import { paths, type AppPath } from './paths.ts';

export type MyAccount = MyAccountsDto[number];

export const myAccountsKey = ['accounts'] as const;

export const myAccountsOptions = () =>
  queryOptions({ queryKey: myAccountsKey, queryFn: ({ signal }) => api('GET /accounts', { signal }), staleTime: 60_000 });

/** The dashboard's screens a team member may open in the account, by role (the server's `team:` of the routes each screen calls). */
const MEMBER_PATHS: Record<MemberRole, readonly AppPath[]> = {
  manager: [paths.dashboard, paths.createRelease, paths.myReleases, paths.artists, paths.catalogueImport, paths.support, paths.settings],
  accountant: [paths.dashboard, paths.myReleases, paths.artists, paths.analytics, paths.revenue, paths.claimRequest, paths.settings],
  viewer: [paths.dashboard, paths.myReleases, paths.artists, paths.analytics, paths.revenue, paths.support, paths.settings],
};
/** What every role may open: offered while the role is not known yet. */
const EVERY_ROLE: readonly AppPath[] = [paths.dashboard, paths.myReleases, paths.artists, paths.settings];

/** Whether a role (undefined: not known yet) may open the dashboard's screen at `path`; the owner may open all. */
export function roleMayOpen(role: AccountRole | undefined, path: AppPath): boolean {
  if (role === 'owner') return true;
  return (role ? MEMBER_PATHS[role] : EVERY_ROLE).includes(path);
}

/** Whether a role may read the account's money (revenue, analytics, balance). */
export const roleSeesMoney = (role: AccountRole | undefined): boolean => role === 'owner' || role === 'accountant' || role === 'viewer';

export type ActingAccount = {
  /** Every account the person can act in; undefined while loading. */
  accounts: MyAccount[] | undefined;
  /** The account acted in: known once the list is in. */
  account: MyAccount | undefined;
  /** The person's role there: 'owner' in their own account, undefined while not known. */
  role: AccountRole | undefined;
};

export function useActingAccount(): ActingAccount {
  const { user } = useAuth();
  const chosen = getAccountCookie();
  const own = !chosen || chosen === user?.id;
  const { data: accounts } = useQuery({ ...myAccountsOptions(), enabled: !!user });
  if (own) return { accounts, account: accounts?.[0], role: 'owner' };
  const account = accounts?.find((a) => a.accountId === chosen);
  return { accounts, account, role: account?.role };
}
