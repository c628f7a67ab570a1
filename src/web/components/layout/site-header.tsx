// The fixed header of every public page (SPEC section 2).
import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { LayoutDashboard, LogOut, Menu, Shield } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '../ui/sheet.tsx';
import { useAuth } from '../../lib/auth.ts';
import { paths } from '../../lib/paths.ts';
import { cn } from '../../lib/utils.ts';
import { Logo } from './logo.tsx';

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

  const onSignOut = async () => {
    setOpen(false);
    await signOut();
    navigate(paths.signout);
  };

  const actions = (vertical: boolean) =>
    loading ? (
      <div className="h-9 w-28" aria-hidden="true" />
    ) : user ? (
      <>
        {isAdmin && (
          <Button asChild variant="ghost" className={cn(vertical && 'justify-start')}>
            <Link to={paths.admin} onClick={() => setOpen(false)}>
              <Shield /> Admin
            </Link>
          </Button>
        )}
        <Button asChild className={cn(vertical && 'justify-start')}>
          <Link to={paths.dashboard} onClick={() => setOpen(false)}>
            <LayoutDashboard /> Dashboard
          </Link>
        </Button>
        <Button variant="outline" onClick={onSignOut} className={cn(vertical && 'justify-start')}>
          <LogOut /> Sign Out
        </Button>
      </>
    ) : (
      <Button asChild>
        <Link to={paths.auth} onClick={() => setOpen(false)}>
          Get Started
        </Link>
      </Button>
    );

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
                cn('rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground', isActive && 'text-foreground')
              }
            >
              {l.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-2 md:flex">{actions(false)}</div>
        <Sheet open={open} onOpenChange={setOpen}>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
              <Menu className="size-5" />
            </Button>
          </SheetTrigger>
          <SheetContent side="right" className="w-72">
            <SheetTitle className="sr-only">Menu</SheetTitle>
            <nav aria-label="Mobile" className="mt-8 flex flex-col gap-1 px-4">
              {links.map((l) => (
                <Link key={l.to} to={l.to} onClick={() => setOpen(false)} className="rounded-md px-3 py-2 font-medium hover:bg-accent">
                  {l.label}
                </Link>
              ))}
            </nav>
            <div className="mt-4 flex flex-col gap-2 border-t px-4 pt-4">{actions(true)}</div>
          </SheetContent>
        </Sheet>
      </div>
    </header>
  );
}
