import { Link } from 'react-router';
import { Music } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';

export function SignoutPage() {
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Music className="size-7" aria-hidden="true" />
      </div>
      <h1 className="text-3xl font-semibold tracking-tight">Thanks for using Tunelane</h1>
      <p className="max-w-md text-muted-foreground">You have been signed out. Your music keeps playing in stores while you are away.</p>
      <Button asChild>
        <Link to={paths.home}>Back to Home</Link>
      </Button>
    </main>
  );
}
