// "Load more" under a list read page by page (an infinite query), while there is a next page.
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button } from './button.tsx';

export function LoadMore({ query }: { query: Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'> }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="flex justify-center">
      <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
        {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
      </Button>
    </div>
  );
}
