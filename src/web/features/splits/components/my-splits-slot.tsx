// Where the revenue page shows the splits the artist is a payee of: asked for with the page, the
// card (my-splits.tsx) loaded only when there is one, so nobody else's page carries it.
import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { lazyPage } from '../../../lib/lazy-page.tsx';
import { mySplitsOptions } from '../api/splits-api.ts';

const MySplits = lazyPage(() => import('./my-splits.tsx').then((m) => m.MySplits));

export function MySplitsSlot() {
  const query = useQuery(mySplitsOptions());
  if (!query.data?.length) return null;
  return (
    <Suspense fallback={null}>
      <MySplits splits={query.data} />
    </Suspense>
  );
}
