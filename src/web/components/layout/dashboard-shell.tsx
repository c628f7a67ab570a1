// The dashboard's frame: a sidebar on desktop (collapsible with Ctrl/Cmd+B, remembered for 7
// days in a cookie) and a slide-over menu under 768 px (SPEC sections 2 and 9).
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Menu, PanelLeft } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { readCookie, writeCookie } from '../../lib/cookies.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';
import { dashboardTitle, useDocumentTitle } from '../../lib/use-document-title.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { cn } from '../../lib/utils.ts';
import { SidebarContent } from './dashboard-sidebar.tsx';
import { BrandMark } from './brand-mark.tsx';

// The phone's slide-over (a Radix dialog) loads when it is first opened.
const MobileMenu = lazyPage(() => import('./dashboard-mobile-menu.tsx').then((m) => m.DashboardMobileMenu));

const SIDEBAR_COOKIE = 'sidebar_state';
const SEVEN_DAYS = 60 * 60 * 24 * 7;

export function DashboardShell({ children }: { children?: ReactNode }) {
  const isMobile = useMediaQuery('(max-width: 767px)');
  const [collapsed, setCollapsed] = useState(() => readCookie(SIDEBAR_COOKIE) === 'collapsed');
  const [mobileOpen, setMobileOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  useDocumentTitle(dashboardTitle(useLocation().pathname));

  const toggle = useCallback(() => {
    if (isMobile) {
      setMenuUsed(true);
      return setMobileOpen((o) => !o);
    }
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
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu open={mobileOpen} onOpenChange={setMobileOpen} />
        </Suspense>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/90 px-4 backdrop-blur">
          <Button variant="ghost" size="icon" onClick={toggle} aria-label="Toggle sidebar" title="Toggle sidebar (Ctrl+B)">
            {isMobile ? <Menu className="size-5" /> : <PanelLeft className="size-5" />}
          </Button>
          <div className="min-w-0 md:hidden">
            <BrandMark markOnly={false} />
          </div>
        </header>
        <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8">{children ?? <Outlet />}</main>
      </div>
    </div>
  );
}
