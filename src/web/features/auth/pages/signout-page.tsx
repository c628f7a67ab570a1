// /signout: the thank-you page after sign-out (SPEC section 2). Visited while a session is live
// (typed in, or a link), it signs that session out first: it never says "signed out" while the
// visitor is still signed in.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../lib/links.tsx';
import { Music } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { paths } from '../../../lib/paths.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

export function SignoutPage() {
  // After deleting the account (account settings): it is signed out everywhere and being deleted.
  // Said once hydrated: the page is pre-rendered without the query.
  const hydrated = useHydrated();
  const deleted = useSearchParams()[0].get('account') === 'deleted' && hydrated;
  const { loading, user, signOut } = useAuth();
  const [failed, setFailed] = useState(false);
  const signedIn = !!user;
  useEffect(() => {
    if (signedIn) signOut().catch(() => setFailed(true));
  }, [signedIn, signOut]);

  let body = deleted
    ? 'You have been signed out everywhere and your releases have been taken down. We have sent you an email with the date your data will be removed; write to support before then if you want to keep your account.'
    : 'You have been signed out. Your music keeps playing in stores while you are away.';
  if (loading || signedIn) body = failed ? 'We could not sign you out. Please try again.' : 'Signing you out…';

  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Music className="size-7" aria-hidden="true" />
      </div>
      <h1 className="text-3xl font-semibold tracking-tight">{deleted ? 'Your account is being deleted' : 'Thanks for using Tunelane'}</h1>
      <p role="status" className="flex max-w-md items-center gap-2 text-muted-foreground">
        {(loading || signedIn) && !failed && <Spinner className="size-4 shrink-0" />}
        {body}
      </p>
      {failed && signedIn ? (
        <Button
          onClick={() => {
            setFailed(false);
            signOut().catch(() => setFailed(true));
          }}
        >
          Sign Out
        </Button>
      ) : (
        <Button asChild>
          <Link to={paths.home}>Back to Home</Link>
        </Button>
      )}
    </main>
  );
}
