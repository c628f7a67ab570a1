// The admin console's frame (SPEC section 2, /admin): the section sidebar (a slide-over under
// 768 px) with its badges, the six counters, the Live indicator showing the real state of the
// event stream, and Export for the current section's table. Each section is a route under /admin
// rendered in the outlet; app/admin-layout.tsx gives the shell its sections, counters and state.
import { useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Link, NavLink } from '../../lib/links.tsx';
import { ArrowLeft, Download, Menu, type LucideIcon } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { Sheet, SheetContent, SheetTitle } from '../ui/sheet.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { cn } from '../../lib/utils.ts';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Logo } from './logo.tsx';
import { AdminExportProvider, useAdminExportHref } from './admin-export.tsx';

export type AdminBadge = { value: number; label: string; tone: 'warning' | 'info' };
export type AdminNavItem = { to: string; label: string; icon: LucideIcon; end?: boolean; badges?: AdminBadge[] };
export type AdminCounter = { label: string; value: string; icon: LucideIcon };
export type LiveState = 'connecting' | 'live' | 'reconnecting';

type Props = {
  nav: AdminNavItem[];
  counters: AdminCounter[] | undefined;
  countersFailed: boolean;
  live: LiveState;
  children?: ReactNode;
};

function NavList({ nav, onNavigate }: { nav: AdminNavItem[]; onNavigate?: () => void }) {
  return (
    <ul className="flex flex-col gap-0.5">
      {nav.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-sidebar-foreground/80 transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground',
                isActive && 'bg-sidebar-accent text-sidebar-accent-foreground',
              )
            }
          >
            <item.icon className="size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 flex-1 truncate">{item.label}</span>
            <span className="flex shrink-0 gap-1">
              {item.badges
                ?.filter((b) => b.value > 0)
                .map((b) => (
                  <span
                    key={b.label}
                    title={`${b.value} ${b.label}`}
                    aria-label={`${b.value} ${b.label}`}
                    className={cn(
                      'min-w-5 rounded-full px-1.5 py-0.5 text-center text-xs leading-none font-semibold tabular-nums',
                      b.tone === 'warning' ? 'bg-warning text-warning-foreground' : 'bg-primary text-primary-foreground',
                    )}
                  >
                    {b.value > 99 ? '99+' : b.value}
                  </span>
                ))}
            </span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function LiveIndicator({ live }: { live: LiveState }) {
  const text = live === 'live' ? 'Live' : live === 'connecting' ? 'Connecting' : 'Reconnecting';
  const description =
    live === 'live'
      ? 'Figures update by themselves as things change'
      : live === 'connecting'
        ? 'Opening the live connection'
        : 'Live updates paused; catching up when the connection returns';
  return (
    <span
      role="status"
      data-live={live}
      title={description}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-medium',
        live === 'live' ? 'border-success/40 bg-success/10 text-success' : 'border-warning bg-warning/15 text-warning-foreground',
      )}
    >
      <span
        className={cn('size-2 rounded-full', live === 'live' ? 'animate-pulse bg-success' : 'bg-warning-foreground/60')}
        aria-hidden="true"
      />
      {text}
      <span className="sr-only">: {description}</span>
    </span>
  );
}

function ExportButton() {
  const href = useAdminExportHref();
  if (!href) {
    return (
      <Button variant="outline" size="sm" disabled title="This section has no table to export">
        <Download aria-hidden="true" /> <span className="hidden sm:inline">Export</span>
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" size="sm">
      <a href={href} download aria-label="Export this table as CSV">
        <Download aria-hidden="true" /> <span className="hidden sm:inline">Export</span>
      </a>
    </Button>
  );
}

function Counters({ counters, failed }: { counters: AdminCounter[] | undefined; failed: boolean }) {
  if (failed && !counters) {
    return (
      <p className="rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive">
        The counters could not be loaded. They will be tried again.
      </p>
    );
  }
  // On a phone the six are small tiles three abreast, two rows, so the section below starts on the first screen.
  const box = 'relative flex min-w-0 flex-col justify-center rounded-lg border bg-card px-2 py-1.5 shadow-xs sm:px-3 sm:py-2.5';
  const grid = 'grid grid-cols-3 gap-1.5 sm:gap-3 xl:grid-cols-6';
  if (!counters) {
    return (
      <div role="status" aria-label="Loading the counters" className={grid}>
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className={cn(box, 'space-y-1.5')}>
            <Skeleton className="h-3 w-12 sm:w-16" />
            <Skeleton className="h-4 w-10 sm:h-5 sm:w-12" />
          </div>
        ))}
      </div>
    );
  }
  // Each counter is a <div> holding only its <dt> and <dd> (the icon goes in the term), as a
  // definition list allows.
  return (
    <dl aria-label="Platform counters" className={grid}>
      {counters.map((c) => (
        <div key={c.label} className={cn(box, 'sm:pl-14 xl:pl-3 2xl:pl-14')}>
          <dt className="text-[0.6875rem] leading-tight text-muted-foreground sm:text-xs">
            <span className="absolute top-1/2 left-3 hidden size-8 -translate-y-1/2 items-center justify-center rounded-md bg-primary/10 text-primary sm:flex xl:hidden 2xl:flex">
              <c.icon className="size-4" aria-hidden="true" />
            </span>
            {c.label}
          </dt>
          <dd className="text-sm font-semibold break-words tabular-nums sm:text-lg" data-counter={c.label}>
            {c.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function AdminShell({ nav, counters, countersFailed, live, children }: Props) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const current = [...nav].sort((a, b) => b.to.length - a.to.length).find((n) => pathname === n.to || pathname.startsWith(`${n.to}/`));
  useDocumentTitle(current ? `${current.label} · Admin` : 'Admin');
  const back = (
    <Link
      to={paths.dashboard}
      className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-sidebar-foreground/70 hover:bg-sidebar-accent hover:text-sidebar-accent-foreground"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> Back to Dashboard
    </Link>
  );
  return (
    <AdminExportProvider>
      <div className="flex min-h-screen bg-muted/30">
        <aside className="sticky top-0 hidden h-screen w-64 shrink-0 flex-col border-r bg-sidebar text-sidebar-foreground md:flex">
          <div className="flex h-14 items-center gap-2 border-b px-4">
            <Logo />
            <span className="rounded bg-primary/10 px-1.5 py-0.5 text-xs font-semibold text-primary">Admin</span>
          </div>
          <nav aria-label="Admin sections" className="flex-1 overflow-y-auto p-3">
            <NavList nav={nav} />
          </nav>
          <div className="border-t p-3">{back}</div>
        </aside>
        <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
          <SheetContent side="left" className="w-72 bg-sidebar p-0 text-sidebar-foreground">
            <SheetTitle className="flex h-14 items-center gap-2 border-b px-4">
              <Logo /> <span className="rounded bg-primary/10 px-1.5 py-0.5 text-xs font-semibold text-primary">Admin</span>
            </SheetTitle>
            <nav aria-label="Admin sections" className="p-3">
              <NavList nav={nav} onNavigate={() => setMenuOpen(false)} />
            </nav>
            <div className="border-t p-3">{back}</div>
          </SheetContent>
        </Sheet>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/90 px-3 backdrop-blur sm:px-6">
            <Button variant="ghost" size="icon" className="md:hidden" onClick={() => setMenuOpen(true)} aria-label="Open admin menu">
              <Menu className="size-5" />
            </Button>
            <p className="min-w-0 flex-1 truncate text-sm font-semibold">
              <span className="text-muted-foreground">Admin</span>
              {current && <span className="text-muted-foreground"> / </span>}
              {current?.label}
            </p>
            <LiveIndicator live={live} />
            <ExportButton />
          </header>
          <div className="mx-auto w-full max-w-7xl flex-1 space-y-6 px-3 py-4 sm:px-6 sm:py-6 lg:px-8">
            <Counters counters={counters} failed={countersFailed} />
            <main>{children ?? <Outlet />}</main>
          </div>
        </div>
      </div>
    </AdminExportProvider>
  );
}
