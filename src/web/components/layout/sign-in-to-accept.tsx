// An invitation's page for a visitor (a split's payee, a team's member): sign up or sign in, then
// come back to the page to accept. `children`: a further way out (declining) beside them.
import type { ReactNode } from 'react';
import { Link } from '../../lib/links.tsx';
import { paths } from '../../lib/paths.ts';
import { Button } from '../ui/button.tsx';

export function SignInToAccept({ here, children }: { here: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button asChild className="sm:flex-1">
        <Link to={`${paths.auth}?mode=signup&redirect=${encodeURIComponent(here)}`}>Sign up to accept</Link>
      </Button>
      <Button asChild variant="outline" className="sm:flex-1">
        <Link to={`${paths.auth}?redirect=${encodeURIComponent(here)}`}>Sign in to accept</Link>
      </Button>
      {children}
    </div>
  );
}
