// Where the revenue page shows the artist's holds: their list is asked for with the page, and the
// card (artist-holds.tsx, its form and texts) is loaded only when there is one, so the page of an
// artist without holds carries none of it. Nothing is drawn while there is none.
import { Suspense } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { lazyPage } from '../../../lib/lazy-page.tsx';
import { myHoldsOptions } from '../api/holds-api.ts';

const ArtistHolds = lazyPage(() => import('./artist-holds.tsx').then((m) => m.ArtistHolds));

export function ArtistHoldsSlot() {
  const query = useInfiniteQuery(myHoldsOptions());
  const holds = query.data?.pages.flatMap((p) => p.items) ?? [];
  if (!holds.length) return null;
  return (
    <Suspense fallback={null}>
      <ArtistHolds holds={holds} more={query} />
    </Suspense>
  );
}
