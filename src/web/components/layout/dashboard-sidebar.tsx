// The dashboard's navigation with the artist's name, plan and Sign Out: the desktop sidebar, and
// the content of the phone's slide-over menu (dashboard-mobile-menu.tsx). Admins also get the way
// to the console, and their role where artists see their plan (no plan to sell to staff). In a
// label's account a team member sees only the screens their role may open (lib/my-accounts.ts),
// the account and their role, and the account switcher (dashboard-sidebar-person.tsx).
import { useNavigate } from 'react-router';
import { NavLink } from '../../lib/links.tsx';
import {
  BarChart3,
  DollarSign,
  FolderOpen,
  HandCoins,
  LayoutDashboard,
  Library,
  LifeBuoy,
  LogOut,
  Mic2,
  PlusCircle,
  Receipt,
  Settings,
  ShieldCheck,
  Terminal,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { clearAccountCookie } from '../../lib/account-cookie.ts';
import { useAuth } from '../../lib/auth.ts';
import { roleMayOpen, useActingAccount } from '../../lib/my-accounts.ts';
import { paths, type AppPath } from '../../lib/paths.ts';
import { cn } from '../../lib/utils.ts';
import { SidebarPerson } from './dashboard-sidebar-person.tsx';
import { BrandMark } from './brand-mark.tsx';

const nav: { to: AppPath; label: string; icon: LucideIcon; end?: boolean }[] = [
  { to: paths.dashboard, label: 'Overview', icon: LayoutDashboard, end: true },
  { to: paths.createRelease, label: 'Create Release', icon: PlusCircle },
  { to: paths.myReleases, label: 'My Releases', icon: FolderOpen },
  { to: paths.artists, label: 'Artists', icon: Mic2 },
  { to: paths.catalogueImport, label: 'Catalogue import', icon: Library },
  { to: paths.analytics, label: 'Analytics', icon: BarChart3 },
  { to: paths.revenue, label: 'Revenue', icon: DollarSign },
  { to: paths.claimRequest, label: 'Claim Request', icon: HandCoins },
  { to: paths.support, label: 'Support', icon: LifeBuoy },
  { to: paths.team, label: 'Team', icon: Users },
  { to: paths.developers, label: 'Developers', icon: Terminal },
  { to: paths.billing, label: 'Billing', icon: Receipt },
  { to: paths.settings, label: 'Settings', icon: Settings },
];

type NavItemProps = { to: string; label: string; icon: LucideIcon; end?: boolean; collapsed: boolean; onNavigate?: () => void };

function NavItem({ to, label, icon: Icon, end, collapsed, onNavigate }: NavItemProps) {
  return (
    <NavLink
      to={to}
      end={end}
      onClick={onNavigate}
      title={collapsed ? label : undefined}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-sidebar-foreground/80 hover:bg-sidebar-accent hover:text-sidebar-accent-foreground',
          isActive && 'bg-sidebar-accent text-sidebar-accent-foreground',
          collapsed && 'justify-center px-2',
        )
      }
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span className={cn(collapsed && 'sr-only')}>{label}</span>
    </NavLink>
  );
}

export function SidebarContent({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { isAdmin, signOut } = useAuth();
  const acting = useActingAccount();
  const navigate = useNavigate();
  const onSignOut = async () => {
    onNavigate?.();
    await signOut();
    clearAccountCookie(); // the next person signing in here starts in their own account
    navigate(paths.home);
  };
  return (
    <div className="flex h-full flex-col">
      <div className={cn('flex h-16 items-center border-b px-4', collapsed && 'justify-center px-2')}>
        <BrandMark markOnly={collapsed} />
      </div>
      <nav aria-label="Dashboard" className="flex-1 space-y-1 overflow-y-auto p-3">
        {nav
          .filter((item) => roleMayOpen(acting.role, item.to))
          .map((item) => (
            <NavItem key={item.to} {...item} collapsed={collapsed} onNavigate={onNavigate} />
          ))}
        {isAdmin && (
          <div className="mt-3 border-t pt-3">
            <NavItem to={paths.admin} label="Admin console" icon={ShieldCheck} collapsed={collapsed} onNavigate={onNavigate} />
          </div>
        )}
      </nav>
      <div className="space-y-3 border-t p-3">
        {!collapsed && <SidebarPerson acting={acting} />}
        <Button variant="outline" className={cn('w-full', collapsed && 'px-0')} onClick={onSignOut} title="Sign Out">
          <LogOut /> <span className={cn(collapsed && 'sr-only')}>Sign Out</span>
        </Button>
      </div>
    </div>
  );
}
