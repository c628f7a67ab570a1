// The dashboard's frame: a sidebar on desktop (collapsible with Ctrl/Cmd+B, remembered for 7
// days in a cookie) and a slide-over menu under 768 px (SPEC sections 2 and 9).
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { BarChart3, DollarSign, FolderOpen, HandCoins, LayoutDashboard, LifeBuoy, LogOut, Menu, PanelLeft, PlusCircle, Receipt } from 'lucide-react';
import { planBadge } from '../../../domain/plans.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Sheet, SheetContent, SheetTitle } from '../ui/sheet.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { useAuth } from '../../lib/auth.ts';
import { readCookie, writeCookie } from '../../lib/cookies.ts';
import { paths } from '../../lib/paths.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { cn } from '../../lib/utils.ts';
import { Logo } from './logo.tsx';

const SIDEBAR_COOKIE = 'sidebar_state';
const SEVEN_DAYS = 60 * 60 * 24 * 7;

const nav = [
  { to: paths.dashboard, label: 'Overview', icon: LayoutDashboard, end: true },
  { to: paths.createRelease, label: 'Create Release', icon: PlusCircle },
  { to: paths.myReleases, label: 'My Releases', icon: FolderOpen },
  { to: paths.analytics, label: 'Analytics', icon: BarChart3 },
  { to: paths.revenue, label: 'Revenue', icon: DollarSign },
  { to: paths.claimRequest, label: 'Claim Request', icon: HandCoins },
  { to: paths.support, label: 'Support', icon: LifeBuoy },
  { to: paths.billing, label: 'Billing', icon: Receipt },
];

function SidebarContent({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { user, profile, roleLoading, signOut } = useAuth();
  const navigate = useNavigate();
  const onSignOut = async () => {
    onNavigate?.();
    await signOut();
    navigate(paths.home);
  };
  return (
    <div className="flex h-full flex-col">
      <div className={cn('flex h-16 items-center border-b px-4', collapsed && 'justify-center px-2')}>
        {collapsed ? <span className="sr-only">Tunelane</span> : <Logo />}
      </div>
      <nav aria-label="Dashboard" className="flex-1 space-y-1 overflow-y-auto p-3">
        {nav.map(({ to, label, icon: Icon, end }) => (
          <NavLink
            key={to}
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
        ))}
      </nav>
      <div className="space-y-3 border-t p-3">
        {!collapsed && (
          <div className="min-w-0 px-1">
            {roleLoading ? (
              <div className="space-y-2">
                <Skeleton className="h-4 w-32" />
                <Skeleton className="h-3 w-40" />
              </div>
            ) : (
              <>
                <p className="truncate text-sm font-medium">{profile?.fullName || 'Artist'}</p>
                <p className="truncate text-xs text-muted-foreground">{user?.email}</p>
                <Badge variant="secondary" className="mt-2">
                  {planBadge(profile?.planType)}
                </Badge>
              </>
            )}
          </div>
        )}
        <Button variant="outline" className={cn('w-full', collapsed && 'px-0')} onClick={onSignOut} title="Sign Out">
          <LogOut /> <span className={cn(collapsed && 'sr-only')}>Sign Out</span>
        </Button>
      </div>
    </div>
  );
}

export function DashboardShell({ children }: { children?: ReactNode }) {
  const isMobile = useMediaQuery('(max-width: 767px)');
  const [collapsed, setCollapsed] = useState(() => readCookie(SIDEBAR_COOKIE) === 'collapsed');
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) return setMobileOpen((o) => !o);
    setCollapsed((c) => {
      writeCookie(SIDEBAR_COOKIE, c ? 'expanded' : 'collapsed', SEVEN_DAYS);
      return !c;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() === 'b' && (e.metaKey || e.ctrlKey)) {
        e.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  return (
    <div className="flex min-h-screen bg-muted/30">
      <aside
        data-state={collapsed ? 'collapsed' : 'expanded'}
        className={cn(
          'sticky top-0 hidden h-screen shrink-0 border-r bg-sidebar text-sidebar-foreground transition-[width] md:block',
          collapsed ? 'w-16' : 'w-64',
        )}
      >
        <SidebarContent collapsed={collapsed} />
      </aside>
      <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
        <SheetContent side="left" className="w-72 bg-sidebar p-0">
          <SheetTitle className="sr-only">Dashboard menu</SheetTitle>
          <SidebarContent collapsed={false} onNavigate={() => setMobileOpen(false)} />
        </SheetContent>
      </Sheet>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/90 px-4 backdrop-blur">
          <Button variant="ghost" size="icon" onClick={toggle} aria-label="Toggle sidebar" title="Toggle sidebar (Ctrl+B)">
            {isMobile ? <Menu className="size-5" /> : <PanelLeft className="size-5" />}
          </Button>
          <Logo className="md:hidden" />
        </header>
        <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8">{children ?? <Outlet />}</main>
      </div>
    </div>
  );
}
