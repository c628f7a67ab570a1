// A keyset-paged table's states: the loading rows, the error with a retry, what to show when the
// page is empty, or the rows the caller draws with the pager under them.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PageDto } from '../../../domain/admin-list.ts';
import { Pager, TableLoading } from '../layout/admin-table-parts.tsx';
import { QueryView } from '../ui/query-view.tsx';
import type { useCursorPages } from '../../lib/use-cursor-pages.ts';

type Props<R> = {
  query: UseQueryResult<PageDto<R>, Error>;
  pages: ReturnType<typeof useCursorPages>;
  loadingLabel: string;
  loadingRows?: number;
  errorTitle?: string;
  empty: ReactNode;
  children: (rows: R[]) => ReactNode;
};

export function PagedRows<R>({ query, pages, loadingLabel, loadingRows, errorTitle = 'Error', empty, children }: Props<R>) {
  return (
    <QueryView query={query} loading={<TableLoading rows={loadingRows} label={loadingLabel} />} errorTitle={errorTitle}>
      {({ items, total, totalCapped, nextCursor }) =>
        items.length === 0 ? (
          empty
        ) : (
          <div className="space-y-3" aria-busy={query.isPlaceholderData}>
            {children(items)}
            <Pager
              page={pages.page}
              total={total}
              capped={totalCapped}
              hasNext={!!nextCursor}
              loading={query.isFetching}
              onPrev={pages.prev}
              onNext={() => nextCursor && pages.next(nextCursor)}
            />
          </div>
        )
      }
    </QueryView>
  );
}
