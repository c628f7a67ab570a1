// The fixed header of every public page (SPEC section 2). It is in the first chunk of every public
// page, so it styles its links with buttonVariants and clsx rather than <Button> and cn (which
// bring tailwind-merge), and loads the phone menu only when it is first opened.
import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link, NavLink } from '../../lib/links.tsx';
import { clsx } from 'clsx';
import { LayoutDashboard, LogOut, Menu, Shield } from 'lucide-react';
import { buttonVariants } from '../ui/button-variants.ts';
import { useAuth } from '../../lib/auth.ts';
import { paths } from '../../lib/paths.ts';
import { Logo } from './logo.tsx';

const MobileMenu = lazy(() => import('./mobile-menu.tsx').then((m) => ({ default: m.MobileMenu })));

const links = [
  { to: paths.features, label: 'Features' },
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.stores, label: 'Stores' },
  { to: paths.contactSupport, label: 'Support' },
];

export function SiteHeader() {
  const { user, isAdmin, loading, signOut } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false); // load the menu's code on first use
  const menuButton = useRef<HTMLButtonElement>(null);

  const onSignOut = async () => {
    setOpen(false);
    await signOut();
    navigate(paths.signout);
  };

  const actions = (vertical: boolean) => {
    const align = vertical ? 'justify-start' : undefined;
    return loading ? (
      <div className="h-9 w-28" aria-hidden="true" />
    ) : user ? (
      <>
        {isAdmin && (
          <Link to={paths.admin} onClick={() => setOpen(false)} className={clsx(buttonVariants({ variant: 'ghost' }), align)}>
            <Shield aria-hidden="true" /> Admin
          </Link>
        )}
        <Link to={paths.dashboard} onClick={() => setOpen(false)} className={clsx(buttonVariants(), align)}>
          <LayoutDashboard aria-hidden="true" /> Dashboard
        </Link>
        <button type="button" onClick={onSignOut} className={clsx(buttonVariants({ variant: 'outline' }), align)}>
          <LogOut aria-hidden="true" /> Sign Out
        </button>
      </>
    ) : (
      <Link to={`${paths.auth}?mode=signup`} onClick={() => setOpen(false)} className={buttonVariants()}>
        Get Started
      </Link>
    );
  };

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links.map((l) => (
            <NavLink
              key={l.to}
              to={l.to}
              className={({ isActive }) =>
                clsx(
                  'rounded-md px-3 py-2 text-sm font-medium hover:text-foreground',
                  isActive ? 'text-foreground' : 'text-muted-foreground',
                )
              }
            >
              {l.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-2 md:flex">{actions(false)}</div>
        <button
          ref={menuButton}
          type="button"
          className={clsx(buttonVariants({ variant: 'ghost', size: 'icon' }), 'md:hidden')}
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={() => setMenuWanted(true)}
          onClick={() => {
            setMenuWanted(true);
            setOpen(true);
          }}
        >
          <Menu className="size-5" aria-hidden="true" />
        </button>
        {menuWanted && (
          <Suspense fallback={null}>
            <MobileMenu open={open} onOpenChange={setOpen} links={links} actions={actions(true)} returnFocusTo={menuButton} />
          </Suspense>
        )}
      </div>
    </header>
  );
}
