// One query's three states on a screen: its loading skeleton, the error with a retry, or
// what the screen draws from the data.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton } from './skeleton.tsx';
import { LoadError } from './load-error.tsx';

type Props<T> = { query: UseQueryResult<T, Error>; loading: ReactNode; errorTitle?: string; children: (data: T) => ReactNode };

export function QueryView<T>({ query, loading, errorTitle = 'Error', children }: Props<T>) {
  if (query.isPending) return loading;
  if (query.isError) return <LoadError title={errorTitle} message={query.error.message} onRetry={() => void query.refetch()} />;
  return children(query.data);
}

/** A screen's loading placeholder: one skeleton block per class list, laid out by `className`. */
export function SkeletonBlocks({ label, className, blocks }: { label: string; className: string; blocks: string[] }) {
  return (
    <div className={className} aria-busy="true" aria-label={label}>
      {blocks.map((b, i) => (
        <Skeleton key={i} className={b} />
      ))}
    </div>
  );
}
