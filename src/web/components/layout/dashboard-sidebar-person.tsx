// The sidebar's foot above Sign Out: who is signed in, and in their own account their plan (admins
// their role); in a label's account, that account's name and their role there instead. A person in
// a team also gets the account switcher.
import { ACCOUNT_ROLE_LABELS } from '../../../domain/teams.ts';
import { planBadge } from '../../../domain/plan-badge.ts';
import { useAuth } from '../../lib/auth.ts';
import type { ActingAccount } from '../../lib/my-accounts.ts';
import { Badge } from '../ui/badge.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { AccountSwitcher } from './dashboard-account-switcher.tsx';

function WhereActing({ acting: { account, role } }: { acting: ActingAccount }) {
  const { profile, isAdmin } = useAuth();
  if (role === 'owner')
    return (
      <Badge variant={isAdmin ? 'default' : 'secondary'} className="mt-2">
        {isAdmin ? 'ADMIN' : planBadge(profile?.planType)}
      </Badge>
    );
  if (!account || !role) return <Skeleton className="mt-2 h-5 w-36" aria-label="Loading the account" />;
  return (
    <p className="mt-2 flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-xs">
      <span className="min-w-0 truncate font-medium" title={account.name}>
        {account.name}
      </span>
      <Badge variant="default">{ACCOUNT_ROLE_LABELS[role].toUpperCase()}</Badge>
    </p>
  );
}

export function SidebarPerson({ acting }: { acting: ActingAccount }) {
  const { user, profile, roleLoading } = useAuth();
  const { accounts, account } = acting;
  if (roleLoading)
    return (
      <div className="space-y-2 px-1">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-3 w-40" />
      </div>
    );
  return (
    <div className="min-w-0 space-y-3 px-1">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium">{profile?.fullName || 'Artist'}</p>
        <p className="truncate text-xs text-muted-foreground">{user?.email}</p>
        <WhereActing acting={acting} />
      </div>
      {accounts && accounts.length > 1 && <AccountSwitcher accounts={accounts} current={account?.accountId ?? ''} />}
    </div>
  );
}
