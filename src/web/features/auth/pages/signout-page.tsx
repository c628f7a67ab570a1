import { useSyncExternalStore } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Music } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';

const noSubscription = () => () => undefined;

export function SignoutPage() {
  // After deleting the account (account settings): it is signed out everywhere and being deleted.
  // Said once hydrated: the page is pre-rendered without the query.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const deleted = useSearchParams()[0].get('account') === 'deleted' && hydrated;
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Music className="size-7" aria-hidden="true" />
      </div>
      <h1 className="text-3xl font-semibold tracking-tight">{deleted ? 'Your account is being deleted' : 'Thanks for using Tunelane'}</h1>
      <p className="max-w-md text-muted-foreground">
        {deleted
          ? 'You have been signed out everywhere and your releases have been taken down. We have sent you an email with the date your data will be removed; write to support before then if you want to keep your account.'
          : 'You have been signed out. Your music keeps playing in stores while you are away.'}
      </p>
      <Button asChild>
        <Link to={paths.home}>Back to Home</Link>
      </Button>
    </main>
  );
}
