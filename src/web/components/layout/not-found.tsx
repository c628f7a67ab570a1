import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../lib/links.tsx';
import { Button } from '../ui/button.tsx';
import { paths } from '../../lib/paths.ts';

/** Where a miss inside the signed-in app leads back to: its own home, not the marketing site. */
function wayBack(pathname: string): { to: string; label: string } {
  if (pathname === paths.admin || pathname.startsWith(`${paths.admin}/`)) return { to: paths.admin, label: 'Back to Admin Overview' };
  if (pathname.startsWith(`${paths.dashboard}/`)) return { to: paths.dashboard, label: 'Back to Dashboard' };
  return { to: paths.home, label: 'Return to Home' };
}

/**
 * The 404 page: any path without a screen. The miss is logged to the console (SPEC section 2).
 * Inside the dashboard or the console it sits in their shell (whose <main> holds it) and leads
 * back there.
 */
export function NotFound() {
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  const back = wayBack(location.pathname);
  const Frame = back.to === paths.home ? 'main' : 'div';
  return (
    <Frame className="flex min-h-[70vh] flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-bold tracking-tight text-primary">404</p>
      <h1 className="text-2xl font-semibold">Oops! Page not found</h1>
      <p className="max-w-md text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild>
        <Link to={back.to}>{back.label}</Link>
      </Button>
    </Frame>
  );
}
