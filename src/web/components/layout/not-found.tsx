import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../ui/button.tsx';
import { paths } from '../../lib/paths.ts';

/** The 404 page: any path without a screen. The miss is logged to the console (SPEC section 2). */
export function NotFound() {
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <main className="flex min-h-[70vh] flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-bold tracking-tight text-primary">404</p>
      <h1 className="text-2xl font-semibold">Oops! Page not found</h1>
      <p className="max-w-md text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild>
        <Link to={paths.home}>Return to Home</Link>
      </Button>
    </main>
  );
}
